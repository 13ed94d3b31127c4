/**
 * Wallets (spec §3 balance, §7 GCS_merchantWallet, GCS_walletTransfer): the member's main wallet
 * (`wallets`), vendor wallets of transfer-wallet merchants (`vendor_wallets`) and the ledger
 * (`ledger_entries`). Every change of a wallet writes a ledger entry in the same transaction, so
 * per wallet the balance equals the sum of its ledger entries. Money is numeric(18,2) in SQL and
 * big.js in TypeScript, never floats.
 *
 * Locking (one member's wallets): a transfer locks the main wallet row first (`SELECT … FOR
 * UPDATE`), then the vendor wallet row; a bet updates one wallet row with a conditional
 * `UPDATE … WHERE balance >= stake RETURNING`. Locks are always taken main → vendor, so bets and
 * transfers on the same wallets never deadlock, and a second server instance on the same
 * database sees the same rows and locks.
 */
import { type BalanceValue, ERROR_CODES, TRIAL_TYPE, type WalletTransferBody, type WalletTransferValue } from '@gamehall/api-client/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { TRIAL_MESSAGE } from '../accounts/accounts.ts';
import { type MemberRow } from '../accounts/sessions.ts';
import { type ContentRepository } from '../content.ts';
import { type AppDb } from '../db/database.ts';
import { type IdempotentRequest, bookOnce } from '../db/idempotency.ts';
import * as t from '../db/schema.ts';
import { BusinessError, RequestError } from '../http/envelope.ts';
import { type Switches } from '../switches.ts';
import { vendorExists } from './games.ts';
import { ZERO, isPositive, lessThan, minus, money, sum } from './money.ts';

/** The main wallet's name in the ledger and in launches (vendor wallets use their vendor code). */
export const MAIN_WALLET = t.MAIN_WALLET;
/** The play-money wallet of free play (a game session's `fun_balance`; no ledger). */
export const FUN_WALLET = 'FUN';
/** Play money a free-play game session starts with. */
export const FUN_BALANCE = '2000.00';

/** Ledger entry kinds written by play. */
export const LEDGER_KINDS = {
  opening: 'OPENING',
  bet: 'BET',
  payout: 'PAYOUT',
  transferIn: 'TRANSFER_IN',
  transferOut: 'TRANSFER_OUT',
} as const;

/** Message of `wallet.insufficient.funds`. */
export const INSUFFICIENT_FUNDS_MESSAGE = 'Insufficient balance';
/** Message of `wallet.transfer.not.allowed` for a transfer into a vendor wallet on a single-wallet merchant. */
export const SINGLE_WALLET_MESSAGE = 'This merchant uses one wallet for every vendor: no transfer into a vendor wallet is needed';
/** Message of `request.idempotency.conflict`. */
export const IDEMPOTENCY_CONFLICT_MESSAGE = 'This request id was already used for a different request';

/** The session-free facts a wallet call needs about the member. */
export type WalletMember = Pick<MemberRow, 'id' | 'type'>;

/** A transfer already booked (found by its id): what it moved and the balances right after it. */
interface BookedTransfer {
  memberId: number;
  vassalage: string;
  direction: string;
  requested: string | null;
  amount: string;
}

/** A wallet's new balance after a bet settled on it (see {@link WalletService.settleBet}). */
export interface Settlement {
  /** Balance after the stake was taken. */
  afterStake: string;
  /** Balance after the payout (the answer's `balance`). */
  balance: string;
}

/** Reads and moves members' money. */
export class WalletService {
  /**
   * @param deps the database, the clock (ms), the operator switches (wallet mode) and the content (currency)
   */
  constructor(private readonly deps: { db: AppDb; now: () => number; switches: Switches; content: ContentRepository }) {}

  /** Whether the merchant runs one wallet for every vendor (`isSingle`, the `singleWallet` switch). */
  async isSingle(): Promise<boolean> {
    return (await this.deps.switches.read()).state.singleWallet;
  }

  /**
   * Switches the merchant's wallet mode (operator command, dev switches). Money already in
   * vendor wallets stays there (and in the balance) until the member moves it back: while
   * single, transfers into a vendor wallet (`IN`) are refused, transfers out of one (`OUT`) still
   * move its money back to the main wallet.
   * @param single true = one wallet, false = transfer wallets
   */
  async setSingle(single: boolean): Promise<void> {
    await this.deps.switches.set('singleWallet', single);
  }

