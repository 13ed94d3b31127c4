/** The popup dialog (lazy chunk: the Dialog and SafeHtml bring DOMPurify). */
import { useState } from 'react';
import type { Announcement } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { Dialog, SafeHtml } from '@gamehall/ui-kit';
import { useImageUrl } from '../../site/siteSettings';
import styles from './AnnouncementPopup.module.css';

/** Props of {@link AnnouncementPopupContent}. */
export interface AnnouncementPopupContentProps {
  /** The popups, in display order (at least one). */
  popups: readonly Announcement[];
  onClose(): void;
}

/** One dialog paging through the popups with previous/next; content sanitised. */
export function AnnouncementPopupContent({ popups, onClose }: AnnouncementPopupContentProps) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const [index, setIndex] = useState(0);
  const current = popups[Math.min(index, popups.length - 1)];
  if (!current) return null;
  const many = popups.length > 1;
  return (
    <Dialog
      open
      onClose={onClose}
      title={current.title}
      closeLabel={t('close')}
      buttons={[{ label: t('in_increase_submit'), onClick: onClose }]}
    >
      {current.imageUrl ? <img className={styles.image} src={imageUrl(current.imageUrl)} alt="" /> : null}
      <SafeHtml className={styles.content} html={current.content} />
      {many ? (
        <div className={styles.pager}>
          <button type="button" className={styles.pageButton} disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
            {t('previous')}
          </button>
          <span className={styles.position} aria-live="polite">
            {index + 1} / {popups.length}
          </span>
          <button type="button" className={styles.pageButton} disabled={index >= popups.length - 1} onClick={() => setIndex((i) => i + 1)}>
            {t('next')}
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}
