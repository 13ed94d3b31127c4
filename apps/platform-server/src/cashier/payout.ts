/**
 * Payout side of the cashier (spec §2 withdraw): the merchant's payout methods and withdrawal
 * settings, the member's payment password and payout accounts.
 *
 * The payment password is a 6-digit secret (contract `PaymentPassword`) hashed with the same
 * argon2id {@link PasswordHasher} as login passwords; it is never logged or audited. Wrong tries
 * are counted per member before the argon2 work ({@link PAYMENT_PASSWORD_TRIES} a
 * {@link PAYMENT_PASSWORD_WINDOW_MS} window; then HTTP 429 `request.too.many` until the window
 * ends), whichever call checks it (change, binding an account, a withdrawal).
 */
import {
  CASHIER_ERROR_CODES, ERROR_CODES,
  TRIAL_TYPE,
  type PaymentPasswordBody,
  type PayoutAccount,
  type PayoutAccountBody,
  type PayoutAccountsValue,
  type PayoutKind,
  type PayoutMethod,
} from '@gamehall/api-client/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { TRIAL_MESSAGE } from '../accounts/accounts.ts';
import { checkRule, fieldError } from '../accounts/rules.ts';
import { type ContentRepository } from '../content.ts';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { BusinessError } from '../http/envelope.ts';
import { type PasswordHasher } from '../security/passwords.ts';
import { type RateLimiter, TooManyRequestsError } from '../security/rateLimiter.ts';
import { type WalletMember } from '../play/wallets.ts';

/** Key of the merchant's withdrawal settings in the `settings` table (document {@link WithdrawSettings}). */
export const WITHDRAW_SETTINGS_KEY = 'withdraw';

/** The merchant's withdrawal settings (spec §4 "N minutes"). */
export interface WithdrawSettings {
  /** Smallest withdrawal, inclusive (decimal string, 2 decimals). */
  minAmount: string;
  /** Largest withdrawal, inclusive (decimal string, 2 decimals). */
  maxAmount: string;
  /** Minutes a PAID withdrawal waits for the player's answer before it counts as received. */
  confirmMinutes: number;
}

/** The withdrawal settings seeded, and used while the settings row is missing. */
export const WITHDRAW_DEFAULTS: Readonly<WithdrawSettings> = { minAmount: '100.00', maxAmount: '50000.00', confirmMinutes: 30 };

/** The payout methods seeded (merchant settings, production too): Philippine banks and e-wallets. */
export const SEED_PAYOUT_METHODS: readonly (PayoutMethod & { sortOrder: number })[] = [
  { methodCode: 'BDO', name: 'BDO Unibank', kind: 'BANK', accountNumberPattern: '^\\d{10,12}$', sortOrder: 1 },
  { methodCode: 'BPI', name: 'BPI', kind: 'BANK', accountNumberPattern: '^\\d{10}$', sortOrder: 2 },
  { methodCode: 'GCASH', name: 'GCash', kind: 'EWALLET', accountNumberPattern: '^09\\d{9}$', sortOrder: 3 },
  { methodCode: 'MAYA', name: 'Maya', kind: 'EWALLET', accountNumberPattern: '^09\\d{9}$', sortOrder: 4 },
];

/** Payout accounts a member may bind. */
export const MAX_PAYOUT_ACCOUNTS = 5;
/** Wrong payment passwords a member may enter per {@link PAYMENT_PASSWORD_WINDOW_MS}. */
export const PAYMENT_PASSWORD_TRIES = 5;
/** The window of {@link PAYMENT_PASSWORD_TRIES} in ms (15 minutes); the refusal lasts until it ends. */
export const PAYMENT_PASSWORD_WINDOW_MS = 15 * 60_000;

/** Message of `cashier.payment.password.wrong`. */
export const PAYMENT_PASSWORD_WRONG_MESSAGE = 'Incorrect payment password';
/** Message of `cashier.payment.password.missing`. */
export const PAYMENT_PASSWORD_MISSING_MESSAGE = 'Please set a payment password first';

/**
 * Inserts the payout methods and the withdrawal settings when missing (idempotent; production
 * seeds them too). Existing rows, e.g. an operator's own limits, are left as they are.
 * @param db an open, migrated database
 */