  /**
   * The member's balance (spec §3; §9: 2 decimals): the main wallet plus every vendor wallet,
   * read in one statement (one snapshot, so a transfer is never seen half done).
   * @returns `balance` (total), `mainBalance`, `vendorWallets` (non-zero ones, by vendor code), currency and symbol
   */
  async balance(member: WalletMember): Promise<BalanceValue> {
    const vendorsJson = sql<string>`coalesce((select json_agg(json_build_object('vassalage', v.vassalage, 'balance', v.balance::text) order by v.vassalage)::text from ${t.vendorWallets} v where v.member_id = ${member.id} and v.balance <> 0), '[]')`;
    const [[row], settings] = await Promise.all([
      this.deps.db
        .select({ main: sql<string>`${t.wallets.balance}::text`, currency: t.wallets.currency, vendors: vendorsJson })
        .from(t.wallets)
        .where(eq(t.wallets.memberId, member.id)),
      this.deps.content.settings(),
    ]);
    const main = money(row?.main ?? ZERO);
    const vendorWallets = (JSON.parse(row?.vendors ?? '[]') as { vassalage: string; balance: string }[]).map((v) => ({ vassalage: v.vassalage, balance: money(v.balance) }));
    return {
      balance: sum([main, ...vendorWallets.map((v) => v.balance)]),
      currency: row?.currency ?? settings.currency.code,
      currencySymbol: settings.currency.symbol,
      mainBalance: main,
      vendorWallets,
    };
  }

  /**
   * The balance of one wallet of a member (the demo game shows the wallet it plays on).
   * @param memberId the member
   * @param wallet {@link MAIN_WALLET} or a vendor code
   * @returns the balance; `0.00` for a vendor wallet never used
   */
  async walletBalance(memberId: number, wallet: string): Promise<string> {
    if (wallet === MAIN_WALLET) {
      const [row] = await this.deps.db.select({ balance: t.wallets.balance }).from(t.wallets).where(eq(t.wallets.memberId, memberId));
      return money(row?.balance ?? ZERO);
    }
    const [row] = await this.deps.db
      .select({ balance: t.vendorWallets.balance })
      .from(t.vendorWallets)
      .where(and(eq(t.vendorWallets.memberId, memberId), eq(t.vendorWallets.vassalage, wallet)));
    return money(row?.balance ?? ZERO);
  }

