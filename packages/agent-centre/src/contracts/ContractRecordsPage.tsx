/**
 * The contract records pages of the agent centre (spec §2 agentDividendRecordCopy2,
 * agentDailyWages2, agentHourSalary, agentRealtimeSalary; §3 contract fields; §6): one page per
 * contract type, the same component. Its header shows the agent's current contract of the type
 * (the relay `GET` of the type: upline, tiers) or "no contract"; below, the settlements of the
 * type (`GET /wps/agent/contracts/settlements`), newest period first, paged: each row the period,
 * its inputs as the settlement recorded them, the tier met, the rate applied and the amount paid.
 */
import { useState } from 'react';
import type { ContractTypeName } from '@gamehall/api-client';
import type { ContractSettlement } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { useDateTime, useErrorText, useMoney } from '@gamehall/shell';
import { EmptyState, ErrorState, Pagination } from '@gamehall/ui-kit';
import { useGetContractSettlementsQuery, useGetContractViewQuery } from '../api/contractApi';
import { ContractTiers } from './ContractTiers';
import styles from './ContractRecordsPage.module.css';

/** Settlements a page of the records list. */
export const SETTLEMENT_PAGE_SIZE = 10;

/** The settlement inputs each type's rows show (what its tiers and its pay are computed from; contract/contracts.ts). */
export const SETTLEMENT_INPUTS = {
  DIVIDEND: ['profitLoss', 'activeMembers'],
  DAILY_SALARY: ['validBet', 'activeMembers'],
  HOURLY_SALARY: ['validBet'],
  REALTIME_SALARY: ['validBet'],
} as const satisfies Record<ContractTypeName, readonly ('validBet' | 'profitLoss' | 'activeMembers')[]>;

/** Props of {@link ContractRecordsPage}. */
export interface ContractRecordsPageProps {
  /** The contract type whose records the page shows. */
  type: ContractTypeName;
}

/**
 * The agent's current contract of the type: upline and tiers, or "no contract"; a skeleton while
 * it loads, the error with Retry when the call fails.
 */
function CurrentContract({ type }: ContractRecordsPageProps) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const { data, error, isLoading, refetch } = useGetContractViewQuery(type);
  const title = t('contract_current');
  if (isLoading) return <div className={styles.currentSkeleton} aria-busy="true" aria-label={title} data-testid="contract-skeleton" />;
  if (error) return <ErrorState message={errorText(error)} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  const own = data?.own ?? null;
  return (
    <section className={styles.current} aria-labelledby={`current-${type}`}>
      <h2 id={`current-${type}`} className={styles.currentTitle}>
        {title}
      </h2>
      {own ? (
        <>
          <p className={styles.upline}>{t('contract_from', { nickname: own.upline.nickname, account: own.upline.account })}</p>
          <ContractTiers contract={own} />
        </>
      ) : (
        <p className={styles.none}>{t('contract_none')}</p>
      )}
    </section>
  );
}

/** One settlement: period, inputs, tier, rate and the amount paid. */
function SettlementRow({ settlement, type }: { settlement: ContractSettlement; type: ContractTypeName }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const dateTime = useDateTime();
  const values = {
    validBet: money(settlement.validBet),
    profitLoss: money(settlement.profitLoss),
    activeMembers: String(settlement.activeMembers),
  };
  const labels = { validBet: t('contract_bet_amount'), profitLoss: t('contract_profit_loss'), activeMembers: t('contract_active_members') };
  return (
    <article className={styles.row} aria-label={t('settlement_row', { start: dateTime(settlement.periodStart) })}>
      <p className={styles.period}>
        <time dateTime={settlement.periodStart}>{dateTime(settlement.periodStart)}</time>
        {' – '}
        <time dateTime={settlement.periodEnd}>{dateTime(settlement.periodEnd)}</time>
      </p>
      <p className={styles.amount}>
        <span className={styles.amountLabel}>{t('settlement_paid')}</span> {money(settlement.amount)}
      </p>
      <dl className={styles.inputs}>
        {SETTLEMENT_INPUTS[type].map((key) => (
          <div key={key} className={styles.input}>
            <dt>{labels[key]}</dt>
            <dd>{values[key]}</dd>
          </div>
        ))}
        <div className={styles.input}>
          <dt>{t('contract_rate')}</dt>
          <dd>
            {t('contract_rate_value', { rate: settlement.rate })}
            {' · '}
            {settlement.tier === null ? t('settlement_no_tier') : t('contract_tier_n', { n: settlement.tier + 1 })}
          </dd>
        </div>
      </dl>
    </article>
  );
}

/**
 * A contract records page (see the module comment) for one contract type. States: loading
 * (skeleton rows), load error (its text and Retry), no settlements (in_no_data), the rows with
 * paging (spec §9: range 5, margin 2, shown when more than one page).
 *
 * @param props - `type`: the contract type
 */
export function ContractRecordsPage({ type }: ContractRecordsPageProps) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useGetContractSettlementsQuery({ type, pageNo: String(page), pageSize: String(SETTLEMENT_PAGE_SIZE) });
  let list;
  if (isLoading) {
    list = (
      <div aria-busy="true" aria-label={t('loading')} className={styles.list}>
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className={styles.skeleton} data-testid="row-skeleton" />
        ))}
      </div>
    );
  } else if (error) {
    list = <ErrorState message={errorText(error)} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  } else if (!data || data.list.length === 0) {
    list = <EmptyState message={t('in_no_data')} />;
  } else {
    list = (
      <div aria-busy={isFetching}>
        <ul className={styles.list} aria-label={t('settlement_list')}>
          {data.list.map((settlement) => (
            <li key={settlement.settlementId}>
              <SettlementRow settlement={settlement} type={type} />
            </li>
          ))}
        </ul>
        <Pagination
          className={styles.pagination}
          pageCount={data.totalPages}
          page={page}
          onPageChange={setPage}
          pageRange={5}
          marginPages={2}
          ariaLabel={t('settlement_pages')}
          labels={{ previous: t('previous'), next: t('next'), page: (n) => t('page_n', { n }) }}
        />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <CurrentContract type={type} />
      {list}
    </div>
  );
}

/** agentDividendRecordCopy2 (spec §2): the dividend contract's records. */
export const DividendRecordPage = () => <ContractRecordsPage type="DIVIDEND" />;
/** agentDailyWages2 (spec §2): the daily-salary contract's records. */
export const DailyWagesPage = () => <ContractRecordsPage type="DAILY_SALARY" />;
/** agentHourSalary (spec §2): the hourly-salary contract's records. */
export const HourSalaryPage = () => <ContractRecordsPage type="HOURLY_SALARY" />;
/** agentRealtimeSalary (spec §2): the real-time-salary contract's records. */
export const RealtimeSalaryPage = () => <ContractRecordsPage type="REALTIME_SALARY" />;
