/**
 * Manual rebate (spec §2 manualRebate): a member claims a rebate on their valid bets since their
 * last claim, at the merchant's rate per game category ({@link t.rebateRates}).
 *
 * - Valid bets: every bet of the member's (`bets`; each demo bet settles when placed, so its
 *   stake is its valid bet), grouped by its game's `game_type`.
 * - The watermark: a claim covers the member's bets with `fromBetId < id ≤ toBetId`, and the next
 *   claim starts after the largest `toBetId` of the member's claims, so no bet is paid twice.
 *   Bets of a category without a rate are covered too (they earn nothing).
 * - A claim runs in one transaction with the main wallet row locked (`FOR UPDATE`, the member's
 *   lock for every money move): the watermark and the bets are read under it, so two concurrent
 *   claims (two instances too) pay once; then the claim row, the wallet and the ledger entry
 *   REBATE (reference = claimId). Idempotent by (member, `requestId`).
 * - Amounts: big.js, per category `validBet × rate / 100` rounded down to the cent; the total is
 *   their sum. A total of 0.00 is refused (`cashier.rebate.nothing`), below the merchant's
 *   minimum claim too (`cashier.rebate.below.minimum`).
 */
import { randomBytes } from 'node:crypto';
import { CASHIER_ERROR_CODES, ERROR_CODES, TRIAL_TYPE, type GameType, type RebateCategory, type RebateClaim, type RebateClaimBody, type RebateInfoValue } from '@gamehall/api-client/contract';
import Big from 'big.js';
import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import { TRIAL_MESSAGE } from '../accounts/accounts.ts';
import { type AppDb } from '../db/database.ts';
import { type IdempotentRequest, bookOnce, takenButNotFound } from '../db/idempotency.ts';
import * as t from '../db/schema.ts';
import { BusinessError } from '../http/envelope.ts';
import { MAIN_WALLET, type WalletMember } from '../play/wallets.ts';
import { ZERO, lessThan, money } from '../play/money.ts';

/** The ledger kind of a rebate credit. */
export const REBATE_LEDGER_KIND = 'REBATE';
/** Key of the rebate settings row in `settings`. */
export const REBATE_SETTINGS_KEY = 'rebate';
/** The merchant's rebate settings when the row or a field is missing: the smallest claim paid. */
export const REBATE_DEFAULTS = { minClaim: '1.00' } as const;
/** Message of `cashier.rebate.nothing`. */
export const REBATE_NOTHING_MESSAGE = 'There is no rebate to claim yet';

/**
 * The seeded rates per game category, percent (merchant settings, seeded in every mode; an
 * operator's changes are kept): slots (RNG) 0.8 %, live casino 0.5 %, sports and e-sports 0.6 %,
 * fishing 0.7 %, card games (PVP) 0.4 %, lotteries 0.3 %, cockfight 0.5 %.
 */
export const SEEDED_REBATE_RATES: readonly { gameType: GameType; rate: string }[] = [
  { gameType: 'RNG', rate: '0.8000' },
  { gameType: 'LIVE', rate: '0.5000' },
  { gameType: 'SPORTS', rate: '0.6000' },
  { gameType: 'ESPORTS', rate: '0.6000' },
  { gameType: 'FISH', rate: '0.7000' },
  { gameType: 'PVP', rate: '0.4000' },
  { gameType: 'LOTT', rate: '0.3000' },
  { gameType: 'ELOTT', rate: '0.3000' },
  { gameType: 'COCKFIGHT', rate: '0.5000' },
];

/**
 * Inserts the seeded rebate rates and settings that are missing (idempotent).
 * @param db an open, migrated database
 */
export async function seedRebateSettings(db: AppDb): Promise<void> {
  await db
    .insert(t.rebateRates)
    .values(SEEDED_REBATE_RATES.map((r, sort) => ({ ...r, sort })))
    .onConflictDoNothing();
  await db.insert(t.settings).values({ key: REBATE_SETTINGS_KEY, document: { ...REBATE_DEFAULTS } }).onConflictDoNothing();
}

