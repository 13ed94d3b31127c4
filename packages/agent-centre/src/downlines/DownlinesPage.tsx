/**
 * The downlineManagmentView page of the agent centre, "team management" (spec §2 "Agent centre
 * pages"; issue 13): the agent's team as a tree. It starts at the agent's direct downlines; a
 * downline with a team of its own can be opened (drill in); the breadcrumb, kept in the URL as
 * `?path=<id>:<account>,…` ({@link parseTeamPath}), goes back up; `?q=` searches the whole team by
 * account prefix; `?page=N` pages (20 a page). Each row: account, agent or member, balance, last
 * login, team size; a direct downline's row has Transfer ({@link TransferDialog}) and Contracts
 * ({@link ContractDialog}: its contracts with the agent, offers, ends). Endpoint `agentDownlines`.
 */
import { type SyntheticEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Downline } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { useDateTime, useMoney } from '@gamehall/shell';
import { Button } from '@gamehall/ui-kit';
import { RecordTable, type RecordColumn } from '../teamRecords/RecordTable';
import { useGetDownlinesQuery } from './downlinesApi';
import { ContractDialog } from './ContractDialog';
import { TransferDialog } from './TransferDialog';
import { type TeamPathStep, formatTeamPath, parseTeamPath } from './teamPath';
import styles from './DownlinesPage.module.css';

/** Rows a page. */
export const DOWNLINES_PAGE_SIZE = 20;

/** Reads `?page=` (a positive integer, else 1). */
function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Team management: the search box, the breadcrumb, the downlines (table or phone cards) and the pager. */
export function DownlinesPage() {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const dateTime = useDateTime();
  const [params, setParams] = useSearchParams();
  const path = parseTeamPath(params.get('path'));
  const search = params.get('q')?.trim() ?? '';
  const page = pageOf(params.get('page'));
  const [draft, setDraft] = useState(search);
  const [transferTo, setTransferTo] = useState<Downline | null>(null);
  const [contractsOf, setContractsOf] = useState<Downline | null>(null);
  const parent = path.at(-1);

  const go = (next: { path?: readonly TeamPathStep[]; q?: string; page?: number }) => {
    const p = new URLSearchParams();
    const formatted = formatTeamPath(next.path ?? []);
    if (formatted) p.set('path', formatted);
    if (next.q) p.set('q', next.q);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };

  const query = useGetDownlinesQuery({
    ...(search ? { account: search } : parent ? { parentId: String(parent.id) } : {}),
    pageNo: String(page),
    pageSize: String(DOWNLINES_PAGE_SIZE),
  });
  const value = query.currentData ?? (query.isFetching ? undefined : query.data);

  const columns: RecordColumn<Downline>[] = [
    {
      key: 'account',
      label: t('downlines_account'),
      cell: (d) =>
        d.directCount > 0 && !search ? (
          <button type="button" className={styles.open} onClick={() => { go({ path: [...path, { id: d.id, account: d.account }] }); }} aria-label={t('downlines_open', { account: d.account })}>
            {d.account}
          </button>
        ) : (
          <span className={styles.account}>{d.account}{search ? ` · ${t('records_level', { n: d.depth })}` : ''}</span>
        ),
    },
    { key: 'type', label: t('downlines_type'), cell: (d) => (d.type === 0 ? t('downlines_member') : t('downlines_agent')) },
    { key: 'balance', label: t('downlines_balance'), cell: (d) => money(d.balance), numeric: true },
    { key: 'lastLogin', label: t('downlines_last_login'), cell: (d) => (d.lastLoginAt ? dateTime(d.lastLoginAt) : t('downlines_never')) },
    { key: 'team', label: t('downlines_team_size'), cell: (d) => String(d.teamSize), numeric: true },
    {
      key: 'actions',
      label: t('downlines_actions'),
      // Transfers (and contracts) are for the agent's direct downlines only (depth 1).
      cell: (d) =>
        d.depth === 1 ? (
          <span className={styles.rowActions}>
            <Button type="button" size="sm" variant="secondary" onClick={() => { setTransferTo(d); }} aria-label={`${t('transfer_open')} · ${d.account}`}>
              {t('transfer_open')}
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => { setContractsOf(d); }} aria-label={t('contract_dialog_open_label', { account: d.account })}>
              {t('contract_dialog_open')}
            </Button>
          </span>
        ) : null,
    },
  ];

  const onSearch = (event: SyntheticEvent) => {
    event.preventDefault();
    go({ q: draft.trim() });
  };

  return (
    <div className={styles.page}>
      <form className={styles.search} role="search" onSubmit={onSearch}>
        <label className={styles.field}>
          <span className={styles.label}>{t('downlines_search')}</span>
          <input className={styles.control} type="search" value={draft} maxLength={32} onChange={(e) => { setDraft(e.target.value); }} placeholder={t('downlines_search_hint')} />
        </label>
        <Button type="submit">{t('records_search')}</Button>
        {search ? (
          <Button type="button" variant="ghost" onClick={() => { setDraft(''); go({ path }); }}>
            {t('downlines_clear')}
          </Button>
        ) : null}
      </form>
      {search ? null : (
        <nav aria-label={t('downlines_breadcrumb')}>
          <ol className={styles.crumbs}>
            <li>
              {path.length === 0 ? <span aria-current="page">{t('downlines_my_team')}</span> : <button type="button" className={styles.crumb} onClick={() => { go({}); }}>{t('downlines_my_team')}</button>}
            </li>
            {path.map((step, i) => (
              <li key={step.id}>
                {i === path.length - 1 ? <span aria-current="page">{step.account}</span> : <button type="button" className={styles.crumb} onClick={() => { go({ path: path.slice(0, i + 1) }); }}>{step.account}</button>}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <RecordTable
        label={t('downlines_list')}
        columns={columns}
        rows={value?.list}
        rowKey={(d) => String(d.id)}
        totalsLabel={t('records_totals')}
        totals={value ? [{ label: t('downlines_found'), value: String(value.total) }] : undefined}
        isLoading={!value && query.isFetching}
        isFetching={query.isFetching}
        error={query.isFetching ? undefined : query.error}
        onRetry={() => void query.refetch()}
        page={page}
        pageCount={value?.totalPages ?? 0}
        onPageChange={(n) => { go({ path, q: search, page: n }); }}
      />
      {transferTo ? <TransferDialog downline={transferTo} onClose={() => { setTransferTo(null); }} /> : null}
      {contractsOf ? <ContractDialog downline={contractsOf} onClose={() => { setContractsOf(null); }} /> : null}
    </div>
  );
}
