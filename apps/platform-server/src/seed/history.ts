/**
 * player1's money history (demo mode only): about {@link HISTORY_ENTRIES} ledger entries over
 * the last {@link HISTORY_DAYS} days — deposits, withdrawals (some rejected and refunded),
 * transfers to and from two vendor wallets, bets and payouts on every wallet, bonuses and
 * rebates — with the matching deposits and withdrawals rows in their various states, the bets
 * (real rounds of the demo slot on seeded games, so the betting record, profit and rebate pages
 * have them; the last rebate is a claim of the bets before it), a payment
 * password ({@link SEEDED_PAYMENT_PASSWORD}) and two payout accounts, so the transaction,
 * deposit and withdrawal histories of the member centre have something to show.
 *
 * Deterministic (src/seed/prng.ts; times relative to the seeding clock) and consistent: the
 * history is drawn backwards from the account's seeded balance ({@link SEEDED_ACCOUNTS}: main
 * wallet 1000.00, vendor wallets empty), so per wallet every `balanceAfter` is the previous one
 * plus the entry's amount, never negative, the last one is the wallet's balance, and the
 * account's `OPENING` entry becomes the first of the history with the opening amount that makes
 * the sum of the ledger equal the balance. The vendor wallets end empty, so — like wallets never
 * used — they have no `vendor_wallets` row (balance 0.00 = their last `balanceAfter`).
 */
import Big from 'big.js';
import { and, asc, eq, inArray, lt, max, notInArray } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { PICK_GAME_TYPES } from '../play/games.ts';
import { payoutOf } from '../play/money.ts';
import { type SlotOutcome, spinSlot } from '../play/rtp.ts';
import { type PasswordHasher } from '../security/passwords.ts';
import { type Rng, createRng } from './prng.ts';
import { SEEDED_ACCOUNTS } from './accounts.ts';

/** The account that gets the history. */
export const HISTORY_ACCOUNT = 'player1';
/** Roughly how many ledger entries the history has (events of one or two entries are drawn until it is reached). */
export const HISTORY_ENTRIES = 3000;
/** Days the history covers, up to an hour before the seeding time. */
export const HISTORY_DAYS = 90;
/** The payment password seeded for {@link HISTORY_ACCOUNT} (README "Seeded accounts"). */
export const SEEDED_PAYMENT_PASSWORD = '135790';
/** The payout accounts seeded for {@link HISTORY_ACCOUNT}. */
export const SEEDED_PAYOUT_ACCOUNTS: readonly { methodCode: string; accountName: string; accountNumber: string }[] = [
  { methodCode: 'GCASH', accountName: 'Player One', accountNumber: '09171234567' },
  { methodCode: 'BDO', accountName: 'Player One', accountNumber: '003456789012' },
];
/** The vendor wallets the history plays on (seeded vendors). */
const VENDORS = ['JDB', 'CQ9'] as const;
/** The deposit channels the history's deposits use (src/seed/depositChannels.ts); missing ones are skipped. */
const CHANNELS = ['GCASH', 'MAYA', 'BANK_BDO'] as const;

/** The game session hash of the seeded bets (no session: they were played before the seed). */
const SEED_GAME_SESSION = 'seed:history';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** One entry of an event: the wallet, the kind and the signed amount. */
interface Move {
  wallet: string;
  kind: string;
  amount: Big;
}

/** An event (one or two entries, same reference) with what it needs besides the ledger. */
interface HistoryEvent {
  moves: (Move & { balanceAfter: Big })[];
  reference: string;
  deposit?: { channelId: string; amount: Big };
  /** A bet's round: its slot outcome (the payout is the stake × its multiplier). */
  bet?: { outcome: SlotOutcome };
  withdrawal?: { amount: Big; rejected: boolean };
}