/**
 * The merchant's minimum rebate claim: the `rebate` settings row over {@link REBATE_DEFAULTS}.
 * @param db the platform database
 * @returns a money string
 */
export async function readRebateMinimum(db: AppDb): Promise<string> {
  const [row] = await db.select({ document: t.settings.document }).from(t.settings).where(eq(t.settings.key, REBATE_SETTINGS_KEY));
  const doc = (row?.document ?? {}) as { minClaim?: unknown };
  return money(typeof doc.minClaim === 'string' ? doc.minClaim : REBATE_DEFAULTS.minClaim);
}

/** What a claim would pay now: the categories, their total and the bet id range covered. */
interface RebateQuote {
  categories: RebateCategory[];
  total: string;
  /** The last claim's `toBetId` (0 before the first claim). */
  fromBetId: number;
  /** The member's newest bet id (= fromBetId when there is no new bet). */
  toBetId: number;
}

/**
 * The rebate of the member's bets after the watermark, per rated category (rate order).
 * @param db the database or a transaction (a claim reads it under the wallet lock)
 * @param memberId the member
 */
async function quote(db: AppDb, memberId: number): Promise<RebateQuote> {
  const [mark] = await db.select({ last: max(t.rebateClaims.toBetId) }).from(t.rebateClaims).where(eq(t.rebateClaims.memberId, memberId));
  const fromBetId = mark?.last ?? 0;
  const b = t.bets;
  // bets_member_idx (member_id, id): only the bets after the watermark are read.
  // Sequential: inside a claim these run on the transaction's one connection.
  const sums = await db
    .select({ gameType: t.games.gameType, validBet: sql<string>`sum(${b.stake})::text` })
    .from(b)
    .innerJoin(t.games, eq(t.games.nodeId, b.nodeId))
    .where(and(eq(b.memberId, memberId), gt(b.id, fromBetId)))
    .groupBy(t.games.gameType);
  const [newest] = await db
    .select({ id: max(b.id) })
    .from(b)
    .where(and(eq(b.memberId, memberId), gt(b.id, fromBetId)));
  const rates = await db.select({ gameType: t.rebateRates.gameType, rate: t.rebateRates.rate }).from(t.rebateRates).orderBy(asc(t.rebateRates.sort));
  const byType = new Map(sums.map((s) => [s.gameType, s.validBet]));
  let total = new Big(0);
  const categories = rates.map((r): RebateCategory => {
    const validBet = money(byType.get(r.gameType) ?? ZERO);
    const rebate = new Big(validBet).times(r.rate).div(100).round(2, Big.roundDown);
    total = total.plus(rebate);
    return { gameType: r.gameType as GameType, validBet, rate: new Big(r.rate).toFixed(4), rebate: rebate.toFixed(2) };
  });
  return { categories, total: total.toFixed(2), fromBetId, toBetId: newest?.id ?? fromBetId };
}

/**
 * The manualRebate page's figures: per rated category the valid bets since the last claim, the
 * rate and the rebate; the total, the minimum claim and the last claim's time.
 * @param db the platform database
 * @param member the session member
 */
export async function rebateInfo(db: AppDb, member: WalletMember): Promise<RebateInfoValue> {
  const [q, minClaim, [last]] = await Promise.all([
    quote(db, member.id),
    readRebateMinimum(db),
    db.select({ at: max(t.rebateClaims.createdAt) }).from(t.rebateClaims).where(eq(t.rebateClaims.memberId, member.id)),
  ]);
  return { categories: q.categories, total: q.total, minClaim, ...(last?.at ? { lastClaimAt: last.at.toISOString() } : {}) };
}

/**
 * A new claim id: `R`, the UTC day `yyyyMMdd` and 12 hex characters, e.g. `R20261126A1B2C3D4E5F6`.
 * @param nowMs the clock in ms
 */
