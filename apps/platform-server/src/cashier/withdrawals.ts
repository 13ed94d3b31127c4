/**
 * Withdrawals (spec §2 withdraw, §4 withdrawal confirmation). The amount leaves the main wallet
 * when the player asks (ledger `WITHDRAW`, reference = withdrawalId) and waits for the operator:
 *
 * - PENDING → REJECTED (`admin withdrawal reject`): the money goes back in the same transaction
 *   (ledger `WITHDRAW_REFUND`) with a WITHDRAWAL_REJECTED message;
 * - PENDING → PAID (`admin withdrawal approve`): paid out, a WITHDRAWAL_APPROVED message, and the
 *   player has `confirmMinutes` (merchant setting, default 30) to answer;
 * - PAID → RECEIVED | NOT_RECEIVED | PARTLY_RECEIVED (the player's answer), or AUTO_RECEIVED when
 *   the deadline passed unanswered ({@link WithdrawalService.autoReceiveDue}; counts as received,
 *   no refund).
 *
 * Locking: a request and a rejection lock the member's main wallet row (`FOR UPDATE`) first and
 * then write, like every other change of that wallet (src/play/wallets.ts), so parallel
 * withdrawals queue on it and cannot overdraw; state changes are conditional updates
 * (`… WHERE status = 'PENDING'`), so two operators cannot both decide one withdrawal.
 */
import { randomBytes } from 'node:crypto';
import {
  CASHIER_ERROR_CODES, ERROR_CODES,
  PROOF_ERROR_CODES,
  TRIAL_TYPE,
  type Withdrawal,
  type WithdrawalStatus,
  type WithdrawBody,
  type WithdrawConfirmBody,
  type WithdrawInfoValue,
} from '@gamehall/api-client/contract';
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import { TRIAL_MESSAGE } from '../accounts/accounts.ts';
import { fieldError } from '../accounts/rules.ts';
import { type AppDb } from '../db/database.ts';
import { type IdempotentRequest, bookOnce, takenButNotFound } from '../db/idempotency.ts';
import * as t from '../db/schema.ts';
import { BusinessError, RequestError } from '../http/envelope.ts';
import { INSUFFICIENT_FUNDS_MESSAGE, IDEMPOTENCY_CONFLICT_MESSAGE, MAIN_WALLET, type WalletMember } from '../play/wallets.ts';
import { ZERO, isPositive, lessThan, minus, money, sum } from '../play/money.ts';
import { type NotificationBus, type NotificationEvent, recordNotification } from './notifications.ts';
import { type PayoutService, maskAccountNumber, readWithdrawSettings } from './payout.ts';
import { type ProofService } from './proofs.ts';

/** Ledger kinds written by withdrawals. */
export const WITHDRAW_LEDGER_KINDS = { withdraw: 'WITHDRAW', refund: 'WITHDRAW_REFUND' } as const;
/** Default and largest page size of the withdrawal list. */
export const WITHDRAW_PAGE_DEFAULT = 20;
/** How often the app turns overdue PAID withdrawals into AUTO_RECEIVED, in ms. */
export const AUTO_RECEIVE_INTERVAL_MS = 30_000;
/** Message of `cashier.state.invalid` for a confirmation of a withdrawal that is not PAID. */
export const NOT_PAID_MESSAGE = 'This withdrawal is not waiting for your confirmation';

const MINUTE_MS = 60_000;
/** Letters of the random part of a withdrawal id (no 0/O, 1/I). */
const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A new withdrawal id: `W`, the UTC day `yyyyMMdd`, and 10 random characters, e.g.
 * `W20261126K7Q3M9XA2B` (50 random bits: unique in practice; the primary key refuses a clash).
 * @param nowMs the clock in ms
 */
export function newWithdrawalId(nowMs: number): string {
  const day = new Date(nowMs).toISOString().slice(0, 10).replace(/-/g, '');
  const bytes = randomBytes(10);
  let tail = '';
  for (const b of bytes) tail += ID_ALPHABET[b % ID_ALPHABET.length] ?? 'X';
  return `W${day}${tail}`;
}

