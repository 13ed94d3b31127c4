/**
 * The personalHistoryCopy page of the agent centre, "team betting" (spec §2 "Agent centre pages";
 * issue 13): the bets of the agent's team (every downline at any depth, not the agent itself)
 * over a UTC day range (presets or custom days, at most 90), optionally one downline account or
 * accounts starting with a text; newest first, 20 a page, with the totals of the filter (bets,
 * valid bets, payouts, P&L of the team). Endpoint `agentTeamBets`.
 */
import { useState } from 'react';
import type { TeamBet } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { useDateTime, useMoney } from '@gamehall/shell';
import { RecordTable, type RecordColumn } from './RecordTable';
import { TeamRecordFilters } from './TeamRecordFilters';
import { type TeamRecordFilter, presetRange } from './teamRecordFilter';
import { useGetTeamBetsQuery } from './teamRecordsApi';
import styles from './TeamRecords.module.css';

/** Rows a page. */
export const TEAM_BETS_PAGE_SIZE = 20;

/** Props of {@link TeamBetsPage}. */
export interface TeamBetsPageProps {
  /** The clock in ms (the presets' days; default `Date.now`). */
  now?: () => number;
}

/** Team betting: the filter form, the totals, the bets (table or phone cards) and the pager. */
export function TeamBetsPage({ now = Date.now }: TeamBetsPageProps) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const dateTime = useDateTime();
  const [filter, setFilter] = useState<TeamRecordFilter>(() => ({ ...presetRange('last7', now()), account: '' }));
  const [page, setPage] = useState(1);
  const query = useGetTeamBetsQuery({ from: filter.from, to: filter.to, ...(filter.account ? { account: filter.account } : {}), pageNo: String(page), pageSize: String(TEAM_BETS_PAGE_SIZE) });
  const value = query.currentData ?? (query.isFetching ? undefined : query.data);
  const tone = (amount: string) => (amount.startsWith('-') ? styles.loss : Number(amount) > 0 ? styles.gain : undefined);
  const columns: RecordColumn<TeamBet>[] = [
    { key: 'time', label: t('records_time'), cell: (b) => dateTime(b.betTime) },
    { key: 'account', label: t('records_member'), cell: (b) => `${b.account} · ${t('records_level', { n: b.depth })}` },
    { key: 'game', label: t('records_game'), cell: (b) => `${b.gameName} (${b.vassalage})` },
    { key: 'stake', label: t('records_valid_bet'), cell: (b) => money(b.stake), numeric: true },
    { key: 'payout', label: t('records_payout'), cell: (b) => money(b.payout), numeric: true },
    { key: 'winLoss', label: t('records_win_loss'), cell: (b) => <span className={tone(b.winLoss)}>{money(b.winLoss)}</span>, numeric: true },
  ];
  const totals = value?.totals;
  return (
    <div className={styles.page}>
      <TeamRecordFilters
        label={t('records_filters')}
        initial={filter}
        now={now}
        onSearch={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <RecordTable
        label={t('team_bets_list')}
        columns={columns}
        rows={value?.list}
        rowKey={(b) => b.betId}
        totalsLabel={t('records_totals')}
        totals={
          totals
            ? [
                { label: t('records_bet_count'), value: String(totals.betCount) },
                { label: t('records_valid_bet'), value: money(totals.validBet) },
                { label: t('records_payout'), value: money(totals.payout) },
                { label: t('records_profit_loss'), value: money(totals.profitLoss), tone: totals.profitLoss.startsWith('-') ? 'loss' : Number(totals.profitLoss) > 0 ? 'gain' : undefined },
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
