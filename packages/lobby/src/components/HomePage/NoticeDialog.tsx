import type { Announcement } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { Dialog } from '@gamehall/ui-kit';

/** Props of {@link NoticeDialog}. */
export interface NoticeDialogProps {
  /** The player notice (PL) to show; `content` is server HTML, sanitised by the dialog. */
  notice: Announcement;
  /** Closes the dialog. */
  onClose(): void;
}

/**
 * A player notice in a dialog (spec §2 notice popup): its title and sanitised HTML content,
 * closed by the X, Escape, the cover or the confirm button. Loaded lazily (it brings the HTML
 * sanitiser), so the home page does not pay for it until a notice is opened.
 */
export function NoticeDialog({ notice, onClose }: NoticeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      icon="info"
      title={notice.title}
      html={notice.content}
      closeLabel={t('close')}
      buttons={[{ label: t('in_increase_submit'), onClick: onClose }]}
    />
  );
}