/** A withdrawal row with its payout account, as the answers show it. */
const withdrawalColumns = {
  withdrawalId: t.withdrawals.withdrawalId,
  memberId: t.withdrawals.memberId,
  requestId: t.withdrawals.requestId,
  accountId: t.withdrawals.accountId,
  amount: t.withdrawals.amount,
  status: t.withdrawals.status,
  rejectReason: t.withdrawals.rejectReason,
  receivedAmount: t.withdrawals.receivedAmount,
  createdAt: t.withdrawals.createdAt,
  paidAt: t.withdrawals.paidAt,
  confirmBy: t.withdrawals.confirmBy,
  methodName: t.payoutMethods.name,
  accountName: t.payoutAccounts.accountName,
  accountNumber: t.payoutAccounts.accountNumber,
};

/** A withdrawal as read with {@link withdrawalColumns}. */
export interface WithdrawalRow {
  withdrawalId: string;
  memberId: number;
  requestId: string;
  accountId: number;
  amount: string;
  status: string;
  rejectReason: string | null;
  receivedAmount: string | null;
  createdAt: Date;
  paidAt: Date | null;
  confirmBy: Date | null;
  methodName: string;
  accountName: string;
  accountNumber: string;
}

/** A withdrawal row as the contract shows it (account number masked, optional fields only when set). */
export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    withdrawalId: row.withdrawalId,
    amount: money(row.amount),
    status: row.status as WithdrawalStatus,
    accountId: row.accountId,
    methodName: row.methodName,
    accountName: row.accountName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    createdAt: row.createdAt.toISOString(),
    ...(row.paidAt ? { paidAt: row.paidAt.toISOString() } : {}),
    ...(row.confirmBy ? { confirmBy: row.confirmBy.toISOString() } : {}),
    ...(row.receivedAmount !== null ? { receivedAmount: money(row.receivedAmount) } : {}),
    ...(row.rejectReason !== null ? { rejectReason: row.rejectReason } : {}),
  };
}

/** A withdrawal as the operator lists it: the row and the member's account name. */
export type AdminWithdrawal = WithdrawalRow & { account: string };

/** A page of withdrawals (contract `Page(Withdrawal)`). */
export interface WithdrawalPage {
  list: Withdrawal[];
  pageNo: number;
  pageSize: number;
  totalPages: number;
  total: number;
}

/** An operator decision's outcome: the withdrawal after it and the member's main wallet when it changed. */
export interface Decided {
  withdrawal: Withdrawal;
  memberId: number;
  /** Main wallet after a rejection's refund. */
  balance?: string;
}

/** Dependencies of {@link WithdrawalService}. */
export interface WithdrawalDeps {
  db: AppDb;
  now: () => number;
  payout: PayoutService;
  /** Where committed notifications go (WITHDRAWAL_APPROVED, WITHDRAWAL_REJECTED). */
  notifications: NotificationBus;
  /** Proof images a NOT_RECEIVED answer names. */
  proofs: ProofService;
}

/** Withdrawals of members and the operator's decisions on them. One instance per app. */
export class WithdrawalService {
  constructor(private readonly deps: WithdrawalDeps) {}

  private get db(): AppDb {
    return this.deps.db;
  }

  /** The withdrawals with their accounts (a select to add conditions to). */
  private selectRows(db: AppDb = this.db) {
    return db
      .select(withdrawalColumns)
      .from(t.withdrawals)
      .innerJoin(t.payoutAccounts, eq(t.payoutAccounts.accountId, t.withdrawals.accountId))
      .innerJoin(t.payoutMethods, eq(t.payoutMethods.methodCode, t.payoutAccounts.methodCode));
  }

  /**
   * One withdrawal by id.
   * @param withdrawalId the id
   * @param memberId only the member's own (absent: anyone's, for the operator)
   */
  async find(withdrawalId: string, memberId?: number): Promise<WithdrawalRow | undefined> {
    const [row] = await this.selectRows().where(and(eq(t.withdrawals.withdrawalId, withdrawalId), memberId === undefined ? undefined : eq(t.withdrawals.memberId, memberId)));
    return row;
  }