function newClaimId(nowMs: number): string {
  return `R${new Date(nowMs).toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** The stored answer of a claim already paid for (member, requestId). */
async function replay(db: AppDb, memberId: number, requestId: string): Promise<RebateClaim | undefined> {
  const [row] = await db
    .select({ claimId: t.rebateClaims.claimId, amount: t.rebateClaims.amount, categories: t.rebateClaims.categories, createdAt: t.rebateClaims.createdAt })
    .from(t.rebateClaims)
    .where(and(eq(t.rebateClaims.memberId, memberId), eq(t.rebateClaims.requestId, requestId)));
  if (!row) return undefined;
  return { claimId: row.claimId, amount: money(row.amount), categories: row.categories as RebateCategory[], createdAt: row.createdAt.toISOString() };
}

/**
 * Claims the member's rebate (spec §2 manualRebate): in one transaction, under the main wallet's
 * row lock, the rebate of the bets since the last claim is computed, recorded with the bet range
 * it covers, added to the main wallet and written to the ledger (REBATE, reference = claimId).
 * A retry with the same `requestId` answers the first claim and pays nothing more.
 * @param db the platform database
 * @param member the session member
 * @param body `requestId` (UUID)
 * @param nowMs the clock in ms
 * @returns the claim: id, amount, the categories paid, time
 * @throws BusinessError `member.trial`; `cashier.rebate.nothing` (0.00 to pay);
 *   `cashier.rebate.below.minimum` (less than the merchant's minimum claim, named in the message and `value.minClaim`)
 */
export async function claimRebate(db: AppDb, member: WalletMember, body: RebateClaimBody, nowMs: number): Promise<RebateClaim> {
  if (member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.trialAccount, TRIAL_MESSAGE);
  const requestId = body.requestId.toLowerCase();
  const request: IdempotentRequest<RebateClaim> = { replay: (on) => replay(on, member.id, requestId), lost: takenButNotFound('rebate') };
  const first = await request.replay(db);
  if (first) return first;
  const minClaim = await readRebateMinimum(db);
  const now = new Date(nowMs);
  const claimId = newClaimId(nowMs);
  return bookOnce(db, request, async (txDb, guard) => {
    const [main] = await txDb.select({ balance: t.wallets.balance }).from(t.wallets).where(eq(t.wallets.memberId, member.id)).for('update');
    if (!main) throw new Error(`member ${String(member.id)} has no wallet`);
    // Claims of one member queue on the wallet lock: a concurrent retry sees the first one here.
    await guard.assertNew();
    const q = await quote(txDb, member.id);
    if (!lessThan(ZERO, q.total)) throw new BusinessError(CASHIER_ERROR_CODES.rebateNothing, REBATE_NOTHING_MESSAGE);
    if (lessThan(q.total, minClaim)) {
      throw new BusinessError(CASHIER_ERROR_CODES.rebateBelowMinimum, `The smallest rebate you can claim is ${minClaim}`, { minClaim, total: q.total });
    }
    const categories = q.categories.filter((c) => lessThan(ZERO, c.validBet));
    guard.assertBooked(
      await txDb
        .insert(t.rebateClaims)
        .values({ claimId, memberId: member.id, requestId, fromBetId: q.fromBetId, toBetId: q.toBetId, amount: q.total, categories, createdAt: now })
        .onConflictDoNothing({ target: [t.rebateClaims.memberId, t.rebateClaims.requestId] })
        .returning({ claimId: t.rebateClaims.claimId }),
    );
    const after = new Big(main.balance).plus(q.total).toFixed(2);
    await txDb.update(t.wallets).set({ balance: after, updatedAt: now }).where(eq(t.wallets.memberId, member.id));
    await txDb.insert(t.ledgerEntries).values({ memberId: member.id, wallet: MAIN_WALLET, kind: REBATE_LEDGER_KIND, amount: q.total, balanceAfter: after, reference: claimId, createdAt: now });
    return { claimId, amount: q.total, categories, createdAt: now.toISOString() };
  });
}