const randomText = (rng: Rng, length: number) => Array.from({ length }, () => rng.pick([...ID_ALPHABET])).join('');
const hex = (rng: Rng, length: number) => Array.from({ length }, () => rng.int(0, 15).toString(16)).join('');
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${rng.pick(['8', '9', 'a', 'b'])}${hex(rng, 3)}-${hex(rng, 12)}`;
const cents = (rng: Rng, min: number, max: number) => new Big(rng.int(min * 100, max * 100)).div(100);
const whole = (rng: Rng, min: number, max: number, step: number) => new Big(rng.int(Math.ceil(min / step), Math.floor(max / step)) * step);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * Draws the history backwards from the final balances.
 * @param rng the random source
 * @param finalMain the main wallet's balance at the end (the account's seeded balance)
 * @returns the events in time order and the opening amount of the main wallet
 */
export function drawHistory(rng: Rng, finalMain: string): { events: HistoryEvent[]; opening: Big } {
  const state = new Map<string, Big>([[t.MAIN_WALLET, new Big(finalMain)], ...VENDORS.map((v) => [v, new Big(0)] as [string, Big])]);
  const balance = (wallet: string) => state.get(wallet) ?? new Big(0);
  const reversed: HistoryEvent[] = [];
  let entries = 0;
  let withdrawals = 0;
  // An event's entries in time order; walking back, each entry's balanceAfter is the wallet's state, then the state before it.
  const push = (moves: Move[], reference: string, extra: Omit<HistoryEvent, 'moves' | 'reference'> = {}) => {
    const done: HistoryEvent['moves'] = [];
    for (const move of [...moves].reverse()) {
      const after = balance(move.wallet);
      state.set(move.wallet, after.minus(move.amount));
      done.unshift({ ...move, balanceAfter: after });
    }
    reversed.push({ moves: done, reference, ...extra });
    entries += moves.length;
  };
  const spin = () => spinSlot((n) => rng.int(0, n - 1));
  const bet = (wallet: string) => {
    const stake = rng.chance(0.7) ? whole(rng, 5, 200, 5) : whole(rng, 200, 1000, 50);
    // A real round of the demo slot; walking back, the state before the payout is the balance
    // minus it: never below zero, so a round paying more than the balance is drawn again.
    let outcome = spin();
    while (new Big(payoutOf(stake.toFixed(2), outcome.multiplier)).gt(balance(wallet))) outcome = spin();
    const payout = new Big(payoutOf(stake.toFixed(2), outcome.multiplier));
    const moves: Move[] = [{ wallet, kind: 'BET', amount: stake.neg() }];
    if (payout.gt(0)) moves.push({ wallet, kind: 'PAYOUT', amount: payout });
    push(moves, uuid(rng), { bet: { outcome } });
  };
  const credit = (kind: string, amount: Big, reference: string, extra: Omit<HistoryEvent, 'moves' | 'reference'> = {}) => {
    if (amount.gt(balance(t.MAIN_WALLET)) || amount.lte(0)) return false;
    push([{ wallet: t.MAIN_WALLET, kind, amount }], reference, extra);
    return true;
  };
  while (entries < HISTORY_ENTRIES) {
    const main = balance(t.MAIN_WALLET);
    const vendor = rng.pick(VENDORS);
    const inVendor = balance(vendor);
    // Walking back, credits lower the main wallet and debits raise it: keep it between a few hundred and ~30,000.
    const low = main.lt(300);
    const high = main.gt(30_000);
    const kind = rng.weighted(
      ['bet', 'vendorBet', 'deposit', 'withdraw', 'transferIn', 'transferOut', 'bonus', 'rebate'] as const,
      [low ? 70 : 55, 15, high ? 30 : 4, low ? 6 : 2, inVendor.gt(3000) ? 12 : 2, 2, high ? 4 : 1, 2],
    );
    switch (kind) {
      case 'bet':
        bet(t.MAIN_WALLET);
        break;
      case 'vendorBet':
        bet(vendor);
        break;
      case 'deposit': {
        const amount = high ? whole(rng, 2000, Math.min(20_000, main.toNumber()), 500) : rng.pick([300, 500, 1000, 2000, 3000, 5000]);
        credit('DEPOSIT', new Big(amount), '', { deposit: { channelId: rng.pick(CHANNELS), amount: new Big(amount) } });
        break;
      }
      case 'withdraw': {
        const amount = whole(rng, 100, 5000, 100);
        // The newest two stay open (PENDING, PAID); older ones are sometimes rejected and refunded.
        const rejected = withdrawals >= 2 && rng.chance(0.15) && amount.lte(main);
        push(
          rejected ? [{ wallet: t.MAIN_WALLET, kind: 'WITHDRAW', amount: amount.neg() }, { wallet: t.MAIN_WALLET, kind: 'WITHDRAW_REFUND', amount }] : [{ wallet: t.MAIN_WALLET, kind: 'WITHDRAW', amount: amount.neg() }],
          '',
          { withdrawal: { amount, rejected } },
        );
        withdrawals += 1;
        break;
      }
      case 'transferIn': {
        // main → vendor: walking back the vendor wallet gives the amount back to the main wallet.
        if (inVendor.lte(0)) break;
        const amount = inVendor.gt(500) ? whole(rng, 100, inVendor.toNumber(), 50) : inVendor;
        push([{ wallet: t.MAIN_WALLET, kind: 'TRANSFER_OUT', amount: amount.neg() }, { wallet: vendor, kind: 'TRANSFER_IN', amount }], uuid(rng));
        break;
      }
      case 'transferOut': {
        // vendor → main: needs the amount in the main wallet walking back.
        const amount = whole(rng, 100, 2000, 50);
        if (amount.gt(main)) break;
        push([{ wallet: vendor, kind: 'TRANSFER_OUT', amount: amount.neg() }, { wallet: t.MAIN_WALLET, kind: 'TRANSFER_IN', amount }], uuid(rng));
        break;
      }
      case 'bonus':
        credit('BONUS', whole(rng, 50, 500, 10), `bonus-${randomText(rng, 8)}`);
        break;
      case 'rebate':
        credit('REBATE', cents(rng, 1, 80), `rebate-${randomText(rng, 8)}`);
        break;
    }
  }
  // At the start the vendor wallets were empty: what they hold walking back came in by a transfer.
  for (const vendor of VENDORS) {
    const held = balance(vendor);
    if (held.gt(0)) push([{ wallet: t.MAIN_WALLET, kind: 'TRANSFER_OUT', amount: held.neg() }, { wallet: vendor, kind: 'TRANSFER_IN', amount: held }], uuid(rng));
  }
  return { events: reversed.reverse(), opening: balance(t.MAIN_WALLET) };
}

/** Rows per INSERT (ledger entries have 8 columns). */
const BATCH = 1000;

/**
 * Seeds {@link HISTORY_ACCOUNT}'s history (see the module comment) when the account exists and
 * has no history yet (only its OPENING entry), in one transaction, in batches.
 * @param db an open, migrated database with the demo accounts, payout methods and deposit channels
 * @param now the clock in ms (the history ends an hour before it; the open withdrawal is PAID 10 minutes before it)
 * @param hasher hashes the payment password
 * @returns the number of ledger entries written (0 when skipped)
 */
export async function seedPlayerHistory(db: AppDb, now: number, hasher: PasswordHasher): Promise<number> {
  const seeded = SEEDED_ACCOUNTS.find((a) => a.account === HISTORY_ACCOUNT);
  const [member] = await db.select({ id: t.members.id }).from(t.members).where(eq(t.members.account, HISTORY_ACCOUNT));
  if (!seeded || !member) return 0;
  const existing = await db.select({ id: t.ledgerEntries.id, kind: t.ledgerEntries.kind }).from(t.ledgerEntries).where(eq(t.ledgerEntries.memberId, member.id)).orderBy(asc(t.ledgerEntries.id)).limit(2);
  const opening = existing[0];
  if (existing.length !== 1 || opening?.kind !== 'OPENING') return 0;
  const rng = createRng(0x9a1e_2026);
  const { events, opening: openingAmount } = drawHistory(rng, seeded.balance);
  const channels = new Set(
    (await db.select({ channelId: t.depositChannels.channelId }).from(t.depositChannels).where(inArray(t.depositChannels.channelId, [...CHANNELS]))).map((c) => c.channelId),
  );
  // The games the bets are on: a vendor wallet's bets on that vendor's games, the main wallet's on
  // any (slot rounds, so no lottery games).
  const playable = await db.select({ nodeId: t.games.nodeId, vendor: t.games.vassalage }).from(t.games).where(notInArray(t.games.gameType, [...PICK_GAME_TYPES])).orderBy(asc(t.games.nodeId));
  const gamesOf = (wallet: string) => {
    const own = wallet === t.MAIN_WALLET ? playable : playable.filter((g) => g.vendor === wallet);
    return own.length > 0 ? own : playable;
  };
  const paymentHash = await hasher.hash(SEEDED_PAYMENT_PASSWORD);
  const start = now - HISTORY_DAYS * DAY_MS;
  const slot = (HISTORY_DAYS * DAY_MS - 60 * MINUTE_MS) / (events.length + 1);
  return db.transaction(async (tx) => {
    await tx.insert(t.paymentPasswords).values({ memberId: member.id, hash: paymentHash, updatedAt: new Date(start) }).onConflictDoNothing();
    const accounts = await tx
      .insert(t.payoutAccounts)
      .values(SEEDED_PAYOUT_ACCOUNTS.map((a) => ({ memberId: member.id, ...a, createdAt: new Date(start) })))
      .onConflictDoNothing()
      .returning({ accountId: t.payoutAccounts.accountId });
    const ledger: (typeof t.ledgerEntries.$inferInsert)[] = [];
    const deposits: (typeof t.deposits.$inferInsert)[] = [];
    const withdrawals: (typeof t.withdrawals.$inferInsert)[] = [];
    const bets: (typeof t.bets.$inferInsert)[] = [];
    let lastRebate: { reference: string; amount: string; at: number } | undefined;
    const withdrawalEvents = events.filter((e) => e.withdrawal).length;
    let withdrawalIndex = 0;
    for (const [i, event] of events.entries()) {
      const at = Math.floor(start + (i + 1) * slot + rng.next() * slot * 0.5);
      let reference = event.reference;
      if (event.deposit) {
        reference = `D${dayOf(at)}-${randomText(rng, 12)}`;
        if (channels.has(event.deposit.channelId)) {
          deposits.push({
            depositId: reference,
            memberId: member.id,
            requestId: uuid(rng),
            channelId: event.deposit.channelId,
            amount: event.deposit.amount.toFixed(2),
            status: 'CREDITED',
            reference: randomText(rng, 8),
            providerTxnId: event.deposit.channelId === 'BANK_BDO' ? null : `SEED-${randomText(rng, 14)}`,
            createdAt: new Date(at - 3 * MINUTE_MS),
            settledAt: new Date(at),
          });
        }
      }
      if (event.withdrawal) {
        reference = `W${dayOf(at)}${randomText(rng, 10)}`;
        const fromNewest = withdrawalEvents - 1 - withdrawalIndex;
        withdrawalIndex += 1;
        const account = accounts[fromNewest % Math.max(1, accounts.length)] ?? accounts[0];
        if (account) {
          const paidAt = fromNewest === 1 ? now - 10 * MINUTE_MS : at + 2 * 3_600_000;
          const status = event.withdrawal.rejected
            ? 'REJECTED'
            : fromNewest === 0
              ? 'PENDING'
              : fromNewest === 1
                ? 'PAID'
                : fromNewest === 2
                  ? 'PARTLY_RECEIVED'
                  : fromNewest === 3
                    ? 'NOT_RECEIVED'
                    : rng.chance(0.3)
                      ? 'AUTO_RECEIVED'
                      : 'RECEIVED';
          const paid = status !== 'PENDING' && status !== 'REJECTED';
          withdrawals.push({
            withdrawalId: reference,
            memberId: member.id,
            requestId: uuid(rng),
            accountId: account.accountId,
            amount: event.withdrawal.amount.toFixed(2),
            status,
            rejectReason: status === 'REJECTED' ? rng.pick(['Payout account name does not match the member name', 'Turnover requirement not met', 'Payout account under review']) : null,
            receivedAmount: status === 'PARTLY_RECEIVED' ? event.withdrawal.amount.div(2).round(2, Big.roundDown).toFixed(2) : null,
            createdAt: new Date(at),
            paidAt: paid ? new Date(paidAt) : null,
            confirmBy: paid ? new Date(paidAt + 30 * MINUTE_MS) : null,
            confirmedAt: paid && status !== 'PAID' ? new Date(paidAt + (status === 'AUTO_RECEIVED' ? 30 : 12) * MINUTE_MS) : null,
          });
        }
      }
      const [stakeMove, payoutMove] = event.moves;
      if (event.bet && stakeMove && playable.length > 0) {
        const last = payoutMove ?? stakeMove;
        bets.push({
          betId: reference,
          gameSessionHash: SEED_GAME_SESSION,
          idempotencyKey: reference,
          memberId: member.id,
          nodeId: rng.pick(gamesOf(stakeMove.wallet)).nodeId,
          wallet: stakeMove.wallet,
          kind: 'slot',
          stake: stakeMove.amount.neg().toFixed(2),
          payout: (payoutMove?.amount ?? new Big(0)).toFixed(2),
          outcome: { ...event.bet.outcome, balanceAfter: last.balanceAfter.toFixed(2) },
          createdAt: new Date(at),
        });
      }
      if (stakeMove?.kind === 'REBATE') lastRebate = { reference, amount: stakeMove.amount.toFixed(2), at };
      for (const [k, move] of event.moves.entries()) {
        // A refund comes a while after its request (the operator's rejection).
        const createdAt = new Date(k > 0 && move.kind === 'WITHDRAW_REFUND' ? at + Math.floor(slot * 0.4) : at);
        ledger.push({ memberId: member.id, wallet: move.wallet, kind: move.kind, amount: move.amount.toFixed(2), balanceAfter: move.balanceAfter.toFixed(2), reference, createdAt });
      }
    }
    // The opening entry is the history's first: its amount is what the history starts from.
    await tx
      .update(t.ledgerEntries)
      .set({ amount: openingAmount.toFixed(2), balanceAfter: openingAmount.toFixed(2), createdAt: new Date(start) })
      .where(and(eq(t.ledgerEntries.id, opening.id), eq(t.ledgerEntries.memberId, member.id)));
    for (let i = 0; i < ledger.length; i += BATCH) await tx.insert(t.ledgerEntries).values(ledger.slice(i, i + BATCH));
    for (let i = 0; i < deposits.length; i += BATCH) await tx.insert(t.deposits).values(deposits.slice(i, i + BATCH));
    for (let i = 0; i < withdrawals.length; i += BATCH) await tx.insert(t.withdrawals).values(withdrawals.slice(i, i + BATCH));
    for (let i = 0; i < bets.length; i += BATCH) await tx.insert(t.bets).values(bets.slice(i, i + BATCH));
    // The last rebate was a claim of the bets before it (src/cashier/rebates.ts): the manual
    // rebate page offers the bets since.
    if (lastRebate) {
      const [covered] = await tx
        .select({ toBetId: max(t.bets.id) })
        .from(t.bets)
        .where(and(eq(t.bets.memberId, member.id), lt(t.bets.createdAt, new Date(lastRebate.at))));
      await tx.insert(t.rebateClaims).values({
        claimId: lastRebate.reference,
        memberId: member.id,
        requestId: uuid(rng),
        fromBetId: 0,
        toBetId: covered?.toBetId ?? 0,
        amount: lastRebate.amount,
        categories: [],
        createdAt: new Date(lastRebate.at),
      });
    }
    return ledger.length;
  });
}