  /**
   * What the withdraw page needs (spec §2): the limits, the main wallet (what can be withdrawn
   * now), the vendor wallets' sum (to be transferred back first), whether a payment password is
   * set and the confirmation window.
   * @param member the session member
   */
  async info(member: WalletMember): Promise<WithdrawInfoValue> {
    const [settings, [main], [vendors], hasPaymentPassword] = await Promise.all([
      readWithdrawSettings(this.db),
      this.db.select({ balance: t.wallets.balance }).from(t.wallets).where(eq(t.wallets.memberId, member.id)),
      this.db
        .select({ total: sql<string>`coalesce(sum(${t.vendorWallets.balance}), 0)::text` })
        .from(t.vendorWallets)
        .where(eq(t.vendorWallets.memberId, member.id)),
      this.deps.payout.hasPaymentPassword(member.id),
    ]);
    const balance = money(main?.balance ?? ZERO);
    return {
      minAmount: money(settings.minAmount),
      maxAmount: money(settings.maxAmount),
      balance,
      available: balance,
      vendorBalance: money(vendors?.total ?? ZERO),
      hasPaymentPassword,
      confirmMinutes: settings.confirmMinutes,
    };
  }

  /**
   * The first answer of a (member, requestId) already booked.
   * @returns undefined when the request id is new for the member
   * @throws BusinessError `request.idempotency.conflict` when it was booked with another account or amount
   */
  private async replay(db: AppDb, memberId: number, requestId: string, accountId: number, amount: string): Promise<Withdrawal | undefined> {
    const [row] = await this.selectRows(db).where(and(eq(t.withdrawals.memberId, memberId), eq(t.withdrawals.requestId, requestId)));
    if (!row) return undefined;
    if (row.accountId !== accountId || money(row.amount) !== amount) throw new BusinessError(ERROR_CODES.idempotencyConflict, IDEMPOTENCY_CONFLICT_MESSAGE);
    return toWithdrawal(row);
  }

  /**
   * Requests a withdrawal (spec §2 withdraw): the amount leaves the main wallet at once and the
   * withdrawal waits (PENDING) for the operator. In one transaction: the main wallet locked
   * (`FOR UPDATE`), refused when it holds less than the amount, debited, the ledger entry
   * `WITHDRAW` (negative amount, reference = withdrawalId) and the withdrawal row. Idempotent by
   * (member, `requestId`): a retry with the same account and amount answers the first
   * withdrawal and moves nothing more (also when the first is decided since).
   * @param member the session member
   * @param body `requestId` (UUID), `accountId` (one of the member's payout accounts), `amount`, `paymentPassword`
   * @returns the withdrawal (PENDING)
   * @throws BusinessError `member.trial`; `request.idempotency.conflict` (the request id was used
   *   with another account or amount); `cashier.payment.password.missing` / `…wrong`;
   *   `cashier.amount.out.of.range` (outside the merchant's min/max); `cashier.not.found` (not
   *   the member's account); `wallet.insufficient.funds`
   * @throws TooManyRequestsError over the wrong payment-password tries of the window
   */
  async request(member: WalletMember, body: WithdrawBody): Promise<Withdrawal> {
    if (member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.trialAccount, TRIAL_MESSAGE);
    const amount = money(body.amount);
    const requestId = body.requestId.toLowerCase();
    const request: IdempotentRequest<Withdrawal> = { replay: (on) => this.replay(on, member.id, requestId, body.accountId, amount), lost: takenButNotFound('withdrawal') };
    // A retry answers before any other check: the first answer stands.
    const first = await request.replay(this.db);
    if (first) return first;
    await this.deps.payout.verifyPaymentPassword(member.id, body.paymentPassword);
    const settings = await readWithdrawSettings(this.db);
    if (lessThan(amount, settings.minAmount) || lessThan(settings.maxAmount, amount)) {
      throw new BusinessError(CASHIER_ERROR_CODES.amountOutOfRange, `The amount must be between ${money(settings.minAmount)} and ${money(settings.maxAmount)}`, {
        minAmount: money(settings.minAmount),
        maxAmount: money(settings.maxAmount),
      });
    }
    const account = await this.deps.payout.account(member.id, body.accountId);
    if (!account) throw new BusinessError(CASHIER_ERROR_CODES.cashierNotFound, `No payout account ${String(body.accountId)}`);
    const nowMs = this.deps.now();
    const now = new Date(nowMs);
    const withdrawalId = newWithdrawalId(nowMs);
    return bookOnce(
      this.db,
      request,
      async (db, guard) => {
        const [main] = await db.select({ balance: t.wallets.balance }).from(t.wallets).where(eq(t.wallets.memberId, member.id)).for('update');
        if (!main) throw new Error(`member ${String(member.id)} has no wallet`);
        // Requests of one member queue on the wallet lock: a concurrent retry sees the first one here.
        await guard.assertNew();
        if (lessThan(main.balance, amount)) throw new BusinessError(ERROR_CODES.insufficientFunds, INSUFFICIENT_FUNDS_MESSAGE);
        guard.assertBooked(
          await db
            .insert(t.withdrawals)
            .values({ withdrawalId, memberId: member.id, requestId, accountId: account.accountId, amount, status: 'PENDING', createdAt: now })
            .onConflictDoNothing({ target: [t.withdrawals.memberId, t.withdrawals.requestId] })
            .returning({ withdrawalId: t.withdrawals.withdrawalId }),
        );
        const after = minus(main.balance, amount);
        await db.update(t.wallets).set({ balance: after, updatedAt: now }).where(eq(t.wallets.memberId, member.id));
        await db
          .insert(t.ledgerEntries)
          .values({ memberId: member.id, wallet: MAIN_WALLET, kind: WITHDRAW_LEDGER_KINDS.withdraw, amount: `-${amount}`, balanceAfter: after, reference: withdrawalId, createdAt: now });
      },
      async () => {
        const row = await this.find(withdrawalId, member.id);
        if (!row) throw new Error('withdrawal not found after insert');
        return toWithdrawal(row);
      },
    );
  }

