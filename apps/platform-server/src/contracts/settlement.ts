/**
 * Settlement of agent contracts (spec §3, §4, §9; issue 13 "each period settles exactly once even
 * with two server instances running and after a crash mid-settlement"). {@link ContractSettler.settleDue}
 * is a plain function of the clock: pg-boss only triggers it (`queue.ts`), tests call it directly.
 *
 * For every contract that was ACTIVE at some time (ACTIVE now, or TERMINATED after having been
 * active), every closed period from the one containing its start (or after its last settled
 * period) up to now — and not starting after its termination — is settled, oldest first, at most
 * {@link SETTLE_BATCH} periods per contract and run (a long outage is caught up over several runs).
 * Each (contract, period) is one transaction: the team figures of the window (from the
 * contract's start, up to its termination), the tier met and the amount; then the settlement row
 * `INSERT … ON CONFLICT (contract_id, period_start) DO NOTHING`: when another instance settled
 * the period first, nothing more is written (its insert waits for that transaction and then
 * finds the row). Otherwise, for an amount above 0, the holder's main wallet is locked, credited
 * and the ledger entry (SALARY or DIVIDEND, reference `settlement:<id>`) written, in the same
 * transaction. A crash before the commit leaves nothing; the next run pays the period once.
 * The platform pays: no wallet is debited.
 */
import { type ContractTier, type ContractTypeName, SETTLEMENT_LEDGER_KINDS } from '@gamehall/api-client/contract';
import Big from 'big.js';
import { and, eq, gt, inArray, isNotNull, max, or } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { money, sum } from '../play/money.ts';
import { MAIN_WALLET } from '../play/wallets.ts';
import { type Period, closedPeriods, periodKindOf } from './periods.ts';
import { type TeamFigures, teamFigures } from './team.ts';

/** The most periods one contract settles in one run. */
export const SETTLE_BATCH = 500;
/** How long after its termination a contract is still looked at (its last period may close up to a month later). */
const TERMINATED_LOOKBACK_MS = 40 * 86_400_000;

/** Dependencies of {@link ContractSettler}. */
export interface SettlerDeps {
  db: AppDb;
  /** The server clock in ms (`services.now`). */
  now: () => number;
}

/** What one run did. */
export interface SettleReport {
  /** Periods this run settled (rows written). */
  settled: number;
  /** Of them, periods that paid more than 0.00. */
  paid: number;
  /** Periods another run had settled meanwhile (nothing written). */
  skipped: number;
  /** Sum of the amounts paid, two decimals. */
  amount: string;
}

/**
 * The tier a period's figures meet (the highest whose thresholds are all reached) and what it pays.
 * Salaries: valid bet × rate %; dividend: the team's loss (−P&L, when positive) × rate %; amounts
 * rounded down to the cent.
 * @param type the contract type
 * @param tiers the contract's tiers, ascending
 * @param figures the period's team figures
 * @returns the tier index (null: none met, amount 0.00), its rate and the amount
 */
export function payoutOf(type: ContractTypeName, tiers: readonly ContractTier[], figures: TeamFigures): { tier: number | null; rate: string; amount: string } {
  const loss = new Big(figures.profitLoss).times(-1);
  const base = type === 'DIVIDEND' ? loss : new Big(figures.validBet);
  let tier: number | null = null;
  for (const [i, x] of tiers.entries()) {
    const met =
      (x.betAmount === undefined || new Big(figures.validBet).gte(x.betAmount)) &&
      (x.profitLoss === undefined || loss.gte(x.profitLoss)) &&
      (x.activeMembers === undefined || figures.activeMembers >= x.activeMembers);
    if (met) tier = i;
  }
  if (tier === null) return { tier: null, rate: '0.00', amount: '0.00' };
  const rate = tiers[tier]?.rate ?? '0.00';
  if (!base.gt(0)) return { tier, rate, amount: '0.00' };
  return { tier, rate, amount: base.times(rate).div(100).round(2, Big.roundDown).toFixed(2) };
}

/** Settles contract periods (see the module comment). One instance per app. */
export class ContractSettler {
  constructor(private readonly deps: SettlerDeps) {}