  /**
   * Moves money between the main wallet and a vendor wallet (spec §7 GCS_walletTransfer), whole
   * or not at all: both wallets, two ledger entries (TRANSFER_OUT on the source, TRANSFER_IN on
   * the target, reference = transferId) and the `wallet_transfers` row in one transaction.
   * Idempotent by `transferId`: the same id with the same fields answers the first result and
   * moves nothing more (a transfer of 0.00 — "everything" of an empty wallet — answers the
   * balances of now). On a single-wallet merchant only `OUT` is served (money left in a vendor
   * wallet from transfer mode can always come back to the main wallet; nothing new goes in).
   * @param member the session member
   * @param body `transferId` (UUID), `vassalage`, `direction` IN (main → vendor) or OUT, `amount` (absent = everything in the source)
   * @returns the amount moved and both wallets after it
   * @throws BusinessError `member.trial` (trial account), `wallet.transfer.not.allowed` (`IN` on a
   *   single-wallet merchant, unknown vendor), `wallet.insufficient.funds`, `request.idempotency.conflict` (the id was used for another transfer)
   * @throws RequestError when `amount` is zero
   */
  async transfer(member: WalletMember, body: WalletTransferBody): Promise<WalletTransferValue> {
    if (member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.trialAccount, TRIAL_MESSAGE);
    const requested = body.amount === undefined ? null : money(body.amount);
    if (requested !== null && !isPositive(requested)) throw new RequestError('body field "amount" must be more than 0');
    const transferId = body.transferId.toLowerCase();
    const wanted = { memberId: member.id, vassalage: body.vassalage, direction: body.direction, requested };
    // A retry answers before the wallet-mode and vendor checks: the first answer stands.
    const request: IdempotentRequest<WalletTransferValue> = {
      replay: (db) => this.replayTransfer(db, transferId, wanted),
      // Booked meanwhile by another member's request (or a race the lock did not order) and not readable: a conflict.
      lost: () => new BusinessError(ERROR_CODES.idempotencyConflict, IDEMPOTENCY_CONFLICT_MESSAGE),
    };
    const replay = await request.replay(this.deps.db);
    if (replay) return replay;
    if (body.direction === 'IN' && (await this.isSingle())) throw new BusinessError(ERROR_CODES.transferNotAllowed, SINGLE_WALLET_MESSAGE);
    if (!(await vendorExists(this.deps.db, body.vassalage))) throw new BusinessError(ERROR_CODES.transferNotAllowed, `No wallet for vendor ${body.vassalage}`);
    const now = new Date(this.deps.now());
    return bookOnce(this.deps.db, request, async (tx, guard) => {
      const [main] = await tx.select({ balance: t.wallets.balance }).from(t.wallets).where(eq(t.wallets.memberId, member.id)).for('update');
      if (!main) throw new Error(`member ${String(member.id)} has no wallet`);
      // Transfers of one member queue on the main wallet's lock: a concurrent retry sees the first one here.
      const again = await this.replayTransfer(tx, transferId, wanted);
      if (again) return again;
      await tx.insert(t.vendorWallets).values({ memberId: member.id, vassalage: body.vassalage, balance: ZERO, updatedAt: now }).onConflictDoNothing();
      const [vendor] = await tx
        .select({ balance: t.vendorWallets.balance })
        .from(t.vendorWallets)
        .where(and(eq(t.vendorWallets.memberId, member.id), eq(t.vendorWallets.vassalage, body.vassalage)))
        .for('update');
      if (!vendor) throw new Error('vendor wallet not created');
      const into = body.direction === 'IN';
      const source = money(into ? main.balance : vendor.balance);
      const amount = requested ?? source;
      if (lessThan(source, amount)) throw new BusinessError(ERROR_CODES.insufficientFunds, INSUFFICIENT_FUNDS_MESSAGE);
      const booked = await tx
        .insert(t.walletTransfers)
        .values({ transferId, memberId: member.id, vassalage: body.vassalage, direction: body.direction, requested, amount, createdAt: now })
        .onConflictDoNothing()
        .returning({ transferId: t.walletTransfers.transferId });
      guard.assertBooked(booked);
      const mainAfter = into ? minus(main.balance, amount) : sum([main.balance, amount]);
      const vendorAfter = into ? sum([vendor.balance, amount]) : minus(vendor.balance, amount);
      if (isPositive(amount)) {
        await tx.update(t.wallets).set({ balance: mainAfter, updatedAt: now }).where(eq(t.wallets.memberId, member.id));
        await tx
          .update(t.vendorWallets)
          .set({ balance: vendorAfter, updatedAt: now })
          .where(and(eq(t.vendorWallets.memberId, member.id), eq(t.vendorWallets.vassalage, body.vassalage)));
        const negative = `-${amount}`;
        await tx.insert(t.ledgerEntries).values([
          into
            ? { memberId: member.id, wallet: MAIN_WALLET, kind: LEDGER_KINDS.transferOut, amount: negative, balanceAfter: mainAfter, reference: transferId, createdAt: now }
            : { memberId: member.id, wallet: body.vassalage, kind: LEDGER_KINDS.transferOut, amount: negative, balanceAfter: vendorAfter, reference: transferId, createdAt: now },
          into
            ? { memberId: member.id, wallet: body.vassalage, kind: LEDGER_KINDS.transferIn, amount, balanceAfter: vendorAfter, reference: transferId, createdAt: now }
            : { memberId: member.id, wallet: MAIN_WALLET, kind: LEDGER_KINDS.transferIn, amount, balanceAfter: mainAfter, reference: transferId, createdAt: now },
        ]);
      }
      return { transferId, amount, balance: mainAfter, vendorBalance: vendorAfter };
    });
  }

