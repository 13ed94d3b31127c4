/**
 * Personal profit and loss (spec §2 personalProfit): a member's bets of a UTC day range per game
 * category, and the bonuses, rebates, deposits and withdrawals of the ledger in that range.
 *
 * Speed: the bets are read through `bets_member_time_idx (member_id, created_at)` and the ledger
 * sums come from its daily roll-up `ledger_day_counts` (a row per day and kind), so a range costs
 * its own rows, not the member's whole history. Sums are exact (numeric in SQL, big.js here).
 */
import { PROFIT_MAX_DAYS, type GameType, type ProfitCategory, type ProfitValue } from '@gamehall/api-client/contract';
import Big from 'big.js';
import { and, between, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { RequestError } from '../http/envelope.ts';
import { ZERO, money } from '../play/money.ts';
import { type WalletMember } from '../play/wallets.ts';
import { dayRange } from './ledger.ts';

const DAY_MS = 86_400_000;

/**
 * The member's profit and loss from `from` 00:00 UTC to the end of `to` (UTC days, inclusive):
 * per game category with bets (in the catalogue's category order) the bet count, bet amount,
 * valid bets (each demo bet settles when placed: its stake), payouts and win/loss (payouts −
 * bets), their totals; the BONUS and REBATE credits, DEPOSIT credits and withdrawals net of
 * refunds (WITHDRAW − WITHDRAW_REFUND, as a positive amount); `profit` = win/loss + bonuses +
 * rebates.
 * @param db the platform database
 * @param member the session member
 * @param range `from` and `to`, `yyyy-MM-dd`
 * @returns the figures, money as two-decimal strings
 * @throws RequestError (400) when `from` is after `to` or the range is longer than {@link PROFIT_MAX_DAYS} days
 */
export async function personalProfit(db: AppDb, member: WalletMember, range: { from: string; to: string }): Promise<ProfitValue> {
  const { start, end } = dayRange(range.from, range.to);
  if (!start || !end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || start >= end) throw new RequestError('query parameter "from" must be on or before "to"');
  if (end.getTime() - start.getTime() > PROFIT_MAX_DAYS * DAY_MS) throw new RequestError(`the range may be at most ${String(PROFIT_MAX_DAYS)} days`);
  const b = t.bets;
  const c = t.ledgerDayCounts;
  const [bets, ledger] = await Promise.all([
    db
      .select({
        gameType: t.games.gameType,
        betCount: count(),
        betAmount: sql<string>`sum(${b.stake})::text`,
        payout: sql<string>`sum(${b.payout})::text`,
        order: sql<number>`min(${t.menus.sort})`,
      })
      .from(b)
      .innerJoin(t.games, eq(t.games.nodeId, b.nodeId))
      .leftJoin(t.menus, eq(t.menus.gameType, t.games.gameType))
      .where(and(eq(b.memberId, member.id), gte(b.createdAt, start), lt(b.createdAt, end)))
      .groupBy(t.games.gameType),
    db
      .select({ kind: c.kind, total: sql<string>`sum(${c.amount})::text` })
      .from(c)
      .where(and(eq(c.memberId, member.id), between(c.day, range.from, range.to), inArray(c.kind, ['BONUS', 'REBATE', 'DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND'])))
      .groupBy(c.kind),
  ]);
  const categories = bets
    .sort((x, y) => (x.order ?? 999) - (y.order ?? 999) || x.gameType.localeCompare(y.gameType))
    .map((r): ProfitCategory => ({
      gameType: r.gameType as GameType,
      betCount: Number(r.betCount),
      betAmount: money(r.betAmount),
      validBet: money(r.betAmount),
      payout: money(r.payout),
      winLoss: new Big(r.payout).minus(r.betAmount).toFixed(2),
    }));
  const add = (pick: (c: ProfitCategory) => string) => categories.reduce((s, c) => s.plus(pick(c)), new Big(0)).toFixed(2);
  const totals = {
    betCount: categories.reduce((n, c) => n + c.betCount, 0),
    betAmount: add((c) => c.betAmount),
    validBet: add((c) => c.validBet),
    payout: add((c) => c.payout),
    winLoss: add((c) => c.winLoss),
  };
  const byKind = new Map(ledger.map((r) => [r.kind, r.total]));
  const of = (kind: string) => new Big(byKind.get(kind) ?? ZERO);
  const bonus = of('BONUS');
  const rebate = of('REBATE');
  return {
    from: range.from,
    to: range.to,
    categories,
    totals,
    bonus: bonus.toFixed(2),
    rebate: rebate.toFixed(2),
    deposit: of('DEPOSIT').toFixed(2),
    // WITHDRAW entries are negative, refunds positive: the net amount withdrawn, shown positive.
    withdraw: money(of('WITHDRAW').plus(of('WITHDRAW_REFUND')).abs()),
    profit: new Big(totals.winLoss).plus(bonus).plus(rebate).toFixed(2),
  };
}
