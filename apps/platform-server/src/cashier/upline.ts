/**
 * Transfers to the upline (spec §2 transferUpline; spec §6 "members can transfer to an
 * upline"): a member sends money from the main wallet to their own upline agent
 * (`members.parent_id`), with the payment password, at least {@link UPLINE_MIN_AMOUNT}.
 *
 * One transaction: both main wallets locked (`FOR UPDATE`) in a fixed order — the lower member
 * id first — so a member → agent transfer and a transfer the other way round (or a bet, a
 * withdrawal of either) queue instead of deadlocking; the `upline_transfers` row (idempotency key
 * (member, requestId)); both wallets changed; two ledger entries (TRANSFER_UPLINE_OUT on the
 * member, TRANSFER_DOWNLINE_IN on the upline, reference = the request id); the upline's platform
 * message TRANSFER_FROM_DOWNLINE. Once committed, the upline's live notification (with their new
 * balance) is published.
 */
import { CASHIER_ERROR_CODES, ERROR_CODES, TRIAL_TYPE, type Upline, type UplineInfoValue, type UplineTransfer, type UplineTransferBody } from '@gamehall/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TRIAL_MESSAGE } from '../accounts/accounts.ts';
import { type AppDb } from '../db/database.ts';
import { type IdempotentRequest, bookOnce, takenButNotFound } from '../db/idempotency.ts';
import * as t from '../db/schema.ts';
import { BusinessError } from '../http/envelope.ts';
import { ZERO, lessThan, minus, money, sum } from '../play/money.ts';
import { IDEMPOTENCY_CONFLICT_MESSAGE, INSUFFICIENT_FUNDS_MESSAGE, MAIN_WALLET, type WalletMember } from '../play/wallets.ts';
import { type NotificationBus, type NotificationEvent, recordNotification } from './notifications.ts';
import { type PayoutService } from './payout.ts';

/** Ledger kinds of a transfer to the upline: out of the member's main wallet, into the upline's. */
export const UPLINE_LEDGER_KINDS = { out: 'TRANSFER_UPLINE_OUT', in: 'TRANSFER_DOWNLINE_IN' } as const;
/** The smallest transfer to the upline. */
export const UPLINE_MIN_AMOUNT = '10.00';
/** Message of `cashier.upline.missing`. */
export const UPLINE_MISSING_MESSAGE = 'You have no upline agent to transfer to';

/** Dependencies of {@link UplineTransferService}. */
export interface UplineDeps {
  db: AppDb;
  now: () => number;
  /** The payment password check (tries limited per member). */
  payout: PayoutService;
  /** Where the upline's committed notification goes. */
  notifications: NotificationBus;
}

/** The upline of a member: id, account and nickname. */
interface UplineRow extends Upline {
  id: number;
}

/** Transfers of members to their upline agents. One instance per app. */
export class UplineTransferService {
  constructor(private readonly deps: UplineDeps) {}

  /** The member's upline, or undefined when the member has none. */
  private async upline(db: AppDb, memberId: number): Promise<UplineRow | undefined> {
    const parent = alias(t.members, 'parent');
    const [row] = await db
      .select({ id: parent.id, account: parent.account, nickname: parent.nickname })
      .from(t.members)
      .innerJoin(parent, eq(parent.id, t.members.parentId))
      .where(eq(t.members.id, memberId));
    return row;
  }

  /**
   * What the transferUpline page needs: the upline (absent when none), the main wallet, the
   * smallest transfer and whether a payment password is set.
   * @param member the session member
   * @throws BusinessError `member.trial` for a trial account (spec §6: real accounts only)
   */
  async info(member: WalletMember): Promise<UplineInfoValue> {
    if (member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.trialAccount, TRIAL_MESSAGE);
    const [upline, [main], hasPaymentPassword] = await Promise.all([
      this.upline(this.deps.db, member.id),
      this.deps.db.select({ balance: t.wallets.balance }).from(t.wallets).where(eq(t.wallets.memberId, member.id)),
      this.deps.payout.hasPaymentPassword(member.id),
    ]);
    return {
      ...(upline ? { upline: { account: upline.account, nickname: upline.nickname } } : {}),
      balance: money(main?.balance ?? ZERO),
      minAmount: UPLINE_MIN_AMOUNT,
      hasPaymentPassword,
    };
  }

  /**
   * The first answer of a (member, requestId) already booked.
   * @returns undefined when the request id is new for the member
   * @throws BusinessError `request.idempotency.conflict` when it was booked with another amount
   */
  private async replay(db: AppDb, memberId: number, requestId: string, amount: string): Promise<UplineTransfer | undefined> {
    const [row] = await db
      .select({ amount: t.uplineTransfers.amount, uplineId: t.uplineTransfers.uplineId, createdAt: t.uplineTransfers.createdAt })
      .from(t.uplineTransfers)
      .where(and(eq(t.uplineTransfers.memberId, memberId), eq(t.uplineTransfers.requestId, requestId)));
    if (!row) return undefined;
    if (money(row.amount) !== amount) throw new BusinessError(ERROR_CODES.idempotencyConflict, IDEMPOTENCY_CONFLICT_MESSAGE);
    const [[upline], [entry]] = await Promise.all([
      db.select({ account: t.members.account, nickname: t.members.nickname }).from(t.members).where(eq(t.members.id, row.uplineId)),
      db
        .select({ balanceAfter: t.ledgerEntries.balanceAfter })
        .from(t.ledgerEntries)
        .where(and(eq(t.ledgerEntries.memberId, memberId), eq(t.ledgerEntries.kind, UPLINE_LEDGER_KINDS.out), eq(t.ledgerEntries.reference, requestId))),
    ]);
    if (!upline || !entry) throw new Error(`upline transfer ${requestId} without its upline or ledger entry`);
    return { transferId: requestId, amount: money(row.amount), balance: money(entry.balanceAfter), upline, createdAt: row.createdAt.toISOString() };
  }

