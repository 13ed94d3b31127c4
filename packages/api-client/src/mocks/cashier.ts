/**
 * MSW handlers for the member centre's money endpoints (spec §2 depositv2, withdraw,
 * transactionHistory, messageV2; §4 withdrawal confirmation and notifications) over a stateful
 * {@link CashierMockState}, with the platform server's cases: channel limits, idempotent
 * deposits and withdrawals by `requestId`, the payment password, payout accounts (≤ 5, masked),
 * withdrawals that leave the wallet at once and come back on rejection, the confirmation of a
 * paid-out withdrawal, the ledger with type and day filters, platform messages and the unread
 * count. What the provider and the operator do is a method of the state
 * ({@link CashierMockState.settleDeposit}, {@link CashierMockState.approveWithdrawal}, ...), so a
 * story or test can play it. Sessions and wallets are the account mocks' ({@link MockAccountStore}).
 */
import Big from 'big.js';
import { type HttpHandler, type JsonBodyType } from 'msw';
import {
  type DepositChannel,
  type Deposit,
  LEDGER_FILTER_KINDS,
  type LedgerEntry,
  type LedgerFilter,
  type LedgerKind,
  type MessageKind,
  type PayoutAccount,
  type PayoutMethod,
  type PlatformMessage,
  type Withdrawal,
  type WithdrawalStatus,
} from '../contract/cashier';
import type { UplineTransfer } from '../contract/upline';
import { ERROR_CODES } from '../contract/errorCodes';
import { routes } from '../contract/featureRoutes';
import { MOCK_ACCOUNTS, type MockAccount, type MockAccountStore, type MockFailure, createAccountStore } from './accounts';
import type { PlayMockFailure } from './play';
import { CASHIER_ERROR_CODES, cashierRoutes } from '../contract/cashierRoutes';
import { memberEndpointHandlers } from './memberEndpoints';
import { readRequestBody } from './requestBody';
import type { WithdrawalProof } from '../contract/withdrawProof';
import { PROOF_ERROR_CODES, PROOF_FILE_FIELD, PROOF_MAX_BYTES, PROOF_MAX_COUNT } from '../contract/withdrawProofRules';

/** The cashier endpoints (answered by this module). */
export const CASHIER_ENDPOINTS = [
  'depositChannels',
  'deposit',
  'depositDetail',
  'depositList',
  'payoutAccounts',
  'bindPayoutAccount',
  'paymentPassword',
  'uplineInfo',
  'transferUpline',
  'withdrawInfo',
  'withdraw',
  'withdrawList',
  'withdrawConfirm',
  'withdrawProofUpload',
  'transactionHistory',
  'messages',
  'readMessages',
  'deleteMessages',
  'unreadCount',
] as const;
/** @see CASHIER_ENDPOINTS */
export type CashierEndpointName = (typeof CASHIER_ENDPOINTS)[number];

/** Origin of the mock payment provider: every mock `paymentUrl` is on it. */
export const MOCK_PAYMENT_ORIGIN = 'https://pay.mock.test';
/** `player1`'s payment password in the default mock state. */
export const MOCK_PAYMENT_PASSWORD = '135790';

/** The merchant's deposit channels (the platform server seeds the same). */
export const MOCK_DEPOSIT_CHANNELS: readonly DepositChannel[] = [
  { channelId: 'GCASH', name: 'GCash', kind: 'ONLINE', minAmount: '100.00', maxAmount: '50000.00', presetAmounts: ['100.00', '300.00', '500.00', '1000.00', '3000.00', '5000.00'] },
  { channelId: 'MAYA', name: 'Maya', kind: 'ONLINE', minAmount: '100.00', maxAmount: '50000.00', presetAmounts: ['200.00', '500.00', '1000.00', '2000.00', '5000.00'] },
  {
    channelId: 'BANK_BDO',
    name: 'BDO bank transfer',
    kind: 'BANK',
    minAmount: '500.00',
    maxAmount: '200000.00',
    presetAmounts: ['1000.00', '5000.00', '10000.00', '50000.00'],
    bank: { bankName: 'BDO Unibank', accountName: 'Gamehall Demo Merchant', accountNumber: '001234567890' },
  },
];

/** Banks and e-wallets the merchant pays out to (the platform server seeds the same). */
export const MOCK_PAYOUT_METHODS: readonly PayoutMethod[] = [
  { methodCode: 'BDO', name: 'BDO Unibank', kind: 'BANK', accountNumberPattern: '^\\d{10,12}$' },
  { methodCode: 'BPI', name: 'BPI', kind: 'BANK', accountNumberPattern: '^\\d{10}$' },
  { methodCode: 'GCASH', name: 'GCash', kind: 'EWALLET', accountNumberPattern: '^09\\d{9}$' },
  { methodCode: 'MAYA', name: 'Maya', kind: 'EWALLET', accountNumberPattern: '^09\\d{9}$' },
];

