/** The notice dialog's body (lazy chunk: ui-kit's Dialog brings the HTML sanitiser). */
import type { Announcement } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { Dialog } from '@gamehall/ui-kit';

/** Props of {@link NoticeDialogContent}. */
export interface NoticeDialogContentProps {
  notice: Announcement;
  onClose(): void;
}

/** The open notice dialog: title, sanitised HTML and a confirm button. */
export function NoticeDialogContent({ notice, onClose }: NoticeDialogContentProps) {
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