  /**
   * Sends money from the member's main wallet to their upline agent's main wallet (see the
   * module comment for the transaction). Idempotent by (member, `requestId`): a retry with the
   * same amount answers the first transfer and moves nothing more, checked before anything else.
   * @param member the session member
   * @param body `requestId` (UUID), `amount` (≤ 2 decimals), `paymentPassword` (6 digits)
   * @returns the transfer: amount, the member's main wallet after it, the upline, time
   * @throws BusinessError `member.trial`; `request.idempotency.conflict` (the request id was used
   *   with another amount); `cashier.upline.missing` (no upline); `cashier.payment.password.missing`
   *   / `…wrong`; `cashier.amount.out.of.range` (below {@link UPLINE_MIN_AMOUNT}); `wallet.insufficient.funds`
   * @throws TooManyRequestsError over the wrong payment-password tries of the window
   */
  async transfer(member: WalletMember, body: UplineTransferBody): Promise<UplineTransfer> {
    if (member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.trialAccount, TRIAL_MESSAGE);
    const { db } = this.deps;
    const amount = money(body.amount);
    const requestId = body.requestId.toLowerCase();
    const request: IdempotentRequest<UplineTransfer> = { replay: (on) => this.replay(on, member.id, requestId, amount), lost: takenButNotFound('upline transfer') };
    const first = await request.replay(db);
    if (first) return first;
    const upline = await this.upline(db, member.id);
    if (!upline) throw new BusinessError(CASHIER_ERROR_CODES.uplineMissing, UPLINE_MISSING_MESSAGE);
    await this.deps.payout.verifyPaymentPassword(member.id, body.paymentPassword);
    if (lessThan(amount, UPLINE_MIN_AMOUNT)) {
      throw new BusinessError(CASHIER_ERROR_CODES.amountOutOfRange, `The smallest transfer is ${UPLINE_MIN_AMOUNT}`, { minAmount: UPLINE_MIN_AMOUNT });
    }
    const now = new Date(this.deps.now());
    return bookOnce(
      db,
      request,
      async (txDb, guard) => {
        // Both wallets, lower member id first: every two-wallet change locks in this order.
        const lock = async (memberId: number) => {
          const [row] = await txDb.select({ balance: t.wallets.balance }).from(t.wallets).where(eq(t.wallets.memberId, memberId)).for('update');
          if (!row) throw new Error(`member ${String(memberId)} has no wallet`);
          return row.balance;
        };
        const [low, high] = member.id < upline.id ? [member.id, upline.id] : [upline.id, member.id];
        const lowBalance = await lock(low);
        const highBalance = await lock(high);
        const [mine, theirs] = low === member.id ? [lowBalance, highBalance] : [highBalance, lowBalance];
        // Requests of one member queue on the wallet lock: a concurrent retry sees the first one here.
        await guard.assertNew();
        if (lessThan(mine, amount)) throw new BusinessError(ERROR_CODES.insufficientFunds, INSUFFICIENT_FUNDS_MESSAGE);
        guard.assertBooked(
          await txDb
            .insert(t.uplineTransfers)
            .values({ memberId: member.id, requestId, uplineId: upline.id, amount, createdAt: now })
            .onConflictDoNothing()
            .returning({ requestId: t.uplineTransfers.requestId }),
        );
        const mineAfter = minus(mine, amount);
        const theirsAfter = sum([theirs, amount]);
        await txDb.update(t.wallets).set({ balance: mineAfter, updatedAt: now }).where(eq(t.wallets.memberId, member.id));
        await txDb.update(t.wallets).set({ balance: theirsAfter, updatedAt: now }).where(eq(t.wallets.memberId, upline.id));
        await txDb.insert(t.ledgerEntries).values([
          { memberId: member.id, wallet: MAIN_WALLET, kind: UPLINE_LEDGER_KINDS.out, amount: `-${amount}`, balanceAfter: mineAfter, reference: requestId, createdAt: now },
          { memberId: upline.id, wallet: MAIN_WALLET, kind: UPLINE_LEDGER_KINDS.in, amount, balanceAfter: theirsAfter, reference: requestId, createdAt: now },
        ]);
        const recorded = await recordNotification(txDb, upline.id, 'TRANSFER_FROM_DOWNLINE', amount, requestId);
        return { event: { ...recorded, balance: theirsAfter } satisfies NotificationEvent, balance: mineAfter };
      },
      async ({ event, balance }) => {
        try {
          await this.deps.notifications.publish(event);
        } catch {
          // The platform message is committed; live delivery is best effort.
        }
        return { transferId: requestId, amount, balance, upline: { account: upline.account, nickname: upline.nickname }, createdAt: now.toISOString() };
      },
    );
  }
}
