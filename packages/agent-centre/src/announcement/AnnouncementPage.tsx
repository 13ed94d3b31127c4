/**
 * The agentAnnouncement page (spec §2 "Agent centre pages"): the platform's notices (announcement
 * type PL of `/wps/relay/MCSFE_getListAnnouncements`, spec §7), newest first, 9 a page (spec §9
 * "Announcement lists page at 9 items"), each with its title, publication time and content.
 */
import { useState } from 'react';
import { useTranslation } from '@gamehall/i18n';
import { useDateTime, useErrorText, useGetAnnouncementsQuery } from '@gamehall/shell';
import { EmptyState, ErrorState, Pagination, SafeHtml } from '@gamehall/ui-kit';
import styles from './AnnouncementPage.module.css';

/** Announcements a page (spec §9). */
export const ANNOUNCEMENT_PAGE_SIZE = 9;

/** The announcements call's arguments: the player notices (type PL). */
export const AGENT_ANNOUNCEMENT_ARGS = { types: 'PL' } as const;

/**
 * The announcements for agents: loading (skeleton rows), a load error (its text and Retry), none
 * (in_no_data), or the page's items with paging when there are more than 9.
 */
export function AnnouncementPage() {
  const { t } = useTranslation('agent');
  const dateTime = useDateTime();
  const errorText = useErrorText();
  const { data, error, isLoading, isFetching, refetch } = useGetAnnouncementsQuery(AGENT_ANNOUNCEMENT_ARGS);
  const [page, setPage] = useState(1);
  if (isLoading) {
    return (
      <div aria-busy="true" aria-label={t('loading')} className={styles.list}>
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className={styles.skeleton} data-testid="row-skeleton" />
        ))}
      </div>
    );
  }
  if (error) return <ErrorState message={errorText(error)} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  const notices = [...(data?.notices ?? [])].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  if (notices.length === 0) return <EmptyState message={t('in_no_data')} />;
  const pageCount = Math.ceil(notices.length / ANNOUNCEMENT_PAGE_SIZE);
  const current = Math.min(page, pageCount);
  const shown = notices.slice((current - 1) * ANNOUNCEMENT_PAGE_SIZE, current * ANNOUNCEMENT_PAGE_SIZE);
  return (
    <div aria-busy={isFetching}>
      <ul className={styles.list} aria-label={t('announcement_list')}>
        {shown.map((notice) => (
          <li key={notice.id}>
            <article className={styles.item} aria-labelledby={`announcement-${String(notice.id)}`}>
              <h2 id={`announcement-${String(notice.id)}`} className={styles.title}>
                {notice.title}
              </h2>
              <p className={styles.time}>{t('announcement_published', { date: dateTime(notice.publishedAt) })}</p>
              <SafeHtml className={styles.content} html={notice.content} />
            </article>
          </li>
        ))}
      </ul>
      <Pagination
        className={styles.pagination}
        pageCount={pageCount}
        page={current}
        onPageChange={setPage}
        ariaLabel={t('announcement_pages')}
        labels={{ previous: t('previous'), next: t('next'), page: (n) => t('page_n', { n }) }}
      />
    </div>
  );
}