export async function seedPayoutSettings(db: AppDb): Promise<void> {
  await db
    .insert(t.payoutMethods)
    .values(SEED_PAYOUT_METHODS.map((m) => ({ methodCode: m.methodCode, name: m.name, kind: m.kind, accountNumberPattern: m.accountNumberPattern, sortOrder: m.sortOrder })))
    .onConflictDoNothing();
  await db.insert(t.settings).values({ key: WITHDRAW_SETTINGS_KEY, document: { ...WITHDRAW_DEFAULTS } }).onConflictDoNothing();
}

/**
 * The merchant's withdrawal settings: the `withdraw` settings row over {@link WITHDRAW_DEFAULTS}
 * (a missing row or field takes the default).
 * @param db the platform database
 */
export async function readWithdrawSettings(db: AppDb): Promise<WithdrawSettings> {
  const [row] = await db.select({ document: t.settings.document }).from(t.settings).where(eq(t.settings.key, WITHDRAW_SETTINGS_KEY));
  const doc = (row?.document ?? {}) as Partial<WithdrawSettings>;
  return {
    minAmount: typeof doc.minAmount === 'string' ? doc.minAmount : WITHDRAW_DEFAULTS.minAmount,
    maxAmount: typeof doc.maxAmount === 'string' ? doc.maxAmount : WITHDRAW_DEFAULTS.maxAmount,
    confirmMinutes: typeof doc.confirmMinutes === 'number' && doc.confirmMinutes >= 1 ? doc.confirmMinutes : WITHDRAW_DEFAULTS.confirmMinutes,
  };
}

/**
 * An account number as shown: every character but the last 4 replaced by `•`.
 * @param accountNumber the digits as bound
 * @returns e.g. `•••••••4567`
 */
export function maskAccountNumber(accountNumber: string): string {
  const keep = Math.min(4, accountNumber.length);
  return '•'.repeat(accountNumber.length - keep) + accountNumber.slice(accountNumber.length - keep);
}

/** A payout account row with its method, as the list, the withdrawals and the admin commands read it. */
export interface PayoutAccountRow {
  accountId: number;
  memberId: number;
  methodCode: string;
  methodName: string;
  kind: string;
  accountName: string;
  accountNumber: string;
  createdAt: Date;
}

/** The columns of {@link PayoutAccountRow} (payout accounts joined with their method). */
export const payoutAccountColumns = {
  accountId: t.payoutAccounts.accountId,
  memberId: t.payoutAccounts.memberId,
  methodCode: t.payoutAccounts.methodCode,
  methodName: t.payoutMethods.name,
  kind: t.payoutMethods.kind,
  accountName: t.payoutAccounts.accountName,
  accountNumber: t.payoutAccounts.accountNumber,
  createdAt: t.payoutAccounts.createdAt,
};

