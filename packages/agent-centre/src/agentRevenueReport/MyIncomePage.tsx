/**
 * The agentRevenueReport page, "My income" (spec §2 "Agent centre pages"; issue 13): the agent's
 * own income over a period — salaries (its daily, hourly and real-time salary contracts),
 * dividends, rebates and their total — and, apart from income, the transfers it received from its
 * upline and from its downlines; totals per kind, then one row per day with any of them (newest
 * first), 15 days a page. A table from 768 px, one card per day on a phone.
 */
import { Fragment, useState } from 'react';
import type { AgentIncome, IncomeDay } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { useErrorText, useMoney } from '@gamehall/shell';
import { EmptyState, ErrorState, Pagination, useMediaQuery } from '@gamehall/ui-kit';
import { useGetAgentIncomeQuery } from '../api/lossIncomeApi';
import { RangePicker } from '../lossIncome/RangePicker';
import { REPORT_TABLE_QUERY } from '../lossIncome/layout';
import { type ReportRange, presetRange } from '../lossIncome/reportRange';
import styles from '../lossIncome/LossIncome.module.css';

/** Days a page of the daily table. */
export const INCOME_DAYS_PAGE_SIZE = 15;

/** The figures of a day, in column order: key of the value and of its label. */
const COLUMNS = [
  ['salary', 'income_salary'],
  ['dividend', 'income_dividend'],
  ['rebate', 'income_rebate'],
  ['income', 'income_total'],
  ['fromUpline', 'income_from_upline'],
  ['fromDownlines', 'income_from_downlines'],
] as const;

/** The totals: income cards, then the transfers received (not income). */
function Totals({ value }: { value: AgentIncome }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const group = (id: string, title: string, keys: readonly (readonly [keyof AgentIncome['totals'], string])[]) => (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <dl className={styles.cards}>
        {keys.map(([key, label]) => (
          <div key={key} className={styles.card}>
            <dt className={styles.cardLabel}>{t(label)}</dt>
            <dd className={styles.cardValue}>{money(value.totals[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
  return (
    <>
      {group('income-summary', t('income_summary'), COLUMNS.slice(0, 4))}
      {group('income-transfers', t('income_transfers'), COLUMNS.slice(4))}
    </>
  );
}

/** The days as a table (desktop). */
function DaysTable({ days }: { days: IncomeDay[] }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('income_by_day')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('income_day')}</th>
            {COLUMNS.map(([key, label]) => (
              <th key={key} scope="col">
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              {COLUMNS.map(([key]) => (
                <td key={key} className={styles.num}>
                  {money(d[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The days as cards (phone). */
function DayCards({ days }: { days: IncomeDay[] }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  return (
    <ul className={styles.list} aria-label={t('income_by_day')}>
      {days.map((d) => (
        <li key={d.day}>
          <article className={styles.item} aria-labelledby={`income-${d.day}`}>
            <h3 id={`income-${d.day}`} className={styles.itemHead}>
              {d.day}
              <span className={styles.itemSub}>{t('income_total_of_day', { amount: money(d.income) })}</span>
            </h3>
            <dl className={styles.itemFigures}>
              {COLUMNS.filter(([key]) => key !== 'income').map(([key, label]) => (
                <Fragment key={key}>
                  <dt>{t(label)}</dt>
                  <dd>{money(d[key])}</dd>
                </Fragment>
              ))}
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/agentHome/agentRevenueReport` (see the module comment): period (default the last 30 days);
 * while loading a busy block, an error its text and Retry, a period without any entry
 * income_none.
 */
export function MyIncomePage() {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const wide = useMediaQuery(REPORT_TABLE_QUERY);
  const [range, setRange] = useState<ReportRange>(() => presetRange('last30', Date.now()));
  const [page, setPage] = useState(1);
  const query = useGetAgentIncomeQuery({ from: range.from, to: range.to });
  const value = query.currentData;
  const pageCount = value ? Math.ceil(value.days.length / INCOME_DAYS_PAGE_SIZE) : 0;
  const current = Math.min(page, Math.max(1, pageCount));
  const days = value?.days.slice((current - 1) * INCOME_DAYS_PAGE_SIZE, current * INCOME_DAYS_PAGE_SIZE) ?? [];
  return (
    <div className={styles.page}>
      <RangePicker
        idPrefix="income"
        value={range}
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
      />
      {query.isError ? (
        <ErrorState message={errorText(query.error)} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      ) : value ? (
        <>
          <Totals value={value} />
          {value.days.length === 0 ? <EmptyState message={t('income_none')} /> : wide ? <DaysTable days={days} /> : <DayCards days={days} />}
          <Pagination
            pageCount={pageCount}
            page={current}
            onPageChange={setPage}
            ariaLabel={t('income_pages')}
            labels={{ previous: t('previous'), next: t('next'), page: (n) => t('page_n', { n }) }}
          />
        </>
      ) : (
        <div className={styles.loading} aria-busy="true" aria-label={t('loading')} data-testid="report-loading" />
      )}
    </div>
  );
}