  /**
   * The member's withdrawals, newest first.
   * @param member the session member
   * @param page page number (from 1) and size
   */
  async list(member: WalletMember, page: { pageNo: number; pageSize: number }): Promise<WithdrawalPage> {
    const [rows, [total]] = await Promise.all([
      this.selectRows()
        .where(eq(t.withdrawals.memberId, member.id))
        .orderBy(desc(t.withdrawals.createdAt), desc(t.withdrawals.withdrawalId))
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize),
      this.db.select({ n: count() }).from(t.withdrawals).where(eq(t.withdrawals.memberId, member.id)),
    ]);
    const n = total?.n ?? 0;
    return { list: rows.map(toWithdrawal), pageNo: page.pageNo, pageSize: page.pageSize, totalPages: Math.ceil(n / page.pageSize), total: n };
  }

  /**
   * The player's answer to a paid-out withdrawal (spec §4 withdrawal confirmation), only while it
   * is PAID and its deadline has not passed: RECEIVED; NOT_RECEIVED with `proofIds` (1 to 3
   * proof images uploaded for it beforehand, {@link ProofService.upload}); PARTLY_RECEIVED with
   * `receivedAmount` more than 0 and less than the amount. No money moves (a dispute is the
   * operator's to settle).
   *
   * Upload first, confirm second: the files go up (and may fail, be retried or be refused) on
   * their own call, so this answer is one small JSON request whose proof check and conditional
   * update (`… WHERE status = 'PAID' AND confirm_by > now`) run in one transaction: it happens
   * whole or not at all. Idempotent: a retry of an answer already given (same outcome and
   * amount) answers the withdrawal as it stands and changes nothing.
   * @param member the session member
   * @param body the withdrawal id, the outcome, for PARTLY_RECEIVED the amount received, for NOT_RECEIVED the proof ids
   * @returns the withdrawal after the answer
   * @throws RequestError (400) `receivedAmount` or `proofIds` sent with another outcome
   * @throws BusinessError `cashier.not.found` (not the member's withdrawal); `cashier.state.invalid`
   *   (not PAID, or its deadline passed: it counts as AUTO_RECEIVED); `member.field.invalid`
   *   naming `receivedAmount` (missing); `cashier.amount.out.of.range` (not between 0 and the
   *   amount); `cashier.proof.required` (NOT_RECEIVED without proof, or naming ids that are not
   *   this withdrawal's proofs)
   */
  async confirm(member: WalletMember, body: WithdrawConfirmBody): Promise<Withdrawal> {
    const row = await this.find(body.withdrawalId, member.id);
    if (!row) throw new BusinessError(CASHIER_ERROR_CODES.cashierNotFound, `No withdrawal ${body.withdrawalId}`);
    let receivedAmount: string | null = null;
    if (body.outcome === 'PARTLY_RECEIVED') {
      if (body.receivedAmount === undefined) throw fieldError('receivedAmount', 'required', 'is required when only part arrived');
      receivedAmount = money(body.receivedAmount);
      if (!isPositive(receivedAmount) || !lessThan(receivedAmount, row.amount)) {
        throw new BusinessError(CASHIER_ERROR_CODES.amountOutOfRange, `The amount received must be more than 0.00 and less than ${money(row.amount)}`);
      }
    } else if (body.receivedAmount !== undefined) {
      throw new RequestError('body field "receivedAmount" is only for the outcome PARTLY_RECEIVED');
    }
    const proofIds = body.proofIds ?? [];
    if (body.outcome === 'NOT_RECEIVED') {
      if (proofIds.length === 0) throw new BusinessError(PROOF_ERROR_CODES.proofRequired, 'Upload at least one proof image before answering "not received"');
    } else if (body.proofIds !== undefined) {
      throw new RequestError('body field "proofIds" is only for the outcome NOT_RECEIVED');
    }
    // A retry of the answer already given: the first answer stands.
    if (row.status === body.outcome && (receivedAmount === null ? row.receivedAmount === null : row.receivedAmount !== null && money(row.receivedAmount) === receivedAmount)) {
      return toWithdrawal(row);
    }
    const now = new Date(this.deps.now());
    const updated = await this.db.transaction(async (tx) => {
      const db = tx as unknown as AppDb;
      if (body.outcome === 'NOT_RECEIVED') await this.deps.proofs.requireOwn(db, member.id, row.withdrawalId, proofIds);
      return db
        .update(t.withdrawals)
        .set({ status: body.outcome, receivedAmount, confirmedAt: now })
        .where(
          and(
            eq(t.withdrawals.withdrawalId, row.withdrawalId),
            eq(t.withdrawals.memberId, member.id),
            eq(t.withdrawals.status, 'PAID'),
            sql`${t.withdrawals.confirmBy} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning({ withdrawalId: t.withdrawals.withdrawalId });
    });
    if (updated.length === 0) {
      // Past its deadline but not swept yet: it counts as received now.
      if (row.status === 'PAID') await this.autoReceiveDue();
      throw new BusinessError(CASHIER_ERROR_CODES.cashierState, NOT_PAID_MESSAGE);
    }
    const after = await this.find(row.withdrawalId, member.id);
    if (!after) throw new Error('withdrawal vanished');
    return toWithdrawal(after);
  }

  /**
   * Turns every PAID withdrawal whose confirmation deadline has passed (`confirmBy <= now`) into
   * AUTO_RECEIVED (spec §4: not confirmed in time counts as received; no refund). One
   * conditional update; safe to run from several instances at once. The app runs it every
   * {@link AUTO_RECEIVE_INTERVAL_MS}.
   * @returns the ids turned
   */
  async autoReceiveDue(): Promise<string[]> {
    const now = new Date(this.deps.now());
    const rows = await this.db
      .update(t.withdrawals)
      .set({ status: 'AUTO_RECEIVED', confirmedAt: now })
      .where(and(eq(t.withdrawals.status, 'PAID'), lte(t.withdrawals.confirmBy, now)))
      .returning({ withdrawalId: t.withdrawals.withdrawalId });
    return rows.map((r) => r.withdrawalId);
  }

  /**
   * Withdrawals for the operator, newest first.
   * @param options `status` to keep only one state; `limit` rows (default 50)
   */
  async adminList(options: { status?: WithdrawalStatus; limit?: number } = {}): Promise<AdminWithdrawal[]> {
    return this.db
      .select({ ...withdrawalColumns, account: t.members.account })
      .from(t.withdrawals)
      .innerJoin(t.payoutAccounts, eq(t.payoutAccounts.accountId, t.withdrawals.accountId))
      .innerJoin(t.payoutMethods, eq(t.payoutMethods.methodCode, t.payoutAccounts.methodCode))
      .innerJoin(t.members, eq(t.members.id, t.withdrawals.memberId))
      .where(options.status ? eq(t.withdrawals.status, options.status) : undefined)
      .orderBy(desc(t.withdrawals.createdAt), desc(t.withdrawals.withdrawalId))
      .limit(options.limit ?? 50);
  }

  /**
   * The operator pays a PENDING withdrawal out: PAID, `paidAt` now, `confirmBy` now +
   * `confirmMinutes`, and the WITHDRAWAL_APPROVED message, in one transaction; the notification
   * is published after it committed.
   * @param withdrawalId the id
   * @returns the withdrawal after it
   * @throws BusinessError `cashier.not.found`, `cashier.state.invalid` (not PENDING)
   */
  async approve(withdrawalId: string): Promise<Decided> {
    const row = await this.find(withdrawalId);
    if (!row) throw new BusinessError(CASHIER_ERROR_CODES.cashierNotFound, `No withdrawal ${withdrawalId}`);
    const settings = await readWithdrawSettings(this.db);
    const nowMs = this.deps.now();
    const event = await this.db.transaction(async (tx) => {
      const db = tx as unknown as AppDb;
      const updated = await db
        .update(t.withdrawals)
        .set({ status: 'PAID', paidAt: new Date(nowMs), confirmBy: new Date(nowMs + settings.confirmMinutes * MINUTE_MS) })
        .where(and(eq(t.withdrawals.withdrawalId, withdrawalId), eq(t.withdrawals.status, 'PENDING')))
        .returning({ memberId: t.withdrawals.memberId, amount: t.withdrawals.amount });
      const [done] = updated;
      if (!done) throw new BusinessError(CASHIER_ERROR_CODES.cashierState, `Withdrawal ${withdrawalId} is ${row.status}, not PENDING`);
      return recordNotification(db, done.memberId, 'WITHDRAWAL_APPROVED', money(done.amount), withdrawalId);
    });
    await this.publish(event);
    const after = await this.find(withdrawalId);
    if (!after) throw new Error('withdrawal vanished');
    return { withdrawal: toWithdrawal(after), memberId: after.memberId };
  }

  /**
   * The operator rejects a PENDING withdrawal: REJECTED with the reason, and the money back in
   * the same transaction (main wallet locked first, += amount, ledger `WITHDRAW_REFUND`
   * reference = withdrawalId) with the WITHDRAWAL_REJECTED message; the notification (with the
   * new balance) is published after it committed.
   * @param withdrawalId the id
   * @param reason shown to the player (optional)
   * @returns the withdrawal after it and the member's main wallet
   * @throws BusinessError `cashier.not.found`, `cashier.state.invalid` (not PENDING)
   */
  async reject(withdrawalId: string, reason?: string): Promise<Decided> {
    const row = await this.find(withdrawalId);
    if (!row) throw new BusinessError(CASHIER_ERROR_CODES.cashierNotFound, `No withdrawal ${withdrawalId}`);
    const now = new Date(this.deps.now());
    const { event, balance } = await this.db.transaction(async (tx) => {
      const db = tx as unknown as AppDb;
      // The wallet first, as every change of it (src/play/wallets.ts lock order).
      const [main] = await db.select({ balance: t.wallets.balance }).from(t.wallets).where(eq(t.wallets.memberId, row.memberId)).for('update');
      if (!main) throw new Error(`member ${String(row.memberId)} has no wallet`);
      const updated = await db
        .update(t.withdrawals)
        .set({ status: 'REJECTED', rejectReason: reason?.trim() || null })
        .where(and(eq(t.withdrawals.withdrawalId, withdrawalId), eq(t.withdrawals.status, 'PENDING')))
        .returning({ amount: t.withdrawals.amount });
      const [done] = updated;
      if (!done) throw new BusinessError(CASHIER_ERROR_CODES.cashierState, `Withdrawal ${withdrawalId} is ${row.status}, not PENDING`);
      const amount = money(done.amount);
      const after = sum([main.balance, amount]);
      await db.update(t.wallets).set({ balance: after, updatedAt: now }).where(eq(t.wallets.memberId, row.memberId));
      await db.insert(t.ledgerEntries).values({ memberId: row.memberId, wallet: MAIN_WALLET, kind: WITHDRAW_LEDGER_KINDS.refund, amount, balanceAfter: after, reference: withdrawalId, createdAt: now });
      const recorded = await recordNotification(db, row.memberId, 'WITHDRAWAL_REJECTED', amount, withdrawalId);
      return { event: { ...recorded, balance: after }, balance: after };
    });
    await this.publish(event);
    const after = await this.find(withdrawalId);
    if (!after) throw new Error('withdrawal vanished');
    return { withdrawal: toWithdrawal(after), memberId: after.memberId, balance };
  }

  /** Publishes a committed notification; a failed delivery is not the money's failure (the message is stored). */
  private async publish(event: NotificationEvent): Promise<void> {
    try {
      await this.deps.notifications.publish(event);
    } catch {
      // The platform message is committed; live delivery is best effort.
    }
  }
}