/** A payout account row as the contract shows it (number masked). */
export function toPayoutAccount(row: PayoutAccountRow): PayoutAccount {
  return {
    accountId: row.accountId,
    methodCode: row.methodCode,
    methodName: row.methodName,
    kind: row.kind as PayoutKind,
    accountName: row.accountName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    createdAt: row.createdAt.toISOString(),
  };
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505');

/** Dependencies of {@link PayoutService}. */
export interface PayoutDeps {
  db: AppDb;
  now: () => number;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  content: ContentRepository;
}

/** Payment passwords and payout accounts. One instance per app. */
export class PayoutService {
  constructor(private readonly deps: PayoutDeps) {}

  /** Whether the member has set a payment password. */
  async hasPaymentPassword(memberId: number): Promise<boolean> {
    const [row] = await this.deps.db.select({ n: count() }).from(t.paymentPasswords).where(eq(t.paymentPasswords.memberId, memberId));
    return (row?.n ?? 0) > 0;
  }

  /**
   * Checks a member's payment password. The try takes one of {@link PAYMENT_PASSWORD_TRIES}
   * slots of the member's {@link PAYMENT_PASSWORD_WINDOW_MS} window before the argon2 work; a
   * right one gives it back, a wrong one keeps it: after 5 wrong ones every check is refused until
   * the window ends. Checks in flight hold slots too, so more than 5 at once are refused (429)
   * without counting as wrong.
   * @param memberId the member
   * @param given the password entered (6 digits)
   * @throws BusinessError `cashier.payment.password.missing` (none set), `cashier.payment.password.wrong`
   * @throws TooManyRequestsError (429) over the wrong tries of the window
   */
  async verifyPaymentPassword(memberId: number, given: string): Promise<void> {
    const [row] = await this.deps.db.select({ hash: t.paymentPasswords.hash }).from(t.paymentPasswords).where(eq(t.paymentPasswords.memberId, memberId));
    if (!row) throw new BusinessError(CASHIER_ERROR_CODES.paymentPasswordMissing, PAYMENT_PASSWORD_MISSING_MESSAGE);
    const { limiter, hasher } = this.deps;
    const key = `payment-password-fail:member:${String(memberId)}`;
    // A slot of the window is reserved before the argon2 work, so parallel guesses cannot overrun
    // it; a refused try gives its slot back (no lasting block), a right one too, a wrong one keeps it.
    const { hits } = await limiter.hit(key, undefined, PAYMENT_PASSWORD_WINDOW_MS, PAYMENT_PASSWORD_WINDOW_MS);
    if (hits > PAYMENT_PASSWORD_TRIES) {
      await limiter.release(key);
      throw new TooManyRequestsError();
    }
    if (!(await hasher.verify(row.hash, given))) throw new BusinessError(CASHIER_ERROR_CODES.paymentPasswordWrong, PAYMENT_PASSWORD_WRONG_MESSAGE);
    await limiter.release(key);
  }

  /**
   * Sets the payment password (none yet: no `oldPaymentPassword`) or changes it (with the right
   * old one). Spec §2 withdraw.
   * @param member the session member
   * @param body the new password, its confirmation and, to change it, the old one
   * @returns `{ hasPaymentPassword: true }`
   * @throws BusinessError `member.trial`; `member.field.invalid` naming `confirmPaymentPassword`
   *   (differs), `oldPaymentPassword` (required to change one that is set); `cashier.payment.password.missing`
   *   (an old one sent while none is set); `cashier.payment.password.wrong` (old one wrong)
   * @throws TooManyRequestsError over the wrong tries of the window
   */
  async setPaymentPassword(member: WalletMember, body: PaymentPasswordBody): Promise<{ hasPaymentPassword: true }> {
    if (member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.trialAccount, TRIAL_MESSAGE);
    if (body.confirmPaymentPassword !== body.paymentPassword) throw fieldError('confirmPaymentPassword', 'same', 'does not match the payment password');
    const hasOne = await this.hasPaymentPassword(member.id);
    const now = new Date(this.deps.now());
    if (!hasOne) {
      if (body.oldPaymentPassword !== undefined) throw new BusinessError(CASHIER_ERROR_CODES.paymentPasswordMissing, 'No payment password is set yet: set one without the old payment password');
      const hash = await this.deps.hasher.hash(body.paymentPassword);
      const inserted = await this.deps.db.insert(t.paymentPasswords).values({ memberId: member.id, hash, updatedAt: now }).onConflictDoNothing().returning({ memberId: t.paymentPasswords.memberId });
      // Set meanwhile by a parallel request: changing it needs the old one.
      if (inserted.length === 0) throw fieldError('oldPaymentPassword', 'required', 'is required to change the payment password');
      return { hasPaymentPassword: true };
    }
    if (body.oldPaymentPassword === undefined) throw fieldError('oldPaymentPassword', 'required', 'is required to change the payment password');
    await this.verifyPaymentPassword(member.id, body.oldPaymentPassword);
    const hash = await this.deps.hasher.hash(body.paymentPassword);
    await this.deps.db.update(t.paymentPasswords).set({ hash, updatedAt: now }).where(eq(t.paymentPasswords.memberId, member.id));
    return { hasPaymentPassword: true };
  }

  /** The enabled payout methods, by sort order. */
  async methods(): Promise<PayoutMethod[]> {
    const rows = await this.deps.db.select().from(t.payoutMethods).where(eq(t.payoutMethods.enabled, true)).orderBy(asc(t.payoutMethods.sortOrder), asc(t.payoutMethods.methodCode));
    return rows.map((m) => ({ methodCode: m.methodCode, name: m.name, kind: m.kind as PayoutKind, accountNumberPattern: m.accountNumberPattern }));
  }

  /**
   * The member's payout accounts (oldest first, numbers masked) and the methods a new one can use.
   * @param member the session member
   */
  async list(member: WalletMember): Promise<PayoutAccountsValue> {
    const [rows, methods] = await Promise.all([
      this.deps.db
        .select(payoutAccountColumns)
        .from(t.payoutAccounts)
        .innerJoin(t.payoutMethods, eq(t.payoutMethods.methodCode, t.payoutAccounts.methodCode))
        .where(eq(t.payoutAccounts.memberId, member.id))
        .orderBy(asc(t.payoutAccounts.accountId)),
      this.methods(),
    ]);
    return { accounts: rows.map(toPayoutAccount), methods };
  }

  /**
   * One payout account of the member.
   * @returns undefined when it does not exist or is another member's
   */
  async account(memberId: number, accountId: number): Promise<PayoutAccountRow | undefined> {
    const [row] = await this.deps.db
      .select(payoutAccountColumns)
      .from(t.payoutAccounts)
      .innerJoin(t.payoutMethods, eq(t.payoutMethods.methodCode, t.payoutAccounts.methodCode))
      .where(and(eq(t.payoutAccounts.accountId, accountId), eq(t.payoutAccounts.memberId, memberId)));
    return row;
  }

  /**
   * Binds a payout account (spec §2 withdraw). The account name must fit the registration
   * rules' `payeeName` rule (length and accepted pattern; a lone `*` accepts anything), the
   * number the method's pattern; then the payment password is checked. At most
   * {@link MAX_PAYOUT_ACCOUNTS} per member, each method and number once; bindings of one member
   * queue on the member's row lock, so parallel ones cannot pass the limit.
   * @param member the session member
   * @param body method, account name and number, payment password
   * @returns the new account, number masked
   * @throws BusinessError `member.trial`; `cashier.not.found` (unknown or disabled method);
   *   `member.field.invalid` naming `accountName` or `accountNumber`; `cashier.payment.password.missing`,
   *   `cashier.payment.password.wrong`; `cashier.payout.account.refused` (5 already, or the same number again)
   * @throws TooManyRequestsError over the wrong payment-password tries of the window
   */
  async bind(member: WalletMember, body: PayoutAccountBody): Promise<PayoutAccount> {
    if (member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.trialAccount, TRIAL_MESSAGE);
    const [method] = await this.deps.db
      .select()
      .from(t.payoutMethods)
      .where(and(eq(t.payoutMethods.methodCode, body.methodCode), eq(t.payoutMethods.enabled, true)));
    if (!method) throw new BusinessError(CASHIER_ERROR_CODES.cashierNotFound, `No payout method ${body.methodCode}`);
    const accountName = body.accountName.trim().replace(/\s+/g, ' ');
    if (accountName === '') throw fieldError('accountName', 'required', 'is required');
    const rule = (await this.deps.content.registerRules()).find((r) => r.field === 'payeeName');
    if (rule) checkRule({ ...rule, field: 'accountName' }, accountName);
    if (!new RegExp(method.accountNumberPattern).test(body.accountNumber)) throw fieldError('accountNumber', 'pattern', `is not a ${method.name} account number`);
    await this.verifyPaymentPassword(member.id, body.paymentPassword);
    const now = new Date(this.deps.now());
    try {
      const accountId = await this.deps.db.transaction(async (tx) => {
        // Bindings of one member queue here, so the count below cannot be overrun.
        await tx.select({ id: t.members.id }).from(t.members).where(eq(t.members.id, member.id)).for('update');
        const [bound] = await tx.select({ n: count() }).from(t.payoutAccounts).where(eq(t.payoutAccounts.memberId, member.id));
        if ((bound?.n ?? 0) >= MAX_PAYOUT_ACCOUNTS) throw new BusinessError(CASHIER_ERROR_CODES.payoutAccountRefused, `At most ${String(MAX_PAYOUT_ACCOUNTS)} payout accounts can be bound`);
        const [row] = await tx
          .insert(t.payoutAccounts)
          .values({ memberId: member.id, methodCode: method.methodCode, accountName, accountNumber: body.accountNumber, createdAt: now })
          .returning({ accountId: t.payoutAccounts.accountId });
        if (!row) throw new Error('payout account not inserted');
        return row.accountId;
      });
      const row = await this.account(member.id, accountId);
      if (!row) throw new Error('payout account not found after insert');
      return toPayoutAccount(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new BusinessError(CASHIER_ERROR_CODES.payoutAccountRefused, `This ${method.name} account is already bound`);
      throw error;
    }
  }
}