/** The merchant's withdrawal settings (the platform server's defaults). */
export const MOCK_WITHDRAW_SETTINGS = { minAmount: '100.00', maxAmount: '50000.00', confirmMinutes: 30 } as const;

/** Server messages of the cashier failures (the platform server's wording). */
export const CASHIER_MESSAGES = {
  trial: 'Please register a real account to use this function',
  notLoggedIn: 'You are not logged in, please login',
  notFound: 'Not found',
  pendingCap: 'You have 5 deposits waiting: finish or wait for one of them first',
  insufficientFunds: 'Insufficient balance',
  idempotencyConflict: 'This request id was already used for a different request',
  paymentPasswordMissing: 'Please set a payment password first',
  paymentPasswordWrong: 'The payment password is incorrect',
  confirmMismatch: 'Confirmation password is not correct',
  accountRefused: 'This payout account cannot be added (at most 5 accounts, each number once)',
  state: 'This request cannot be changed in its current state',
  uplineMissing: 'You have no upline agent to transfer to',
} as const;

/** The smallest transfer to the upline (the platform server's setting). */
export const MOCK_UPLINE_MIN_AMOUNT = '10.00';

/** Page size of the cashier lists (server default; maximum 100). */
export const CASHIER_PAGE_SIZE = 20;

/** Options of the cashier mocks (initial state, forced failures, delays, clock). */
export interface CashierMockOptions {
  /**
   * Payment passwords per account name. Default: `player1` has {@link MOCK_PAYMENT_PASSWORD}
   * (give `{}` for nobody).
   */
  paymentPasswords?: Readonly<Record<string, string>>;
  /** Whether `player1` starts with the default history (a bound GCash account, deposits, withdrawals, ledger, messages). Default true. */
  seedPlayer1?: boolean;
  /** Answer these endpoints with this failure (a failure envelope) or `'network'` (no answer). */
  failures?: Partial<Record<CashierEndpointName, PlayMockFailure>>;
  /** Wait this many ms before answering. */
  delays?: Partial<Record<CashierEndpointName, number>>;
  /** The clock, ms since the epoch (default `Date.now`). */
  now?: () => number;
}

interface Owned<T> {
  account: string;
  value: T;
  /** The request fields a retry must repeat (idempotency). */
  request?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const mask = (number: string) => '•'.repeat(Math.max(0, number.length - 4)) + number.slice(-4);

/**
 * The state of the cashier mocks per account (lower-case names): deposits, payout accounts,
 * payment passwords, withdrawals, the ledger and messages. Stories and tests read it and play
 * the provider's and the operator's part with its methods.
 */
export class CashierMockState {
  readonly deposits: Owned<Deposit>[] = [];
  readonly withdrawals: Owned<Withdrawal>[] = [];
  /** Transfers to the upline (spec §6), oldest first; `request` is the amount a retry must repeat. */
  readonly uplineTransfers: Owned<UplineTransfer>[] = [];
  readonly payoutAccounts: Owned<PayoutAccount & { accountNumber: string }>[] = [];
  readonly paymentPasswords = new Map<string, string>();
  /** Ledger entries, newest last. */
  readonly ledger: Owned<LedgerEntry>[] = [];
  /** Messages, newest last. */
  readonly messages: Owned<PlatformMessage>[] = [];
  /** Withdrawal proof images stored (their metadata; the mocks keep no bytes). */
  readonly proofs: Owned<WithdrawalProof>[] = [];
  readonly options: CashierMockOptions;
  readonly now: () => number;
  private seq = 0;


  /**
   * Responsible gaming's check of a new deposit (set by the responsible-gaming mocks): a failure
   * refuses it (`member.excluded`, `cashier.deposit.limit.exceeded`), null lets it through.
   */
  depositGuard: ((account: string, amount: string) => MockFailure | null) | undefined;

  /** The accounts whose balances the money moves change (set by {@link createCashierHandlers}). */
  store: MockAccountStore | undefined;

  /**
   * @param options - initial state, failures, delays, clock
   */
  constructor(options: CashierMockOptions = {}) {
    this.options = options;
    this.now = options.now ?? Date.now;
    for (const [account, password] of Object.entries(options.paymentPasswords ?? { player1: MOCK_PAYMENT_PASSWORD })) this.paymentPasswords.set(account.toLowerCase(), password);
    if (options.seedPlayer1 ?? true) this.seedPlayer1();
  }

  /**
   * A new id for a deposit (`D…`) or a withdrawal (`W…`).
   * @param prefix - `D` or `W`
   * @returns e.g. `D20261126001`
   */
  nextId(prefix: string): string {
    this.seq += 1;
    return `${prefix}${String(20261126000 + this.seq)}`;
  }

