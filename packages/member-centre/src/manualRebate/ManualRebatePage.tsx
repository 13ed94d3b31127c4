/** Manual rebate (spec §2 manualRebate): the rebate on valid bets since the last claim, claimed by hand. */
import { useRef, useState } from 'react';
import type { RebateClaim, RebateInfoValue } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { Button, ErrorState } from '@gamehall/ui-kit';
import { useClaimRebateMutation, useGetRebateInfoQuery } from '../api/rewardsApi';
import { compareAmounts } from '../model/cashierModel';
import { useDateTime, useErrorText, useMoney } from '../model/useCashierFormat';
import tableStyles from '../components/ReportTable/ReportTable.module.css';
import styles from './ManualRebatePage.module.css';

/** A rate as the player reads it: `"0.8000"` → `0.8%` (trailing zeros dropped). */
export function formatRate(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const kept = fraction.replace(/0+$/, '');
  return `${whole}${kept ? `.${kept}` : ''}%`;
}

/** Whether the network error left the claim's outcome unknown (then a retry reuses its requestId). */
const noAnswer = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 'NETWORK_ERROR';

/** The rebate per category and the claim. */
function RebateSummary({ info }: { info: RebateInfoValue }) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const time = useDateTime();
  const errorText = useErrorText();
  const [claim, { isLoading }] = useClaimRebateMutation();
  const requestId = useRef<string | null>(null);
  const [paid, setPaid] = useState<RebateClaim | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nothing = compareAmounts(info.total, '0.00') <= 0;
  const belowMinimum = !nothing && compareAmounts(info.total, info.minClaim) < 0;

  const onClaim = async () => {
    setError(null);
    setPaid(null);
    requestId.current ??= crypto.randomUUID();
    const result = await claim({ requestId: requestId.current });
    if ('data' in result && result.data) {
      requestId.current = null;
      setPaid(result.data);
    } else if ('error' in result) {
      if (!noAnswer(result.error)) requestId.current = null;
      setError(errorText(result.error));
    }
  };

  return (
    <>
      <section className={styles.summary} aria-labelledby="rebate-total-label">
        <p id="rebate-total-label" className={styles.totalLabel}>
          {t('rebate_total')}
        </p>
        <p className={styles.total}>{money(info.total)}</p>
        <p className={styles.note}>{t('rebate_min_claim', { amount: money(info.minClaim) })}</p>
        {info.lastClaimAt ? <p className={styles.note}>{t('rebate_last_claim', { time: time(info.lastClaimAt) })}</p> : null}
        <Button onClick={() => void onClaim()} disabled={nothing || belowMinimum || isLoading} aria-busy={isLoading || undefined} className={styles.claim}>
          {isLoading ? t('rebate_claiming') : t('rebate_claim')}
        </Button>
        {nothing ? <p className={styles.note}>{t('rebate_nothing')}</p> : null}
        {belowMinimum ? <p className={styles.note}>{t('rebate_below_minimum', { amount: money(info.minClaim) })}</p> : null}
        {paid ? (
          <p className={styles.success} role="status">
            {t('rebate_claimed', { amount: money(paid.amount) })}
          </p>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </section>
      <div className={tableStyles.tableWrap}>
        <table className={tableStyles.table}>
          <caption className={tableStyles.caption}>{t('rebate_by_category')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('profit_category')}</th>
              <th scope="col">{t('profit_valid_bet')}</th>
              <th scope="col">{t('rebate_rate')}</th>
              <th scope="col">{t('rebate_amount')}</th>
            </tr>
          </thead>
          <tbody>
            {info.categories.map((c) => (
              <tr key={c.gameType}>
                <th scope="row">{t(`game_type_${c.gameType}`)}</th>
                <td>{money(c.validBet)}</td>
                <td>{formatRate(c.rate)}</td>
                <td>{money(c.rebate)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('profit_totals')}</th>
              <td />
              <td />
              <td>{money(info.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}

/**
 * `/member/manualRebate`: the rebate claimable now (valid bets since the last claim × the
 * merchant's rate per game category, rounded down to the cent), the minimum claim and the last
 * claim's time, the Claim button (disabled with the reason when there is nothing or less than
 * the minimum; a retry after no answer reuses the claim's requestId, so it is paid once), the
 * success message with the amount credited (the header balance refreshes), and the table per
 * category with its total. Loading shows progress, an error its message and retry.
 */
export function ManualRebatePage() {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  const query = useGetRebateInfoQuery();
  return (
    <div className={styles.page}>
      {query.isError ? (
        <ErrorState message={errorText(query.error)} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      ) : query.currentData ? (
        <RebateSummary info={query.currentData} />
      ) : (
        <div className={tableStyles.loading} aria-busy="true" data-testid="rebate-loading" />
      )}
    </div>
  );
}
