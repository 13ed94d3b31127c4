import { useId, useState } from 'react';
import { toUserMessage } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { EmptyState, ErrorState, Pagination } from '@gamehall/ui-kit';
import { useGetNumeroHistoryQuery } from '../../api/lotteryApi';
import { NumberBalls } from '../NumberBalls/NumberBalls';
import styles from './DrawHistory.module.css';

/** Props of {@link DrawHistory}. */
export interface DrawHistoryProps {
  /** The lottery game whose draws are listed. */
  gameCode: string;
  /** Its name (in the heading). */
  gameName: string;
}

/**
 * The opened-numbers history of one lottery game (spec §7 /lotto/lgw/games/opened/numero, needs a
 * session): issue number (`numero`), draw time in the user's locale and time zone, the opened
 * numbers; newest first, 10 per page (`NUMERO_HISTORY_PAGE_SIZE`) with the house pagination
 * (spec §9: range 5, margin 2). Loading shows placeholder rows, a failure the message and
 * retry, no draws in_no_data. Render it with `key={gameCode}` so another game starts at page 1.
 */
export function DrawHistory({ gameCode, gameName }: DrawHistoryProps) {
  const { t, i18n } = useTranslation('lottery');
  const headingId = useId();
  const [pageNo, setPageNo] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useGetNumeroHistoryQuery({ gameCode, pageNo });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  let body;
  if (error) {
    const message = toUserMessage(error);
    body = <ErrorState message={message.message ?? t(message.key ?? 'unknown_error')} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  } else if (isLoading || !data) {
    body = (
      <div className={styles.skeleton} aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={styles.skeletonRow} />
        ))}
      </div>
    );
  } else if (data.list.length === 0) {
    body = <EmptyState message={t('in_no_data')} />;
  } else {
    body = (
      <>
        <table className={styles.table} aria-labelledby={headingId} aria-busy={isFetching || undefined}>
          <thead>
            <tr>
              <th scope="col">{t('lottery_numero')}</th>
              <th scope="col">{t('lottery_opened_at')}</th>
              <th scope="col">{t('lottery_numbers')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((draw) => (
              <tr key={draw.numero}>
                <th scope="row" className={styles.numero}>
                  {draw.numero}
                </th>
                <td className={styles.time}>
                  <time dateTime={draw.openedAt}>{dateFormat.format(new Date(draw.openedAt))}</time>
                </td>
                <td>
                  <NumberBalls numbers={draw.numbers} label={t('lottery_numbers_of', { numero: draw.numero })} size="sm" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pagination
          pageCount={data.totalPages}
          page={pageNo}
          onPageChange={setPageNo}
          ariaLabel={t('pagination')}
          labels={{ previous: t('previous'), next: t('next'), page: (n) => t('page_n', { n }) }}
        />
      </>
    );
  }

  return (
    <section className={styles.history} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('lottery_results', { name: gameName })}
      </h2>
      {body}
    </section>
  );
}