  /**
   * Settles every closed, unsettled period of every contract of the given types.
   * @param now the instant to settle up to (default the server clock)
   * @param types the contract types (default all)
   * @returns how many periods were settled, paid, skipped, and the amount paid
   * @throws AggregateError after the run when periods failed (a contract whose period failed
   *   stops there; the others go on; the failed periods wrote nothing and are retried by the next run)
   */
  async settleDue(now: Date = new Date(this.deps.now()), types?: readonly ContractTypeName[]): Promise<SettleReport> {
    const { db } = this.deps;
    const c = t.agentContracts;
    const s = t.contractSettlements;
    const report: SettleReport = { settled: 0, paid: 0, skipped: 0, amount: '0.00' };
    const contracts = await db
      .select({ contract: c, last: max(s.periodEnd) })
      .from(c)
      .leftJoin(s, eq(s.contractId, c.id))
      .where(
        and(
          isNotNull(c.activeFrom),
          types ? inArray(c.type, [...types]) : undefined,
          or(eq(c.status, 'ACTIVE'), and(eq(c.status, 'TERMINATED'), gt(c.terminatedAt, new Date(now.getTime() - TERMINATED_LOOKBACK_MS)))),
        ),
      )
      .groupBy(c.id)
      .orderBy(c.id);
    const errors: unknown[] = [];
    for (const { contract, last } of contracts) {
      if (!contract.activeFrom) continue;
      const kind = periodKindOf(contract.type as ContractTypeName, contract.period);
      const from = last ?? contract.activeFrom;
      for (const period of closedPeriods(kind, from, contract.terminatedAt ?? undefined, now, SETTLE_BATCH)) {
        let outcome: string | undefined;
        try {
          outcome = await this.settleOne(contract, period, now);
        } catch (error) {
          errors.push(error);
          break;
        }
        if (outcome === undefined) report.skipped += 1;
        else {
          report.settled += 1;
          if (new Big(outcome).gt(0)) {
            report.paid += 1;
            report.amount = sum([report.amount, outcome]);
          }
        }
      }
    }
    if (errors.length > 0) throw new AggregateError(errors, `contract settlement: ${String(errors.length)} period(s) failed`);
    return report;
  }

  /**
   * Settles one period of a contract in one transaction.
   * @returns the amount paid, or undefined when the period was settled already
   */
  private async settleOne(contract: typeof t.agentContracts.$inferSelect, period: Period, now: Date): Promise<string | undefined> {
    const type = contract.type as ContractTypeName;
    const activeFrom = contract.activeFrom ?? period.start;
    const from = activeFrom > period.start ? activeFrom : period.start;
    const to = contract.terminatedAt && contract.terminatedAt < period.end ? contract.terminatedAt : period.end;
    return this.deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as AppDb;
      const figures = from < to ? await teamFigures(tx, contract.memberId, from, to) : { validBet: '0.00', profitLoss: '0.00', activeMembers: 0 };
      const { tier, rate, amount } = payoutOf(type, contract.tiers as ContractTier[], figures);
      const [row] = await tx
        .insert(t.contractSettlements)
        .values({
          contractId: contract.id,
          memberId: contract.memberId,
          type,
          periodStart: period.start,
          periodEnd: period.end,
          validBet: figures.validBet,
          activeMembers: figures.activeMembers,
          profitLoss: figures.profitLoss,
          tier,
          rate,
          amount,
          settledAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: t.contractSettlements.id });
      if (!row) return undefined;
      if (new Big(amount).gt(0)) {
        const [wallet] = await tx.select({ balance: t.wallets.balance }).from(t.wallets).where(eq(t.wallets.memberId, contract.memberId)).for('update');
        if (!wallet) throw new Error(`member ${String(contract.memberId)} has no wallet`);
        const balance = sum([wallet.balance, amount]);
        await tx.update(t.wallets).set({ balance, updatedAt: now }).where(eq(t.wallets.memberId, contract.memberId));
        await tx.insert(t.ledgerEntries).values({
          memberId: contract.memberId,
          wallet: MAIN_WALLET,
          kind: SETTLEMENT_LEDGER_KINDS[type],
          amount: money(amount),
          balanceAfter: balance,
          reference: `settlement:${String(row.id)}`,
          createdAt: now,
        });
      }
      return amount;
    });
  }
}