  private accountOf(name: string): MockAccount | undefined {
    return this.store?.accounts.get(name.toLowerCase());
  }

  /**
   * Moves a member's main wallet and writes the ledger entry.
   * @param account - account name
   * @param kind - ledger kind
   * @param amount - signed decimal string
   * @param reference - what it belongs to
   * @returns the balance after, two decimals
   */
  book(account: string, kind: LedgerKind, amount: string, reference: string, at = this.now()): string {
    const member = this.accountOf(account);
    const after = new Big(member?.balance ?? '0').plus(amount).toFixed(2);
    if (member) member.balance = after;
    return this.entry(account, kind, amount, after, reference, at);
  }

  private entry(account: string, kind: LedgerKind, amount: string, after: string, reference: string, at: number): string {
    this.ledger.push({ account: account.toLowerCase(), value: { id: this.ledger.length + 1, kind, wallet: 'MAIN', amount: new Big(amount).toFixed(2), balanceAfter: after, reference, createdAt: iso(at) } });
    return after;
  }

  /**
   * Writes a platform message (a notification of spec §4, or an operator notice).
   * @returns the message
   */
  notify(account: string, kind: MessageKind, amount: string | undefined, reference: string | undefined, title: string, content: string, at = this.now()): PlatformMessage {
    const value: PlatformMessage = { messageId: this.messages.length + 1, kind, title, content, read: false, createdAt: iso(at), ...(amount ? { amount } : {}), ...(reference ? { reference } : {}) };
    this.messages.push({ account: account.toLowerCase(), value });
    return value;
  }

  /** Unread messages of an account. */
  unreadOf(account: string): number {
    return this.messages.filter((m) => m.account === account.toLowerCase() && !m.value.read).length;
  }

  /**
   * The provider's callback or the operator's decision on a PENDING deposit: CREDITED adds the
   * amount to the wallet with a DEPOSIT ledger entry; both write their notification. Anything
   * but PENDING is left as it is (credited once).
   * @param depositId - the deposit
   * @param status - CREDITED or FAILED
   * @returns the deposit, or undefined when unknown
   */
  settleDeposit(depositId: string, status: 'CREDITED' | 'FAILED'): Deposit | undefined {
    const entry = this.deposits.find((d) => d.value.depositId === depositId);
    if (!entry || entry.value.status !== 'PENDING') return entry?.value;
    entry.value = { ...entry.value, status, settledAt: iso(this.now()) };
    if (status === 'CREDITED') {
      this.book(entry.account, 'DEPOSIT', entry.value.amount, depositId);
      this.notify(entry.account, 'DEPOSIT_CREDITED', entry.value.amount, depositId, 'Deposit credited', `Your deposit ${depositId} of ${entry.value.amount} has been credited.`);
    } else {
      this.notify(entry.account, 'DEPOSIT_FAILED', entry.value.amount, depositId, 'Deposit failed', `Your deposit ${depositId} of ${entry.value.amount} failed.`);
    }
    return entry.value;
  }

  /**
   * The operator pays out a PENDING withdrawal: PAID with the confirmation deadline.
   * @returns the withdrawal, or undefined when unknown
   */
  approveWithdrawal(withdrawalId: string): Withdrawal | undefined {
    const entry = this.withdrawals.find((w) => w.value.withdrawalId === withdrawalId);
    if (!entry || entry.value.status !== 'PENDING') return entry?.value;
    const now = this.now();
    entry.value = { ...entry.value, status: 'PAID', paidAt: iso(now), confirmBy: iso(now + MOCK_WITHDRAW_SETTINGS.confirmMinutes * 60_000) };
    this.notify(entry.account, 'WITHDRAWAL_APPROVED', entry.value.amount, withdrawalId, 'Withdrawal approved', `Your withdrawal ${withdrawalId} of ${entry.value.amount} has been paid out. Please confirm when it arrives.`);
    return entry.value;
  }

  /**
   * The operator rejects a PENDING withdrawal: the money goes back (WITHDRAW_REFUND).
   * @returns the withdrawal, or undefined when unknown
   */
  rejectWithdrawal(withdrawalId: string, reason = 'Rejected by the operator'): Withdrawal | undefined {
    const entry = this.withdrawals.find((w) => w.value.withdrawalId === withdrawalId);
    if (!entry || entry.value.status !== 'PENDING') return entry?.value;
    entry.value = { ...entry.value, status: 'REJECTED', rejectReason: reason };
    this.book(entry.account, 'WITHDRAW_REFUND', entry.value.amount, withdrawalId);
    this.notify(entry.account, 'WITHDRAWAL_REJECTED', entry.value.amount, withdrawalId, 'Withdrawal rejected', `Your withdrawal ${withdrawalId} of ${entry.value.amount} was rejected; the money is back in your wallet.`);
    return entry.value;
  }

