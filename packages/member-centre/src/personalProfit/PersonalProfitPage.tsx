/** Personal profit and loss (spec §2 personalProfit): per period and game category. */
import { useMemo, useState } from 'react';
import type { ProfitValue } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { EmptyState, ErrorState, Tabs, cx } from '@gamehall/ui-kit';
import { useGetPersonalProfitQuery } from '../api/rewardsApi';
import { RangeFilters } from '../components/RangeFilters/RangeFilters';
import { toCents } from '../model/cashierModel';
import { PROFIT_MAX_DAYS, PROFIT_PERIODS, type ProfitPeriod, periodRange } from '../model/periods';
import { useErrorText, useMoney } from '../model/useCashierFormat';
import tableStyles from '../components/ReportTable/ReportTable.module.css';
import styles from './PersonalProfitPage.module.css';

/** A signed amount: + green, − red (never colour alone), 0 plain. */
function Signed({ amount }: { amount: string }) {
  const money = useMoney();
  const cents = toCents(amount);
  return (
    <span className={cx(styles.num, cents > 0n && styles.credit, cents < 0n && styles.debit)}>
      {cents > 0n ? '+' : cents < 0n ? '−' : ''}
      {money(amount.replace(/^-/, ''))}
    </span>
  );
}

/** The figures of a period: summary cards, then the per-category table with its totals. */
function ProfitFigures({ value }: { value: ProfitValue }) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const cards: [string, React.ReactNode][] = [
    ['profit_total', <Signed key="p" amount={value.profit} />],
    ['profit_win_loss', <Signed key="w" amount={value.totals.winLoss} />],
    ['profit_bonus', money(value.bonus)],
    ['profit_rebate', money(value.rebate)],
    ['profit_deposit', money(value.deposit)],
    ['profit_withdraw', money(value.withdraw)],
  ];
  return (
    <>
      <dl className={styles.cards}>
        {cards.map(([key, shown]) => (
          <div key={key} className={styles.card}>
            <dt className={styles.cardLabel}>{t(key)}</dt>
            <dd className={styles.cardValue}>{shown}</dd>
          </div>
        ))}
      </dl>
      {value.categories.length === 0 ? (
        <EmptyState message={t('profit_no_bets')} />
      ) : (
        <div className={tableStyles.tableWrap}>
          <table className={tableStyles.table}>
            <caption className={tableStyles.caption}>{t('profit_by_category')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('profit_category')}</th>
                <th scope="col">{t('profit_bet_count')}</th>
                <th scope="col">{t('profit_bet_amount')}</th>
                <th scope="col">{t('profit_valid_bet')}</th>
                <th scope="col">{t('profit_payout')}</th>
                <th scope="col">{t('profit_win_loss')}</th>
              </tr>
            </thead>
            <tbody>
              {value.categories.map((c) => (
                <tr key={c.gameType}>
                  <th scope="row">{t(`game_type_${c.gameType}`)}</th>
                  <td className={styles.num}>{c.betCount}</td>
                  <td className={styles.num}>{money(c.betAmount)}</td>
                  <td className={styles.num}>{money(c.validBet)}</td>
                  <td className={styles.num}>{money(c.payout)}</td>
                  <td>
                    <Signed amount={c.winLoss} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('profit_totals')}</th>
                <td className={styles.num}>{value.totals.betCount}</td>
                <td className={styles.num}>{money(value.totals.betAmount)}</td>
                <td className={styles.num}>{money(value.totals.validBet)}</td>
                <td className={styles.num}>{money(value.totals.payout)}</td>
                <td>
                  <Signed amount={value.totals.winLoss} />
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </>
  );
}

/**
 * `/member/personalProfit`: the period picker (today, yesterday, last 7 days, last 30 days,
 * custom; UTC days, default today) and, for the period, the summary (profit = win/loss +
 * bonuses + rebates; win/loss; bonuses; rebates; deposits; withdrawals) and the table per game
 * category (bets, bet amount, valid bets, payouts, win/loss) with its totals row. Custom shows
 * the from/to filter (from ≤ to, at most 92 days, checked by the server). Loading shows
 * progress, an error its message and retry, a period without bets says so.
 */
export function PersonalProfitPage() {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  const [period, setPeriod] = useState<ProfitPeriod>('today');
  const last30 = useMemo(() => periodRange('last30', new Date()), []);
  const [custom, setCustom] = useState(last30);
  const range = period === 'custom' ? custom : periodRange(period, new Date());
  const query = useGetPersonalProfitQuery(range);
  return (
    <div className={styles.page}>
      <Tabs
        ariaLabel={t('profit_period')}
        value={period}
        onChange={(key) => { setPeriod(key as ProfitPeriod); }}
        items={PROFIT_PERIODS.map((p) => ({ key: p, label: t(`profit_period_${p}`) }))}
      />
      {period === 'custom' ? <RangeFilters idPrefix="profit" maxDays={PROFIT_MAX_DAYS} initial={{ type: '', ...custom }} onApply={({ from, to }) => { setCustom({ from, to }); }} /> : null}
      <p className={styles.range}>{t('profit_range', { from: range.from, to: range.to })}</p>
      {query.isError ? (
        <ErrorState message={errorText(query.error)} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      ) : query.currentData ? (
        <ProfitFigures value={query.currentData} />
      ) : (
        <div className={tableStyles.loading} aria-busy="true" data-testid="profit-loading" />
      )}
    </div>
  );
}
