/**
 * The palStatementsAgentCopy page, "User loss" (spec §2 "Agent centre pages"; issue 13): every
 * team member (every downline at any depth) over a period — account, level, bets, valid bets,
 * payouts, P&L (payouts − stakes: negative, the member lost), deposits and withdrawals — largest
 * loss first by default (or largest win, most valid bets, account A–Z), filtered by account
 * prefix, 20 a page, with the totals of every matching member. A table from 768 px, one card per
 * member on a phone.
 */
import { type SyntheticEvent, useState } from 'react';
import { TEAM_PROFIT_LOSS_SORTS } from '@gamehall/api-client';
import type { TeamProfitLossPage, TeamProfitLossSort } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { useErrorText, useMoney } from '@gamehall/shell';
import { Button, EmptyState, ErrorState, Pagination, Select, useMediaQuery } from '@gamehall/ui-kit';
import { useGetTeamProfitLossQuery } from '../api/lossIncomeApi';
import { RangePicker } from '../lossIncome/RangePicker';
import { Signed } from '../lossIncome/Signed';
import { REPORT_TABLE_QUERY } from '../lossIncome/layout';
import { type ReportRange, presetRange } from '../lossIncome/reportRange';
import styles from '../lossIncome/LossIncome.module.css';

/** Team members a page. */
export const USER_LOSS_PAGE_SIZE = 20;

type Row = TeamProfitLossPage['list'][number];

/** The totals of every matching member: cards above the list. */
function Totals({ value }: { value: TeamProfitLossPage }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const cards: [string, React.ReactNode][] = [
    ['loss_profit_loss', <Signed key="pl" amount={value.totals.profitLoss} />],
    ['loss_valid_bet', money(value.totals.validBet)],
    ['loss_payout', money(value.totals.payout)],
    ['loss_bet_count', value.totals.betCount.toLocaleString()],
    ['loss_deposit', money(value.totals.deposit)],
    ['loss_withdraw', money(value.totals.withdraw)],
  ];
  return (
    <section aria-labelledby="loss-totals">
      <h2 id="loss-totals" className={styles.sectionTitle}>
        {t('loss_totals_members', { count: value.total })}
      </h2>
      <dl className={styles.cards}>
        {cards.map(([key, shown]) => (
          <div key={key} className={styles.card}>
            <dt className={styles.cardLabel}>{t(key)}</dt>
            <dd className={styles.cardValue}>{shown}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The members of the page as a table (desktop). */
function LossTable({ rows }: { rows: Row[] }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('loss_list')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('loss_account')}</th>
            <th scope="col">{t('loss_level')}</th>
            <th scope="col">{t('loss_bet_count')}</th>
            <th scope="col">{t('loss_valid_bet')}</th>
            <th scope="col">{t('loss_payout')}</th>
            <th scope="col">{t('loss_profit_loss')}</th>
            <th scope="col">{t('loss_deposit')}</th>
            <th scope="col">{t('loss_withdraw')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">{r.account}</th>
              <td className={styles.num}>{r.depth}</td>
              <td className={styles.num}>{r.betCount.toLocaleString()}</td>
              <td className={styles.num}>{money(r.validBet)}</td>
              <td className={styles.num}>{money(r.payout)}</td>
              <td>
                <Signed amount={r.profitLoss} />
              </td>
              <td className={styles.num}>{money(r.deposit)}</td>
              <td className={styles.num}>{money(r.withdraw)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The members of the page as cards (phone). */
function LossCards({ rows }: { rows: Row[] }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  return (
    <ul className={styles.list} aria-label={t('loss_list')}>
      {rows.map((r) => (
        <li key={r.id}>
          <article className={styles.item} aria-labelledby={`loss-${String(r.id)}`}>
            <h3 id={`loss-${String(r.id)}`} className={styles.itemHead}>
              {r.account}
              <span className={styles.itemSub}>{t('loss_level_n', { n: r.depth })}</span>
            </h3>
            <dl className={styles.itemFigures}>
              <dt>{t('loss_profit_loss')}</dt>
              <dd>
                <Signed amount={r.profitLoss} />
              </dd>
              <dt>{t('loss_valid_bet')}</dt>
              <dd>{money(r.validBet)}</dd>
              <dt>{t('loss_bet_count')}</dt>
              <dd>{r.betCount.toLocaleString()}</dd>
              <dt>{t('loss_payout')}</dt>
              <dd>{money(r.payout)}</dd>
              <dt>{t('loss_deposit')}</dt>
              <dd>{money(r.deposit)}</dd>
              <dt>{t('loss_withdraw')}</dt>
              <dd>{money(r.withdraw)}</dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/agentHome/palStatementsAgentCopy` (see the module comment): period (default the last 7 days),
 * account prefix with Search, order; while loading a busy block, an error its text and Retry, no
 * member matching "No data".
 */
export function UserLossPage() {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const wide = useMediaQuery(REPORT_TABLE_QUERY);
  const [range, setRange] = useState<ReportRange>(() => presetRange('last7', Date.now()));
  const [accountInput, setAccountInput] = useState('');
  const [account, setAccount] = useState('');
  const [sort, setSort] = useState<TeamProfitLossSort>('loss');
  const [pageNo, setPageNo] = useState(1);
  const query = useGetTeamProfitLossQuery({
    from: range.from,
    to: range.to,
    sort,
    pageNo: String(pageNo),
    pageSize: String(USER_LOSS_PAGE_SIZE),
    ...(account ? { account } : {}),
  });
  const search = (event: SyntheticEvent) => {
    event.preventDefault();
    setAccount(accountInput.trim());
    setPageNo(1);
  };
  const value = query.currentData;
  return (
    <div className={styles.page}>
      <RangePicker
        idPrefix="loss"
        value={range}
        onChange={(next) => {
          setRange(next);
          setPageNo(1);
        }}
      />
      <form className={styles.search} onSubmit={search} role="search" aria-label={t('loss_filters')}>
        <label className={styles.field}>
          <span>{t('loss_account')}</span>
          <input type="search" value={accountInput} placeholder={t('loss_account_placeholder')} maxLength={32} onChange={(e) => { setAccountInput(e.target.value); }} />
        </label>
        <Select
          label={t('loss_sort')}
          value={sort}
          options={TEAM_PROFIT_LOSS_SORTS.map((s) => ({ value: s, label: t(`loss_sort_${s}`) }))}
          onChange={(next) => {
            setSort(next as TeamProfitLossSort);
            setPageNo(1);
          }}
        />
        <Button type="submit">{t('search')}</Button>
      </form>
      <p className={styles.note}>{t('loss_note')}</p>
      {query.isError ? (
        <ErrorState message={errorText(query.error)} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      ) : value ? (
        <>
          <Totals value={value} />
          {value.list.length === 0 ? <EmptyState message={t('in_no_data')} /> : wide ? <LossTable rows={value.list} /> : <LossCards rows={value.list} />}
          <Pagination
            pageCount={value.totalPages}
            page={Math.min(pageNo, Math.max(1, value.totalPages))}
            onPageChange={setPageNo}
            ariaLabel={t('loss_pages')}
            labels={{ previous: t('previous'), next: t('next'), page: (n) => t('page_n', { n }) }}
          />
        </>
      ) : (
        <div className={styles.loading} aria-busy="true" aria-label={t('loading')} data-testid="report-loading" />
      )}
    </div>
  );
}