  /** PAID withdrawals past their deadline count as received (spec §4). */
  autoReceiveDue(): void {
    const now = this.now();
    for (const entry of this.withdrawals) {
      if (entry.value.status === 'PAID' && entry.value.confirmBy && Date.parse(entry.value.confirmBy) <= now) entry.value = { ...entry.value, status: 'AUTO_RECEIVED' };
    }
  }

  /** `player1`'s history: the ledger ends at the seeded balance of {@link MOCK_ACCOUNTS} (1000.00). */
  private seedPlayer1(): void {
    const account = 'player1';
    const start = this.now() - 30 * 86_400_000;
    const pattern: readonly [LedgerKind, string][] = [
      ['BET', '-50.00'],
      ['PAYOUT', '120.00'],
      ['BET', '-20.00'],
      ['TRANSFER_OUT', '-100.00'],
      ['TRANSFER_IN', '80.00'],
      ['BONUS', '25.00'],
      ['REBATE', '3.40'],
      ['BET', '-10.00'],
    ];
    const rows: [LedgerKind, string, string, number][] = [
      ['DEPOSIT', '500.00', 'D20261101001', start],
      ['WITHDRAW', '-200.00', 'W20261103001', start + 2 * 86_400_000],
      ...Array.from({ length: 48 }, (_, i): [LedgerKind, string, string, number] => {
        const [kind, amount] = pattern[i % pattern.length] ?? ['BET', '-10.00'];
        return [kind, amount, `B${String(100000 + i)}`, start + (3 + i * 0.5) * 86_400_000];
      }),
    ];
    // Balances run backwards from the account's seeded balance, so the last entry ends on it.
    const finalBalance = MOCK_ACCOUNTS.find((a) => a.account === account)?.balance ?? '0.00';
    let balance = rows.reduce((b, [, amount]) => b.minus(amount), new Big(finalBalance));
    for (const [kind, amount, reference, at] of rows) {
      balance = balance.plus(amount);
      this.entry(account, kind, amount, balance.toFixed(2), reference, at);
    }
    this.deposits.push({
      account,
      value: { depositId: 'D20261101001', channelId: 'GCASH', channelName: 'GCash', kind: 'ONLINE', amount: '500.00', status: 'CREDITED', reference: 'GH7K2M9Q', createdAt: iso(start), settledAt: iso(start + 60_000) },
    });
    this.deposits.push({
      account,
      value: { depositId: 'D20261102001', channelId: 'MAYA', channelName: 'Maya', kind: 'ONLINE', amount: '300.00', status: 'FAILED', reference: 'GH3P8L1X', createdAt: iso(start + 86_400_000), settledAt: iso(start + 86_460_000) },
    });
    this.payoutAccounts.push({
      account,
      value: { accountId: 1, methodCode: 'GCASH', methodName: 'GCash', kind: 'EWALLET', accountName: 'Player One', accountNumber: '09171234567', accountNumberMasked: mask('09171234567'), createdAt: iso(start) },
    });
    this.withdrawals.push({
      account,
      value: { withdrawalId: 'W20261103001', amount: '200.00', status: 'RECEIVED', accountId: 1, methodName: 'GCash', accountName: 'Player One', accountNumberMasked: mask('09171234567'), createdAt: iso(start + 2 * 86_400_000), paidAt: iso(start + 2 * 86_400_000 + 3_600_000) },
    });
    this.notify(account, 'NOTICE', undefined, undefined, 'Welcome to Gamehall', 'Thanks for joining. Deposits by GCash and Maya are credited in seconds.', start);
    this.notify(account, 'DEPOSIT_CREDITED', '500.00', 'D20261101001', 'Deposit credited', 'Your deposit D20261101001 of 500.00 has been credited.', start + 60_000);
    const read = this.messages.at(-1);
    if (read) read.value = { ...read.value, read: true };
    this.notify(account, 'NOTICE', undefined, undefined, 'Weekend cashback', 'Claim 5% cashback on slots every weekend in the member centre.', start + 20 * 86_400_000);
  }
}

/** Messages of the proof refusals (the server's words). */
const PROOF_MESSAGES = {
  tooLarge: 'A proof image may be at most 5 MB',
  type: 'A proof image must be a PNG or JPEG picture',
  limit: `At most ${String(PROOF_MAX_COUNT)} proof images per withdrawal`,
  required: 'Upload at least one proof image for this withdrawal and send its id',
} as const;

interface Context {
  request: Request;
  query: Record<string, string>;
  body: Record<string, unknown>;
  member: MockAccount;
  account: string;
}

const json = (body: JsonBodyType, status: number): Response => Response.json(body, { status });
const ok = (value: JsonBodyType): Response => json({ success: true, value, message: '' }, 200);
const fail = (message: string, errorCode: string, status = 200): Response => json({ success: false, value: null, message, errorCode }, status);
const badRequest = (message: string) => fail(message, ERROR_CODES.badRequest, 400);
const fieldInvalid = (field: string, message: string) => fail(`${field}: ${message}`, ERROR_CODES.fieldInvalid);

function page<T>(items: readonly T[], query: Record<string, string>) {
  const pageNo = query.pageNo === undefined ? 1 : Number(query.pageNo);
  const pageSize = query.pageSize === undefined ? CASHIER_PAGE_SIZE : Number(query.pageSize);
  return { list: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNo, pageSize, totalPages: Math.ceil(items.length / pageSize), total: items.length };
}

/** Newest first: the values of an account's rows. */
const newestOf = <T>(rows: readonly Owned<T>[], account: string): T[] =>
  rows
    .filter((r) => r.account === account)
    .map((r) => r.value)
    .reverse();

function outOfRange(amount: string, min: string, max: string): string | null {
  const value = new Big(amount);
  return value.lt(min) || value.gt(max) ? `The amount must be between ${min} and ${max}` : null;
}

/**
 * Handlers of the cashier endpoints over `state` (paths match on any origin). Every endpoint
 * needs a session of `store` (401 `login.not.session`); trial accounts are refused
 * (`member.trial`); then the query and body are checked against the contract (400
 * `request.invalid` naming the field).
 *
 * @param state - the state to serve (its `store` becomes `store`), or options for a fresh one
 * @param store - the accounts and sessions (share the account mocks' store: `createHandlers` does)
 * @returns one handler per cashier endpoint
 */
export function createCashierHandlers(state: CashierMockState | CashierMockOptions = {}, store: MockAccountStore = createAccountStore()): HttpHandler[] {
  const cashier = state instanceof CashierMockState ? state : new CashierMockState(state);
  cashier.store = store;
  const checkPaymentPassword = (account: string, given: unknown): Response | null => {
    const set = cashier.paymentPasswords.get(account);
    if (set === undefined) return fail(CASHIER_MESSAGES.paymentPasswordMissing, CASHIER_ERROR_CODES.paymentPasswordMissing);
    return set === given ? null : fail(CASHIER_MESSAGES.paymentPasswordWrong, CASHIER_ERROR_CODES.paymentPasswordWrong);
  };

  const resolvers: Record<CashierEndpointName, (ctx: Context) => Response | Promise<Response>> = {
    depositChannels: () => ok({ channels: MOCK_DEPOSIT_CHANNELS }),
    deposit: ({ account, body }) => {
      const requestKey = `${String(body.channelId)}|${new Big(String(body.amount)).toFixed(2)}`;
      const requestId = String(body.requestId).toLowerCase();
      const earlier = cashier.deposits.find((d) => d.account === account && d.request?.startsWith(`${requestId}|`));
      if (earlier) return earlier.request === `${requestId}|${requestKey}` ? ok(earlier.value) : fail(CASHIER_MESSAGES.idempotencyConflict, ERROR_CODES.idempotencyConflict);
      const channel = MOCK_DEPOSIT_CHANNELS.find((c) => c.channelId === body.channelId);
      if (!channel) return fail(CASHIER_MESSAGES.notFound, CASHIER_ERROR_CODES.cashierNotFound);
      const amount = new Big(String(body.amount)).toFixed(2);
      const range = outOfRange(amount, channel.minAmount, channel.maxAmount);
      if (range) return fail(range, CASHIER_ERROR_CODES.amountOutOfRange);
      if (cashier.deposits.filter((d) => d.account === account && d.value.status === 'PENDING').length >= 5) return fail(CASHIER_MESSAGES.pendingCap, CASHIER_ERROR_CODES.cashierState);
      const refused = cashier.depositGuard?.(account, amount);
      if (refused) return failureOf(refused);
      const depositId = cashier.nextId('D');
      const value: Deposit = {
        depositId,
        channelId: channel.channelId,
        channelName: channel.name,
        kind: channel.kind,
        amount,
        status: 'PENDING',
        reference: `GH${depositId.slice(-6)}`,
        createdAt: iso(cashier.now()),
        ...(channel.kind === 'ONLINE' ? { paymentUrl: `${MOCK_PAYMENT_ORIGIN}/pay/${depositId}` } : {}),
        ...(channel.bank ? { bank: channel.bank } : {}),
      };
      cashier.deposits.push({ account, value, request: `${requestId}|${requestKey}` });
      return ok(value);
    },
    depositDetail: ({ account, query }) => {
      const found = cashier.deposits.find((d) => d.account === account && d.value.depositId === query.depositId);
      return found ? ok(found.value) : fail(CASHIER_MESSAGES.notFound, CASHIER_ERROR_CODES.cashierNotFound);
    },
    depositList: ({ account, query }) => ok(page(newestOf(cashier.deposits, account).filter((d) => !query.status || d.status === query.status), query)),
    payoutAccounts: ({ account }) =>
      ok({ accounts: newestOf(cashier.payoutAccounts, account).reverse().map(({ accountNumber: _number, ...rest }) => rest), methods: MOCK_PAYOUT_METHODS }),
    bindPayoutAccount: ({ account, body }) => {
      const refused = checkPaymentPassword(account, body.paymentPassword);
      if (refused) return refused;
      const method = MOCK_PAYOUT_METHODS.find((m) => m.methodCode === body.methodCode);
      if (!method) return fail(CASHIER_MESSAGES.notFound, CASHIER_ERROR_CODES.cashierNotFound);
      const number = String(body.accountNumber);
      if (!new RegExp(method.accountNumberPattern).test(number)) return fieldInvalid('accountNumber', `does not match the format of ${method.name}`);
      const name = String(body.accountName).trim();
      if (!/^[A-Za-z][A-Za-z .'-]{1,63}$/.test(name)) return fieldInvalid('accountName', 'Real name format is incorrect');
      const mine = cashier.payoutAccounts.filter((a) => a.account === account);
      if (mine.length >= 5 || mine.some((a) => a.value.methodCode === method.methodCode && a.value.accountNumber === number)) return fail(CASHIER_MESSAGES.accountRefused, CASHIER_ERROR_CODES.payoutAccountRefused);
      const value = {
        accountId: cashier.payoutAccounts.length + 1,
        methodCode: method.methodCode,
        methodName: method.name,
        kind: method.kind,
        accountName: name,
        accountNumber: number,
        accountNumberMasked: mask(number),
        createdAt: iso(cashier.now()),
      };
      cashier.payoutAccounts.push({ account, value });
      const { accountNumber: _number, ...shown } = value;
      return ok(shown);
    },
    paymentPassword: ({ account, body }) => {
      const current = cashier.paymentPasswords.get(account);
      if (current !== undefined && body.oldPaymentPassword !== current) return fail(CASHIER_MESSAGES.paymentPasswordWrong, CASHIER_ERROR_CODES.paymentPasswordWrong);
      if (body.paymentPassword !== body.confirmPaymentPassword) return fieldInvalid('confirmPaymentPassword', CASHIER_MESSAGES.confirmMismatch);
      cashier.paymentPasswords.set(account, String(body.paymentPassword));
      return ok({ hasPaymentPassword: true });
    },
    uplineInfo: ({ account, member }) => {
      const upline = member.parent ? cashier.store?.accounts.get(member.parent.toLowerCase()) : undefined;
      return ok({
        ...(upline ? { upline: { account: upline.account, nickname: upline.nickname } } : {}),
        balance: new Big(member.balance).toFixed(2),
        minAmount: MOCK_UPLINE_MIN_AMOUNT,
        hasPaymentPassword: cashier.paymentPasswords.has(account),
      });
    },
    transferUpline: ({ account, member, body }) => {
      const amount = new Big(String(body.amount)).toFixed(2);
      const transferId = String(body.requestId).toLowerCase();
      const earlier = cashier.uplineTransfers.find((x) => x.account === account && x.value.transferId === transferId);
      if (earlier) return earlier.request === amount ? ok(earlier.value) : fail(CASHIER_MESSAGES.idempotencyConflict, ERROR_CODES.idempotencyConflict);
      const upline = member.parent ? cashier.store?.accounts.get(member.parent.toLowerCase()) : undefined;
      if (!upline) return fail(CASHIER_MESSAGES.uplineMissing, CASHIER_ERROR_CODES.uplineMissing);
      const refused = checkPaymentPassword(account, body.paymentPassword);
      if (refused) return refused;
      if (new Big(amount).lt(MOCK_UPLINE_MIN_AMOUNT)) return fail(`The smallest transfer is ${MOCK_UPLINE_MIN_AMOUNT}`, CASHIER_ERROR_CODES.amountOutOfRange);
      if (new Big(member.balance).lt(amount)) return fail(CASHIER_MESSAGES.insufficientFunds, ERROR_CODES.insufficientFunds);
      const balance = cashier.book(account, 'TRANSFER_UPLINE_OUT', `-${amount}`, transferId);
      cashier.book(upline.account, 'TRANSFER_DOWNLINE_IN', amount, transferId);
      cashier.notify(upline.account, 'TRANSFER_FROM_DOWNLINE', amount, transferId, 'Transfer from a downline member', `${member.account} sent you ${amount}.`);
      const value: UplineTransfer = { transferId, amount, balance, upline: { account: upline.account, nickname: upline.nickname }, createdAt: iso(cashier.now()) };
      cashier.uplineTransfers.push({ account, value, request: amount });
      return ok(value);
    },
    withdrawInfo: ({ account, member }) => {
      const vendor = Object.values(member.vendorWallets ?? {}).reduce((sum, b) => sum.plus(b), new Big(0));
      return ok({
        minAmount: MOCK_WITHDRAW_SETTINGS.minAmount,
        maxAmount: MOCK_WITHDRAW_SETTINGS.maxAmount,
        balance: new Big(member.balance).toFixed(2),
        available: new Big(member.balance).toFixed(2),
        vendorBalance: vendor.toFixed(2),
        hasPaymentPassword: cashier.paymentPasswords.has(account),
        confirmMinutes: MOCK_WITHDRAW_SETTINGS.confirmMinutes,
      });
    },
    withdraw: ({ account, member, body }) => {
      const amount = new Big(String(body.amount)).toFixed(2);
      const requestId = String(body.requestId).toLowerCase();
      const requestKey = `${requestId}|${String(body.accountId)}|${amount}`;
      const earlier = cashier.withdrawals.find((w) => w.account === account && w.request?.startsWith(`${requestId}|`));
      if (earlier) return earlier.request === requestKey ? ok(earlier.value) : fail(CASHIER_MESSAGES.idempotencyConflict, ERROR_CODES.idempotencyConflict);
      const refused = checkPaymentPassword(account, body.paymentPassword);
      if (refused) return refused;
      const payout = cashier.payoutAccounts.find((a) => a.account === account && a.value.accountId === body.accountId);
      if (!payout) return fail(CASHIER_MESSAGES.notFound, CASHIER_ERROR_CODES.cashierNotFound);
      const range = outOfRange(amount, MOCK_WITHDRAW_SETTINGS.minAmount, MOCK_WITHDRAW_SETTINGS.maxAmount);
      if (range) return fail(range, CASHIER_ERROR_CODES.amountOutOfRange);
      if (new Big(member.balance).lt(amount)) return fail(CASHIER_MESSAGES.insufficientFunds, ERROR_CODES.insufficientFunds);
      const withdrawalId = cashier.nextId('W');
      cashier.book(account, 'WITHDRAW', `-${amount}`, withdrawalId);
      const value: Withdrawal = {
        withdrawalId,
        amount,
        status: 'PENDING',
        accountId: payout.value.accountId,
        methodName: payout.value.methodName,
        accountName: payout.value.accountName,
        accountNumberMasked: payout.value.accountNumberMasked,
        createdAt: iso(cashier.now()),
      };
      cashier.withdrawals.push({ account, value, request: requestKey });
      return ok(value);
    },
    withdrawList: ({ account, query }) => {
      cashier.autoReceiveDue();
      return ok(page(newestOf(cashier.withdrawals, account), query));
    },
    withdrawConfirm: ({ account, body }) => {
      cashier.autoReceiveDue();
      const entry = cashier.withdrawals.find((w) => w.account === account && w.value.withdrawalId === body.withdrawalId);
      if (!entry) return fail(CASHIER_MESSAGES.notFound, CASHIER_ERROR_CODES.cashierNotFound);
      const outcome = body.outcome as WithdrawalStatus;
      const proofIds = body.proofIds as string[] | undefined;
      if (outcome === 'NOT_RECEIVED' && !proofIds?.length) return fail(PROOF_MESSAGES.required, PROOF_ERROR_CODES.proofRequired);
      if (outcome !== 'NOT_RECEIVED' && proofIds !== undefined) return badRequest('body field "proofIds" is only for the outcome NOT_RECEIVED');
      // A retry of the answer already given: the first answer stands (as the server).
      const received = body.receivedAmount === undefined ? undefined : new Big(String(body.receivedAmount)).toFixed(2);
      if (entry.value.status === outcome && entry.value.receivedAmount === received) return ok(entry.value);
      if (outcome === 'NOT_RECEIVED') {
        const own = cashier.proofs.filter((p) => p.account === account && p.value.withdrawalId === entry.value.withdrawalId && proofIds?.includes(p.value.proofId));
        if (own.length !== new Set(proofIds).size) return fail(PROOF_MESSAGES.required, PROOF_ERROR_CODES.proofRequired);
      }
      if (entry.value.status !== 'PAID') return fail(CASHIER_MESSAGES.state, CASHIER_ERROR_CODES.cashierState);
      if (outcome === 'PARTLY_RECEIVED') {
        if (body.receivedAmount === undefined) return fieldInvalid('receivedAmount', 'Input cannot be empty');
        const received = new Big(String(body.receivedAmount));
        if (received.lte(0) || received.gte(entry.value.amount)) return fail(`The amount must be more than 0.00 and less than ${entry.value.amount}`, CASHIER_ERROR_CODES.amountOutOfRange);
        entry.value = { ...entry.value, status: outcome, receivedAmount: received.toFixed(2) };
      } else {
        entry.value = { ...entry.value, status: outcome };
      }
      return ok(entry.value);
    },
    withdrawProofUpload: async ({ account, query, request }) => {
      cashier.autoReceiveDue();
      if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) return badRequest('send the proof images as multipart/form-data');
      const entry = cashier.withdrawals.find((w) => w.account === account && w.value.withdrawalId === query.withdrawalId);
      if (!entry) return fail(CASHIER_MESSAGES.notFound, CASHIER_ERROR_CODES.cashierNotFound);
      if (entry.value.status !== 'PAID') return fail(CASHIER_MESSAGES.state, CASHIER_ERROR_CODES.cashierState);
      const held = cashier.proofs.filter((p) => p.value.withdrawalId === entry.value.withdrawalId).length;
      if (held >= PROOF_MAX_COUNT) return fail(PROOF_MESSAGES.limit, PROOF_ERROR_CODES.proofLimit);
      let form: FormData;
      try {
        form = (await readRequestBody(request, 'multipart')) as FormData;
      } catch {
        return badRequest('send the proof images as multipart/form-data');
      }
      const files = form.getAll(PROOF_FILE_FIELD).filter((f): f is File => typeof f !== 'string');
      if (files.length === 0) return fail(PROOF_MESSAGES.required, PROOF_ERROR_CODES.proofRequired);
      const stored: WithdrawalProof[] = [];
      for (const file of files) {
        if (held + stored.length >= PROOF_MAX_COUNT) return fail(PROOF_MESSAGES.limit, PROOF_ERROR_CODES.proofLimit);
        if (file.size > PROOF_MAX_BYTES) return fail(PROOF_MESSAGES.tooLarge, PROOF_ERROR_CODES.proofTooLarge);
        // By content, as the server: the PNG signature or JPEG's SOI marker; the name and declared type are ignored.
        const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
        const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b);
        const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
        if ((!png && !jpeg) || file.size === 0) return fail(PROOF_MESSAGES.type, PROOF_ERROR_CODES.proofType);
        const id = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
        stored.push({ proofId: id, withdrawalId: entry.value.withdrawalId, contentType: png ? 'image/png' : 'image/jpeg', bytes: file.size, createdAt: iso(cashier.now()) });
      }
      cashier.proofs.push(...stored.map((value) => ({ account, value })));
      return ok({ proofs: stored });
    },
    transactionHistory: ({ account, query }) => {
      const kinds = query.type ? LEDGER_FILTER_KINDS[query.type as LedgerFilter] : undefined;
      const from = query.from ? Date.parse(`${query.from}T00:00:00.000Z`) : -Infinity;
      const to = query.to ? Date.parse(`${query.to}T00:00:00.000Z`) + 86_400_000 : Infinity;
      const list = newestOf(cashier.ledger, account).filter((e) => (!kinds || kinds.includes(e.kind)) && Date.parse(e.createdAt) >= from && Date.parse(e.createdAt) < to);
      return ok(page(list, query));
    },
    messages: ({ account, query }) => ok(page(newestOf(cashier.messages, account), query)),
    readMessages: ({ account, body }) => {
      const ids = body.messageIds as number[];
      for (const m of cashier.messages) if (m.account === account && ids.includes(m.value.messageId)) m.value = { ...m.value, read: true };
      return ok({ count: cashier.unreadOf(account) });
    },
    deleteMessages: ({ account, body }) => {
      const ids = body.messageIds as number[];
      const keep = cashier.messages.filter((m) => !(m.account === account && ids.includes(m.value.messageId)));
      cashier.messages.splice(0, cashier.messages.length, ...keep);
      return ok({ count: cashier.unreadOf(account) });
    },
    unreadCount: ({ account }) => ok({ count: cashier.unreadOf(account) }),
  };

  return memberEndpointHandlers({
    names: CASHIER_ENDPOINTS,
    route: (name) => (name === 'unreadCount' ? routes.unreadCount : cashierRoutes[name]),
    store,
    options: () => cashier.options,
    // As the server: a trial account is refused every cashier call but the unread count.
    trialAllowed: (name) => name === 'unreadCount',
    resolve: (name, call) => resolvers[name](call),
  });
}

function failureOf(forced: MockFailure): Response {
  return json({ success: false, value: forced.value ?? null, message: forced.message, errorCode: forced.errorCode }, forced.status ?? 200);
}
