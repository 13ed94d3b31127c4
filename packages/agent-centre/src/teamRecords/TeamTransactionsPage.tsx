/**
 * The agentDownlineTransactionDetailsCopy page of the agent centre, "account details" (spec §2
 * "Agent centre pages"; issue 13): the downlines' transactions — the ledger entries of the
 * agent's team other than bets and payouts (deposits, withdrawals, transfers, bonuses and rebates,
 * salaries, dividends) — over a UTC day range (at most 90 days), by downline account (or its
 * start) and kind; newest first, 20 a page, with the money in and out of the filter. Endpoint
 * `agentTeamTransactions`; kinds named as in the member centre's transaction history.
 */
import { useState } from 'react';
import { TEAM_TRANSACTION_FILTERS } from '@gamehall/api-client';
import type { TeamTransaction } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { useDateTime, useMoney } from '@gamehall/shell';
import { RecordTable, type RecordColumn } from './RecordTable';
import { TeamRecordFilters } from './TeamRecordFilters';
import { type TeamRecordFilter, presetRange } from './teamRecordFilter';
import { useGetTeamTransactionsQuery } from './teamRecordsApi';
import styles from './TeamRecords.module.css';

/** Rows a page. */
export const TEAM_TRANSACTIONS_PAGE_SIZE = 20;

type Kind = (typeof TEAM_TRANSACTION_FILTERS)[number];

/** Props of {@link TeamTransactionsPage}. */
export interface TeamTransactionsPageProps {
  /** The clock in ms (the presets' days; default `Date.now`). */
  now?: () => number;
}

/** Account details: the filter form with the kind, the sums in and out, the entries (table or phone cards) and the pager. */
export function TeamTransactionsPage({ now = Date.now }: TeamTransactionsPageProps) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const dateTime = useDateTime();
  const [filter, setFilter] = useState<TeamRecordFilter & { kind: Kind | '' }>(() => ({ ...presetRange('last7', now()), account: '', kind: '' }));
  const [kind, setKind] = useState<Kind | ''>('');
  const [page, setPage] = useState(1);
  const query = useGetTeamTransactionsQuery({
    from: filter.from,
    to: filter.to,
    ...(filter.account ? { account: filter.account } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    pageNo: String(page),
    pageSize: String(TEAM_TRANSACTIONS_PAGE_SIZE),
  });
  const value = query.currentData ?? (query.isFetching ? undefined : query.data);
  const columns: RecordColumn<TeamTransaction>[] = [
    { key: 'time', label: t('records_time'), cell: (e) => dateTime(e.createdAt) },
    { key: 'account', label: t('records_member'), cell: (e) => `${e.account} · ${t('records_level', { n: e.depth })}` },
    { key: 'kind', label: t('records_kind'), cell: (e) => t(`records_ledger_kind_${e.kind}`) },
    { key: 'amount', label: t('records_amount'), cell: (e) => <span className={e.amount.startsWith('-') ? styles.loss : styles.gain}>{money(e.amount)}</span>, numeric: true },
    { key: 'balance', label: t('records_balance_after'), cell: (e) => money(e.balanceAfter), numeric: true },
    { key: 'reference', label: t('records_reference'), cell: (e) => e.reference },
  ];
  return (
    <div className={styles.page}>
      <TeamRecordFilters
        label={t('records_filters')}
        initial={filter}
        now={now}
        onSearch={(next) => {
          setFilter({ ...next, kind });
          setPage(1);
        }}
      >
        <label className={styles.field}>
          <span className={styles.label}>{t('records_kind')}</span>
          <select className={styles.control} value={kind} onChange={(e) => { setKind(e.target.value as Kind | ''); }}>
            <option value="">{t('records_kind_all')}</option>
            {TEAM_TRANSACTION_FILTERS.map((k) => (
              <option key={k} value={k}>
                {t(`records_filter_${k}`)}
              </option>
            ))}
          </select>
        </label>
      </TeamRecordFilters>
      <RecordTable
        label={t('team_transactions_list')}
        columns={columns}
        rows={value?.list}
        rowKey={(e) => String(e.id)}
        totalsLabel={t('records_totals')}
        totals={
          value
            ? [
                { label: t('records_count'), value: String(value.total) },
                { label: t('records_credit'), value: money(value.totals.credit), tone: 'gain' },
                { label: t('records_debit'), value: money(value.totals.debit), tone: 'loss' },
              ]
            : undefined
        }
        isLoading={!value && query.isFetching}
        isFetching={query.isFetching}
        error={query.isFetching ? undefined : query.error}
        onRetry={() => void query.refetch()}
        page={page}
        pageCount={value?.totalPages ?? 0}
        onPageChange={setPage}
      />
    </div>
  );
}