  /**
   * The first answer of a transfer id already booked.
   * @returns undefined when the id is new
   * @throws BusinessError `request.idempotency.conflict` when it was booked with other fields or by another member
   */
  private async replayTransfer(db: AppDb, transferId: string, wanted: Omit<BookedTransfer, 'amount'>): Promise<WalletTransferValue | undefined> {
    const [row] = await db
      .select({
        memberId: t.walletTransfers.memberId,
        vassalage: t.walletTransfers.vassalage,
        direction: t.walletTransfers.direction,
        requested: t.walletTransfers.requested,
        amount: t.walletTransfers.amount,
      })
      .from(t.walletTransfers)
      .where(eq(t.walletTransfers.transferId, transferId));
    if (!row) return undefined;
    const same =
      row.memberId === wanted.memberId &&
      row.vassalage === wanted.vassalage &&
      row.direction === wanted.direction &&
      (row.requested === null ? null : money(row.requested)) === wanted.requested;
    if (!same) throw new BusinessError(ERROR_CODES.idempotencyConflict, IDEMPOTENCY_CONFLICT_MESSAGE);
    const entries = await db
      .select({ wallet: t.ledgerEntries.wallet, balanceAfter: t.ledgerEntries.balanceAfter })
      .from(t.ledgerEntries)
      .where(
        and(
          eq(t.ledgerEntries.memberId, row.memberId),
          eq(t.ledgerEntries.reference, transferId),
          inArray(t.ledgerEntries.kind, [LEDGER_KINDS.transferIn, LEDGER_KINDS.transferOut]),
        ),
      );
    const after = (wallet: string) => entries.find((e) => e.wallet === wallet)?.balanceAfter;
    return {
      transferId,
      amount: money(row.amount),
      balance: money(after(MAIN_WALLET) ?? (await this.walletBalance(row.memberId, MAIN_WALLET))),
      vendorBalance: money(after(row.vassalage) ?? (await this.walletBalance(row.memberId, row.vassalage))),
    };
  }

  /**
   * Settles a bet on a member's wallet inside the caller's transaction: takes the stake and
   * adds the payout in one conditional update (`… WHERE balance >= stake RETURNING`, which
   * locks the row), and writes the BET entry and, when the payout is more than zero, the PAYOUT
   * entry (reference = betId).
   * @param tx the bet's transaction
   * @param memberId the member
   * @param wallet {@link MAIN_WALLET} or a vendor code
   * @param stake decimal string, more than zero
   * @param payout decimal string, zero or more
   * @param reference the bet id
   * @returns the balances after the stake and after the payout, or undefined when the wallet cannot cover the stake (nothing written)
   */
  async settleBet(tx: AppDb, memberId: number, wallet: string, stake: string, payout: string, reference: string): Promise<Settlement | undefined> {
    const now = new Date(this.deps.now());
    const delta = sql`${minus(payout, stake)}::numeric`;
    const rows =
      wallet === MAIN_WALLET
        ? await tx
            .update(t.wallets)
            .set({ balance: sql`${t.wallets.balance} + ${delta}`, updatedAt: now })
            .where(and(eq(t.wallets.memberId, memberId), sql`${t.wallets.balance} >= ${stake}::numeric`))
            .returning({ balance: t.wallets.balance })
        : await tx
            .update(t.vendorWallets)
            .set({ balance: sql`${t.vendorWallets.balance} + ${delta}`, updatedAt: now })
            .where(and(eq(t.vendorWallets.memberId, memberId), eq(t.vendorWallets.vassalage, wallet), sql`${t.vendorWallets.balance} >= ${stake}::numeric`))
            .returning({ balance: t.vendorWallets.balance });
    const [row] = rows;
    if (!row) return undefined;
    const balance = money(row.balance);
    const afterStake = minus(balance, payout);
    const entries: (typeof t.ledgerEntries.$inferInsert)[] = [{ memberId, wallet, kind: LEDGER_KINDS.bet, amount: `-${money(stake)}`, balanceAfter: afterStake, reference, createdAt: now }];
    if (isPositive(payout)) entries.push({ memberId, wallet, kind: LEDGER_KINDS.payout, amount: money(payout), balanceAfter: balance, reference, createdAt: now });
    await tx.insert(t.ledgerEntries).values(entries);
    return { afterStake, balance };
  }
}
