/**
 * Deposits (spec §2 depositv2, §4 notifications "deposit credited", "deposit failed"): the
 * merchant's channels with their limits, a member's deposits (idempotent by the client's
 * `requestId`), and their settlement: a signed callback of the payment provider (ONLINE
 * channels) or the operator's `admin deposit approve|reject` (any PENDING deposit, BANK ones
 * always). A deposit moves only from PENDING, once: to CREDITED (main wallet += amount, ledger
 * entry `DEPOSIT` with reference = depositId, message DEPOSIT_CREDITED) or to FAILED (message
 * DEPOSIT_FAILED), in one transaction that locks the deposit row, then the wallet row
 * (`SELECT … FOR UPDATE`). The notification event is published after the commit.
 */
import { randomBytes, randomInt } from 'node:crypto';
import {
  type BankDetails,
  type ChannelKind,
  type Deposit,
  type DepositBody,
  type DepositChannel,
  type DepositChannelsValue,
  type DepositStatus,
  CASHIER_ERROR_CODES, ERROR_CODES,
  type ValueOf,
  TRIAL_TYPE,
} from '@gamehall/api-client/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { TRIAL_MESSAGE } from '../accounts/accounts.ts';
import { type MemberRow } from '../accounts/sessions.ts';
import { type ContentRepository } from '../content.ts';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { BusinessError } from '../http/envelope.ts';
import { type PaymentCallback, CALLBACK_ERRORS } from '../payments/callback.ts';
import { sealSession } from '../payments/signature.ts';
import { StatusError } from '../play/errors.ts';
import { type AuditEvent } from '../security/audit.ts';
import { lessThan, money, sum } from '../play/money.ts';
import { IDEMPOTENCY_CONFLICT_MESSAGE, MAIN_WALLET } from '../play/wallets.ts';
import { type NotificationBus, type NotificationEvent, recordNotification } from './notifications.ts';

/** Most PENDING deposits a member may have at once (any channel); a new one beyond is `cashier.state.invalid`. */
export const PENDING_DEPOSITS_MAX = 5;
/** Default page size of the deposit list. */
export const DEPOSIT_PAGE_DEFAULT = 20;
/** The ledger kind of a credited deposit. */
export const DEPOSIT_LEDGER_KIND = 'DEPOSIT';
/** The lobby page a payment returns to (spec §2 depositv2), with `?depositId=`. */
export const DEPOSIT_RETURN_PATH = '/member/depositv2';
/** `fail_reason` of a deposit the provider declined. */
export const DECLINED_REASON = 'declined by the payment provider';

/** Message of `cashier.state.invalid` when the member already has {@link PENDING_DEPOSITS_MAX} pending deposits. */
export const TOO_MANY_PENDING_MESSAGE = `You already have ${String(PENDING_DEPOSITS_MAX)} deposits waiting for payment: finish or wait for one of them first`;

/** The demo payment provider as the platform knows it: where its hosted page is and the shared secret. */
export interface PaymentLink {
  /** The provider's origin (`PAYMENT_ORIGIN`, or where it listens), e.g. `http://localhost:8083`. */
  origin: string;
  /** The HMAC secret shared with the provider (`PAYMENT_SECRET`, or drawn at a demo start). */
  secret: string;
}

/** The session-free facts a deposit call needs about the member. */
export type DepositMember = Pick<MemberRow, 'id' | 'type'>;

/** A deposit with its channel, as read for answers. */
interface DepositRow {
  depositId: string;
  memberId: number;
  requestId: string;
  channelId: string;
  amount: string;
  status: string;
  reference: string;
  providerTxnId: string | null;
  failReason: string | null;
  createdAt: Date;
  settledAt: Date | null;
  channelName: string;
  kind: string;
  bank: unknown;
}

/** What a settlement (callback, approve, reject) did. */
export interface SettleOutcome {
  /** The deposit afterwards. */
  deposit: Deposit;
  /** Its member. */
  memberId: number;
  /** False when nothing changed: an exact duplicate callback, or one for a deposit already settled by the same provider transaction. */
  changed: boolean;
  /** The notification written (published already when `changed`). */
  event?: NotificationEvent;
}

