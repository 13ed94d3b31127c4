/**
 * The agentTeamOverview page, "Team overview" (spec §2 "Agent centre pages"; issue 13): over a
 * period (presets or a custom range of at most 90 UTC days) the team's size, direct members, new
 * and active members, deposits, withdrawals, bet count, valid bets and P&L as cards (2 columns on a
 * phone, wider grid on desktop), then charts of the daily series (a lazily loaded recharts chunk,
 * full width on a phone) and the figures of every day of the period.
 */
import { Suspense, lazy, useState } from 'react';
import type { TeamOverview } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { useErrorText, useMoney } from '@gamehall/shell';
import { EmptyState, ErrorState } from '@gamehall/ui-kit';
import { useGetTeamOverviewQuery } from '../api/teamOverviewApi';
import { RangePicker } from '../lossIncome/RangePicker';
import { Signed } from '../lossIncome/Signed';
import { type ReportRange, presetRange } from '../lossIncome/reportRange';
import styles from '../lossIncome/LossIncome.module.css';
import chartStyles from './TeamOverview.module.css';

/** The charts (recharts), a chunk of their own loaded once an overview with activity is shown. */
const TeamOverviewCharts = lazy(() => import('./TeamOverviewCharts').then((m) => ({ default: m.TeamOverviewCharts })));

/**
 * The summary cards of an overview.
 * @param props.value - the overview answered by the server
 */
export function TeamOverviewCards({ value }: { value: TeamOverview }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const cards: [string, React.ReactNode][] = [
    ['ov_team_size', value.teamSize.toLocaleString()],
    ['ov_direct_members', value.directMembers.toLocaleString()],
    ['ov_new_members', value.newMembers.toLocaleString()],
    ['ov_active_members', value.activeMembers.toLocaleString()],
    ['loss_deposit', money(value.deposit)],
    ['loss_withdraw', money(value.withdraw)],
    ['loss_bet_count', value.betCount.toLocaleString()],
    ['loss_valid_bet', money(value.validBet)],
    ['loss_profit_loss', <Signed key="pl" amount={value.profitLoss} />],
  ];
  return (
    <dl className={styles.cards}>
      {cards.map(([key, shown]) => (
        <div key={key} className={styles.card}>
          <dt className={styles.cardLabel}>{t(key)}</dt>
          <dd className={styles.cardValue}>{shown}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The figures of every day of the period, oldest first. */
function DailyTable({ days }: { days: TeamOverview['days'] }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('ov_daily')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ov_day')}</th>
            <th scope="col">{t('loss_deposit')}</th>
            <th scope="col">{t('loss_withdraw')}</th>
            <th scope="col">{t('loss_valid_bet')}</th>
            <th scope="col">{t('loss_profit_loss')}</th>
            <th scope="col">{t('ov_active_members')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              <td className={styles.num}>{money(d.deposit)}</td>
              <td className={styles.num}>{money(d.withdraw)}</td>
              <td className={styles.num}>{money(d.validBet)}</td>
              <td>
                <Signed amount={d.profitLoss} />
              </td>
              <td className={styles.num}>{d.activeMembers}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** True when an overview has no activity at all (every figure of the period zero). */
export function isQuietOverview(value: TeamOverview): boolean {
  return value.newMembers === 0 && value.activeMembers === 0 && value.betCount === 0 && !/[1-9]/.test(value.deposit + value.withdraw);
}

/**
 * `/agentHome/agentTeamOverview` (see the module comment): period (default the last 7 days);
 * while loading a busy block, an error its text and Retry, a period without activity "No data"
 * under the cards.
 */
export function TeamOverviewPage() {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const [range, setRange] = useState<ReportRange>(() => presetRange('last7', Date.now()));
  const query = useGetTeamOverviewQuery({ from: range.from, to: range.to });
  const value = query.currentData;
  return (
    <div className={styles.page}>
      <RangePicker idPrefix="ov" value={range} onChange={setRange} />
      {query.isError ? (
        <ErrorState message={errorText(query.error)} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      ) : value ? (
        <>
          <TeamOverviewCards value={value} />
          {isQuietOverview(value) ? (
            <EmptyState message={t('in_no_data')} />
          ) : (
            <>
              <Suspense fallback={<div className={chartStyles.chartsLoading} aria-busy="true" aria-label={t('loading')} data-testid="charts-loading" />}>
                <TeamOverviewCharts days={value.days} />
              </Suspense>
              <DailyTable days={value.days} />
            </>
          )}
        </>
      ) : (
        <div className={styles.loading} aria-busy="true" aria-label={t('loading')} data-testid="report-loading" />
      )}
    </div>
  );
}