/** A deposit in the operator's list. */
export interface AdminDeposit extends Deposit {
  memberId: number;
  account: string;
  providerTxnId?: string;
  failReason?: string;
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A reference the player quotes: 8 upper-case letters and digits, without the look-alikes 0/O and 1/I. */
export function newDepositReference(): string {
  return Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
}

/**
 * A new deposit id: `D`, the UTC day `yyyyMMdd`, a dash and 12 random upper-case letters and
 * digits (`D20261126-7F3K9Q2MXA4B`, 22 characters, within the contract's `[A-Za-z0-9-]{1,40}`).
 * @param now the clock in ms
 */
export function newDepositId(now: number): string {
  const day = new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
  const random = Array.from(randomBytes(12), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('');
  return `D${day}-${random}`;
}

/**
 * Responsible gaming's checks of a new deposit (src/accounts/responsibleGaming.ts): an excluded
 * member deposits nothing (`member.excluded`); a deposit must fit every deposit limit
 * (`cashier.deposit.limit.exceeded`, checked in the deposit's transaction after the wallet lock).
 */
export interface DepositGuard {
  assertNotExcluded(db: AppDb, memberId: number): Promise<void>;
  assertWithinLimits(db: AppDb, memberId: number, amount: string): Promise<void>;
}

/** Reads, creates and settles deposits. */
export class DepositService {
  /**
   * @param deps the database, the clock (ms), the content (merchant name, currency), the bus
   *   committed notifications go to, the payment provider (absent = ONLINE channels off) and
   *   responsible gaming's guard (exclusions, deposit limits; absent = not checked)
   */
  constructor(private readonly deps: { db: AppDb; now: () => number; content: ContentRepository; bus: NotificationBus; payment?: PaymentLink; guard?: DepositGuard }) {}

  /** Whether ONLINE channels are served (a payment provider and its secret are configured). */
  get onlineEnabled(): boolean {
    return this.deps.payment !== undefined;
  }

  /**
   * The enabled deposit channels by sort order (page depositv2); ONLINE ones only while a
   * payment provider is configured.
   * @returns `{ channels }` with limits, preset amounts and, for BANK ones, the merchant's bank account
   */
  async channels(): Promise<DepositChannelsValue> {
    const rows = await this.deps.db.select().from(t.depositChannels).where(eq(t.depositChannels.enabled, true)).orderBy(t.depositChannels.sortOrder, t.depositChannels.channelId);
    return { channels: rows.filter((r) => r.kind !== 'ONLINE' || this.onlineEnabled).map((r) => toChannel(r)) };
  }

  /**
   * Starts a deposit. Idempotent by (member, `requestId`): a retry with the same channel and
   * amount answers the first deposit (whatever its state now); other fields are a conflict.
   * @param member the session member
   * @param body `requestId` (UUID), `channelId`, `amount` (decimal string)
   * @param returnOrigin the lobby's origin the provider page returns to (ONLINE)
   * @returns the deposit: PENDING, with `paymentUrl` (ONLINE) or `bank` and `reference` (BANK)
   * @throws BusinessError `member.trial`, `request.idempotency.conflict`, `cashier.not.found`
   *   (unknown or disabled channel, or ONLINE while payments are off), `cashier.amount.out.of.range`
   *   (message names the limits), `cashier.state.invalid` ({@link PENDING_DEPOSITS_MAX} pending already),
   *   `member.excluded` (cool-off or self-exclusion), `cashier.deposit.limit.exceeded` (message
   *   names the limit and what is left)
   */
  async create(member: DepositMember, body: DepositBody, returnOrigin: string): Promise<Deposit> {
    if (member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.trialAccount, TRIAL_MESSAGE);
    const requestId = body.requestId.toLowerCase();
    const amount = money(body.amount);
    const wanted = { channelId: body.channelId, amount };
    // A retry answers before the channel and limit checks: the first answer stands.
    const first = await this.replay(this.deps.db, member.id, requestId, wanted);
    if (first) return this.toDeposit(first, await this.links(returnOrigin));
    const [channel] = await this.deps.db.select().from(t.depositChannels).where(eq(t.depositChannels.channelId, body.channelId));
    if (!channel || !channel.enabled || (channel.kind === 'ONLINE' && !this.onlineEnabled)) {
      throw new BusinessError(CASHIER_ERROR_CODES.cashierNotFound, `Deposit channel ${body.channelId} is not available`);
    }
    const min = money(channel.minAmount);
    const max = money(channel.maxAmount);
    if (lessThan(amount, min) || lessThan(max, amount)) {
      throw new BusinessError(CASHIER_ERROR_CODES.amountOutOfRange, `The amount for ${channel.name} must be between ${min} and ${max}`);
    }
    await this.deps.guard?.assertNotExcluded(this.deps.db, member.id);
    const now = new Date(this.deps.now());
    const depositId = await this.deps.db.transaction(async (tx) => {
      // Deposits of one member queue on the wallet row, so the pending cap holds under concurrency.
      await tx.select({ memberId: t.wallets.memberId }).from(t.wallets).where(eq(t.wallets.memberId, member.id)).for('update');
      const [pending] = await tx
        .select({ n: count() })
        .from(t.deposits)
        .where(and(eq(t.deposits.memberId, member.id), eq(t.deposits.status, 'PENDING')));
      const again = await this.replay(tx, member.id, requestId, wanted);
      if (again) return again.depositId;
      if ((pending?.n ?? 0) >= PENDING_DEPOSITS_MAX) throw new BusinessError(CASHIER_ERROR_CODES.cashierState, TOO_MANY_PENDING_MESSAGE);
      await this.deps.guard?.assertWithinLimits(tx as unknown as AppDb, member.id, amount);
      const id = newDepositId(now.getTime());
      await tx.insert(t.deposits).values({ depositId: id, memberId: member.id, requestId, channelId: channel.channelId, amount, status: 'PENDING', reference: newDepositReference(), createdAt: now });
      return id;
    });
    const row = await this.row(this.deps.db, depositId);
    if (!row) throw new Error(`deposit ${depositId} not written`);
    return this.toDeposit(row, await this.links(returnOrigin));
  }

  /**
   * One of the member's deposits.
   * @param member the session member
   * @param depositId the deposit id
   * @param returnOrigin the lobby's origin (for a PENDING ONLINE deposit's `paymentUrl`)
   * @throws BusinessError `cashier.not.found` when there is no such deposit of this member
   */
  async detail(member: DepositMember, depositId: string, returnOrigin: string): Promise<Deposit> {
    const row = await this.row(this.deps.db, depositId);
    if (!row || row.memberId !== member.id) throw new BusinessError(CASHIER_ERROR_CODES.cashierNotFound, `No deposit ${depositId}`);
    return this.toDeposit(row, await this.links(returnOrigin));
  }

  /**
   * The member's deposits, newest first.
   * @param member the session member
   * @param query optional status filter, page number (from 1) and size
   * @param returnOrigin the lobby's origin (PENDING ONLINE deposits' `paymentUrl`)
   * @returns a page `{ list, pageNo, pageSize, totalPages, total }`
   */
  async list(member: DepositMember, query: { status?: DepositStatus; pageNo: number; pageSize: number }, returnOrigin: string): Promise<ValueOf<'depositList'>> {
    const where = and(eq(t.deposits.memberId, member.id), query.status ? eq(t.deposits.status, query.status) : undefined);
    const [total] = await this.deps.db.select({ n: count() }).from(t.deposits).where(where);
    const rows = await this.selectRows(this.deps.db)
      .where(where)
      .orderBy(desc(t.deposits.createdAt), desc(t.deposits.depositId))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    const n = total?.n ?? 0;
    const links = await this.links(returnOrigin);
    return {
      list: rows.map((r) => this.toDeposit(r, links)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalPages: Math.ceil(n / query.pageSize),
      total: n,
    };
  }

  /**
   * Applies a verified provider callback (src/payments/callback.ts checked its signature and
   * time) in one transaction: the callback id is recorded (a replay with other content is
   * refused, an exact duplicate answers the deposit unchanged), the deposit locked, its amount
   * and currency compared, and a PENDING deposit credited (APPROVED) or failed (DECLINED). A
   * deposit already settled by the same provider transaction is a duplicate (nothing changes);
   * a refusal writes nothing.
   * @param callback the callback body
   * @returns what happened; the notification is published after the commit
   * @throws StatusError 409 `payment.callback.replayed`, 404 `cashier.not.found`, 400
   *   `payment.amount.mismatch`, 409 `cashier.state.invalid` (settled by another transaction, or the transaction used by another deposit)
   */
  async applyCallback(callback: PaymentCallback): Promise<SettleOutcome> {
    const callbackId = callback.callbackId.toLowerCase();
    const now = new Date(this.deps.now());
    const outcome = await this.deps.db.transaction(async (tx) => {
      const recorded = await tx
        .insert(t.paymentCallbacks)
        .values({ callbackId, providerTxnId: callback.providerTxnId, depositId: callback.depositId, receivedAt: now })
        .onConflictDoNothing()
        .returning({ callbackId: t.paymentCallbacks.callbackId });
      if (recorded.length === 0) {
        const [prior] = await tx.select().from(t.paymentCallbacks).where(eq(t.paymentCallbacks.callbackId, callbackId));
        if (prior?.providerTxnId !== callback.providerTxnId || prior.depositId !== callback.depositId) {
          throw new StatusError(409, CALLBACK_ERRORS.replayed, `callback ${callbackId} was already used`);
        }
        const row = await this.row(tx, callback.depositId);
        if (!row) throw new StatusError(404, CASHIER_ERROR_CODES.cashierNotFound, `No deposit ${callback.depositId}`);
        return { row, changed: false };
      }
      const locked = await this.lock(tx, callback.depositId);
      if (!locked) throw new StatusError(404, CASHIER_ERROR_CODES.cashierNotFound, `No deposit ${callback.depositId}`);
      const [wallet] = await tx.select({ currency: t.wallets.currency }).from(t.wallets).where(eq(t.wallets.memberId, locked.memberId));
      if (money(locked.amount) !== callback.amount || (wallet && wallet.currency !== callback.currency)) {
        throw new StatusError(400, CALLBACK_ERRORS.amountMismatch, `callback amount ${callback.amount} ${callback.currency} is not the deposit's ${money(locked.amount)} ${wallet?.currency ?? ''}`.trim());
      }
      if (locked.status !== 'PENDING') {
        if (locked.providerTxnId === callback.providerTxnId) return { row: locked, changed: false };
        throw new StatusError(409, CASHIER_ERROR_CODES.cashierState, `deposit ${locked.depositId} is already ${locked.status}`);
      }
      const [other] = await tx.select({ depositId: t.deposits.depositId }).from(t.deposits).where(eq(t.deposits.providerTxnId, callback.providerTxnId));
      if (other) throw new StatusError(409, CASHIER_ERROR_CODES.cashierState, `provider transaction ${callback.providerTxnId} already settled deposit ${other.depositId}`);
      const event =
        callback.status === 'APPROVED'
          ? await this.creditLocked(tx, locked, now, callback.providerTxnId)
          : await this.failLocked(tx, locked, now, DECLINED_REASON, callback.providerTxnId);
      return { row: locked, changed: true, event };
    });
    return this.finish(outcome);
  }

  /**
   * Credits a PENDING deposit on the operator's word (`admin deposit approve`; BANK transfers,
   * or an ONLINE deposit whose callback never came).
   * @param depositId the deposit
   * @throws BusinessError `cashier.not.found`, `cashier.state.invalid` (not PENDING)
   */
  async approve(depositId: string): Promise<SettleOutcome> {
    return this.settleByOperator(depositId, (tx, row, now) => this.creditLocked(tx, row, now, null));
  }

  /**
   * Fails a PENDING deposit on the operator's word (`admin deposit reject`), with message DEPOSIT_FAILED.
   * @param depositId the deposit
   * @param reason why (kept as the deposit's fail reason; default `rejected by the operator`)
   * @throws BusinessError `cashier.not.found`, `cashier.state.invalid` (not PENDING)
   */
  async reject(depositId: string, reason?: string): Promise<SettleOutcome> {
    return this.settleByOperator(depositId, (tx, row, now) => this.failLocked(tx, row, now, reason?.trim() || 'rejected by the operator', null));
  }

  /**
   * Deposits of every member for the operator, newest first (`admin deposit list`).
   * @param status optional filter
   * @param limit at most this many (default 50)
   */
  async adminList(status?: DepositStatus, limit = 50): Promise<AdminDeposit[]> {
    const rows = await this.deps.db
      .select({ depositId: t.deposits.depositId, account: t.members.account })
      .from(t.deposits)
      .innerJoin(t.members, eq(t.members.id, t.deposits.memberId))
      .where(status ? eq(t.deposits.status, status) : undefined)
      .orderBy(desc(t.deposits.createdAt), desc(t.deposits.depositId))
      .limit(limit);
    const out: AdminDeposit[] = [];
    for (const r of rows) {
      const row = await this.row(this.deps.db, r.depositId);
      if (!row) continue;
      out.push({
        ...this.toDeposit(row, undefined),
        memberId: row.memberId,
        account: r.account,
        ...(row.providerTxnId ? { providerTxnId: row.providerTxnId } : {}),
        ...(row.failReason ? { failReason: row.failReason } : {}),
      });
    }
    return out;
  }

  private async settleByOperator(depositId: string, settle: (tx: AppDb, row: DepositRow, now: Date) => Promise<NotificationEvent>): Promise<SettleOutcome> {
    const now = new Date(this.deps.now());
    const outcome = await this.deps.db.transaction(async (tx) => {
      const locked = await this.lock(tx, depositId);
      if (!locked) throw new BusinessError(CASHIER_ERROR_CODES.cashierNotFound, `No deposit ${depositId}`);
      if (locked.status !== 'PENDING') throw new BusinessError(CASHIER_ERROR_CODES.cashierState, `Deposit ${depositId} is ${locked.status}, not PENDING`);
      return { row: locked, changed: true, event: await settle(tx, locked, now) };
    });
    return this.finish(outcome);
  }

  /** Reads the settled row again and publishes the event after the commit. */
  private async finish(outcome: { row: DepositRow; changed: boolean; event?: NotificationEvent }): Promise<SettleOutcome> {
    const row = (await this.row(this.deps.db, outcome.row.depositId)) ?? outcome.row;
    if (outcome.changed && outcome.event) await this.deps.bus.publish(outcome.event);
    return { deposit: this.toDeposit(row, undefined), memberId: row.memberId, changed: outcome.changed, ...(outcome.event ? { event: outcome.event } : {}) };
  }

  /** PENDING → CREDITED inside the caller's transaction (deposit row already locked): wallet, ledger, message. */
  private async creditLocked(tx: AppDb, row: DepositRow, now: Date, providerTxnId: string | null): Promise<NotificationEvent> {
    const [wallet] = await tx.select({ balance: t.wallets.balance }).from(t.wallets).where(eq(t.wallets.memberId, row.memberId)).for('update');
    if (!wallet) throw new Error(`member ${String(row.memberId)} has no wallet`);
    const amount = money(row.amount);
    const balance = sum([wallet.balance, amount]);
    await tx.update(t.wallets).set({ balance, updatedAt: now }).where(eq(t.wallets.memberId, row.memberId));
    await tx.insert(t.ledgerEntries).values({ memberId: row.memberId, wallet: MAIN_WALLET, kind: DEPOSIT_LEDGER_KIND, amount, balanceAfter: balance, reference: row.depositId, createdAt: now });
    await tx
      .update(t.deposits)
      .set({ status: 'CREDITED', settledAt: now, ...(providerTxnId ? { providerTxnId } : {}) })
      .where(eq(t.deposits.depositId, row.depositId));
    const event = await recordNotification(tx, row.memberId, 'DEPOSIT_CREDITED', amount, row.depositId);
    return { ...event, balance };
  }

  /** PENDING → FAILED inside the caller's transaction (deposit row already locked): message, no money. */
  private async failLocked(tx: AppDb, row: DepositRow, now: Date, reason: string, providerTxnId: string | null): Promise<NotificationEvent> {
    await tx
      .update(t.deposits)
      .set({ status: 'FAILED', settledAt: now, failReason: reason, ...(providerTxnId ? { providerTxnId } : {}) })
      .where(eq(t.deposits.depositId, row.depositId));
    return recordNotification(tx, row.memberId, 'DEPOSIT_FAILED', money(row.amount), row.depositId);
  }

  /** The deposit row locked for update (`SELECT … FOR UPDATE` on deposits only), with its channel. */
  private async lock(tx: AppDb, depositId: string): Promise<DepositRow | undefined> {
    const [locked] = await tx.select({ depositId: t.deposits.depositId }).from(t.deposits).where(eq(t.deposits.depositId, depositId)).for('update');
    return locked ? this.row(tx, depositId) : undefined;
  }

  /** The first deposit of a request id, or undefined; a conflict when its fields differ. */
  private async replay(db: AppDb, memberId: number, requestId: string, wanted: { channelId: string; amount: string }): Promise<DepositRow | undefined> {
    const [row] = await this.selectRows(db).where(and(eq(t.deposits.memberId, memberId), eq(t.deposits.requestId, requestId)));
    if (!row) return undefined;
    if (row.channelId !== wanted.channelId || money(row.amount) !== wanted.amount) throw new BusinessError(ERROR_CODES.idempotencyConflict, IDEMPOTENCY_CONFLICT_MESSAGE);
    return row;
  }

  private async row(db: AppDb, depositId: string): Promise<DepositRow | undefined> {
    const [row] = await this.selectRows(db).where(eq(t.deposits.depositId, depositId));
    return row;
  }

  private selectRows(db: AppDb) {
    return db
      .select({
        depositId: t.deposits.depositId,
        memberId: t.deposits.memberId,
        requestId: t.deposits.requestId,
        channelId: t.deposits.channelId,
        amount: sql<string>`${t.deposits.amount}::text`,
        status: t.deposits.status,
        reference: t.deposits.reference,
        providerTxnId: t.deposits.providerTxnId,
        failReason: t.deposits.failReason,
        createdAt: t.deposits.createdAt,
        settledAt: t.deposits.settledAt,
        channelName: t.depositChannels.name,
        kind: t.depositChannels.kind,
        bank: t.depositChannels.bank,
      })
      .from(t.deposits)
      .innerJoin(t.depositChannels, eq(t.depositChannels.channelId, t.deposits.channelId))
      .$dynamic();
  }

  /**
   * What payment URLs need: the lobby origin to return to, the merchant's name and currency
   * (site settings; the seeded merchant's when not seeded). Undefined when payments are off.
   */
  private async links(returnOrigin: string): Promise<PaymentLinks | undefined> {
    if (!this.deps.payment) return undefined;
    try {
      const settings = await this.deps.content.settings();
      return { returnOrigin, currency: settings.currency.code, currencySymbol: settings.currency.symbol, merchant: settings.siteName };
    } catch {
      return { returnOrigin, currency: 'PHP', currencySymbol: '₱', merchant: 'Gamehall' };
    }
  }

  /** The wire shape; `paymentUrl` for a PENDING ONLINE deposit when `links` are given. */
  private toDeposit(row: DepositRow, links: PaymentLinks | undefined): Deposit {
    const deposit: Deposit = {
      depositId: row.depositId,
      channelId: row.channelId,
      channelName: row.channelName,
      kind: row.kind as ChannelKind,
      amount: money(row.amount),
      status: row.status as DepositStatus,
      reference: row.reference,
      createdAt: row.createdAt.toISOString(),
    };
    if (row.settledAt) deposit.settledAt = row.settledAt.toISOString();
    if (row.kind === 'BANK' && row.bank) deposit.bank = row.bank as BankDetails;
    if (row.kind === 'ONLINE' && row.status === 'PENDING' && links && this.deps.payment) deposit.paymentUrl = paymentUrl(this.deps.payment, row, links);
    return deposit;
  }
}

/** The lobby origin and merchant facts a payment URL carries. */
interface PaymentLinks {
  returnOrigin: string;
  currency: string;
  currencySymbol: string;
  merchant: string;
}

/** `<provider>/pay/<session>`: the sealed session of the hosted page ({@link sealSession}). */
function paymentUrl(payment: PaymentLink, row: DepositRow, links: PaymentLinks): string {
  const returnUrl = `${links.returnOrigin}${DEPOSIT_RETURN_PATH}?depositId=${encodeURIComponent(row.depositId)}`;
  const session = sealSession(payment.secret, {
    depositId: row.depositId,
    amount: money(row.amount),
    currency: links.currency,
    currencySymbol: links.currencySymbol,
    merchant: links.merchant,
    channelName: row.channelName,
    reference: row.reference,
    returnUrl,
  });
  return `${payment.origin}/pay/${session}`;
}

/**
 * The audit event of a settled deposit (`deposit.credited` or `deposit.failed`), or undefined
 * when nothing changed.
 * @param outcome what the settlement did
 * @param settledBy `provider` (a callback) or `operator` (an admin command)
 */
export function settlementAudit(outcome: SettleOutcome, settledBy: 'provider' | 'operator'): AuditEvent | undefined {
  if (!outcome.changed) return undefined;
  return {
    event: outcome.deposit.status === 'CREDITED' ? 'deposit.credited' : 'deposit.failed',
    memberId: outcome.memberId,
    depositId: outcome.deposit.depositId,
    channelId: outcome.deposit.channelId,
    amount: outcome.deposit.amount,
    settledBy,
    ...(outcome.event?.balance ? { balance: outcome.event.balance } : {}),
  };
}

/** A channel row as the wire has it. */
function toChannel(row: typeof t.depositChannels.$inferSelect): DepositChannel {
  const channel: DepositChannel = {
    channelId: row.channelId,
    name: row.name,
    kind: row.kind as ChannelKind,
    minAmount: money(row.minAmount),
    maxAmount: money(row.maxAmount),
    presetAmounts: (row.presetAmounts as string[]).map((a) => money(a)),
  };
  if (row.kind === 'BANK' && row.bank) channel.bank = row.bank as BankDetails;
  return channel;
}
