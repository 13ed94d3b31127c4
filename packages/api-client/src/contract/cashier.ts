/**
 * Wire schemas of the member centre's money pages (spec §2 "Member centre pages": depositv2,
 * withdraw, transactionHistory, messageV2; spec §4 withdrawal confirmation and notification
 * messages): deposit channels and deposits, payout accounts, the payment password, withdrawals
 * and their confirmation, the ledger, platform messages. The spec names the pages and the
 * states, not the calls: paths and field names here are Gamehall's (docs/architecture.md "Our
 * server defines the wire format"). Money is a decimal string with two decimals.
 */
import { Type, type Static } from 'typebox';
import { LiteralUnion, Money } from './entities';

/** A positive amount a player types: up to 16 digits, at most 2 decimals (`"500"`, `"99.5"`). */
export const AmountInput = Type.String({ pattern: '^\\d{1,16}(\\.\\d{1,2})?$', description: 'positive decimal string, ≤ 2 decimals' });
/** A client-drawn UUID: the idempotency key of a money request (a retry with it changes nothing more). */
export const RequestId = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', description: 'UUID, idempotency key' });
/** An ISO 8601 instant (`2026-11-26T04:42:07.000Z`). */
export const Instant = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$', description: 'ISO 8601 instant, UTC' });
/** A calendar day `yyyy-MM-dd` (spec §5 date format), read in the merchant's time zone. */
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd' });
/** A 6-digit payment password (digits only, the field's standard form on payment screens). */
export const PaymentPassword = Type.String({ pattern: '^\\d{6}$', description: '6 digits' });

/** How a deposit channel takes money: `ONLINE` (the payment provider's page) or `BANK` (a bank transfer the operator checks). */
export const CHANNEL_KINDS = ['ONLINE', 'BANK'] as const;
/** @see CHANNEL_KINDS */
export const ChannelKind = LiteralUnion(CHANNEL_KINDS);
/** @see ChannelKind */
export type ChannelKind = Static<typeof ChannelKind>;

/** The merchant's bank account a bank-transfer deposit is paid into. */
export const BankDetails = Type.Object({
  bankName: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String(),
});
/** @see BankDetails */
export type BankDetails = Static<typeof BankDetails>;

/** A deposit channel of the merchant (e-wallets such as GCash and Maya, bank transfer), with its own limits. */
export const DepositChannel = Type.Object({
  channelId: Type.String({ pattern: '^[A-Z0-9_]{1,32}$' }),
  name: Type.String(),
  kind: ChannelKind,
  /** Smallest amount the channel takes (inclusive). */
  minAmount: Money,
  /** Largest amount the channel takes (inclusive). */
  maxAmount: Money,
  /** Amounts offered as one-tap choices, ascending, each within the limits. */
  presetAmounts: Type.Array(Money),
  /** Where to pay (BANK channels only). */
  bank: Type.Optional(BankDetails),
});
/** @see DepositChannel */
export type DepositChannel = Static<typeof DepositChannel>;

/** The deposit channels (page depositv2). */
export const DepositChannelsValue = Type.Object({ channels: Type.Array(DepositChannel) });
/** @see DepositChannelsValue */
export type DepositChannelsValue = Static<typeof DepositChannelsValue>;

/** Deposit states: `PENDING` (waiting for the provider or the operator), `CREDITED`, `FAILED` (declined, rejected or expired). */
export const DEPOSIT_STATUSES = ['PENDING', 'CREDITED', 'FAILED'] as const;
/** @see DEPOSIT_STATUSES */
export const DepositStatus = LiteralUnion(DEPOSIT_STATUSES);
/** @see DepositStatus */
export type DepositStatus = Static<typeof DepositStatus>;

/** Body of a new deposit: the channel, the amount (within the channel's limits) and the idempotency key. */
export const DepositBody = Type.Object(
  { requestId: RequestId, channelId: Type.String({ pattern: '^[A-Z0-9_]{1,32}$' }), amount: AmountInput },
  { additionalProperties: false },
);
/** @see DepositBody */
export type DepositBody = Static<typeof DepositBody>;

/** A deposit. ONLINE: `paymentUrl` is the provider's hosted page. BANK: `bank` and the `reference` to quote. */
export const Deposit = Type.Object({
  depositId: Type.String(),
  channelId: Type.String(),
  channelName: Type.String(),
  kind: ChannelKind,
  amount: Money,
  status: DepositStatus,
  /** The reference the player quotes on a bank transfer; also shown in the history. */
  reference: Type.String(),
  paymentUrl: Type.Optional(Type.String()),
  bank: Type.Optional(BankDetails),
  createdAt: Instant,
  /** When it was credited or failed. */
  settledAt: Type.Optional(Instant),
});
/** @see Deposit */
export type Deposit = Static<typeof Deposit>;

/** Payout methods: a bank or an e-wallet. */
export const PAYOUT_KINDS = ['BANK', 'EWALLET'] as const;
/** @see PAYOUT_KINDS */
export const PayoutKind = LiteralUnion(PAYOUT_KINDS);
/** @see PayoutKind */
export type PayoutKind = Static<typeof PayoutKind>;

/** A bank or e-wallet the merchant pays out to; `accountNumberPattern` is the number's format (a regular expression). */
export const PayoutMethod = Type.Object({
  methodCode: Type.String({ pattern: '^[A-Z0-9_]{1,32}$' }),
  name: Type.String(),
  kind: PayoutKind,
  accountNumberPattern: Type.String(),
});
/** @see PayoutMethod */
export type PayoutMethod = Static<typeof PayoutMethod>;

/** A payout account the member bound; the number is masked but for its last 4 digits. */
export const PayoutAccount = Type.Object({
  accountId: Type.Integer({ minimum: 1 }),
  methodCode: Type.String(),
  methodName: Type.String(),
  kind: PayoutKind,
  accountName: Type.String(),
  accountNumberMasked: Type.String(),
  createdAt: Instant,
});
/** @see PayoutAccount */
export type PayoutAccount = Static<typeof PayoutAccount>;

/** The member's payout accounts and the methods a new one can use. */
export const PayoutAccountsValue = Type.Object({ accounts: Type.Array(PayoutAccount), methods: Type.Array(PayoutMethod) });
/** @see PayoutAccountsValue */
export type PayoutAccountsValue = Static<typeof PayoutAccountsValue>;

/**
 * Body of binding a payout account: the method, the account name (the registration rules'
 * real-name pattern, field payeeName) and number, confirmed with the payment password.
 */
export const PayoutAccountBody = Type.Object(
  {
    methodCode: Type.String({ pattern: '^[A-Z0-9_]{1,32}$' }),
    accountName: Type.String({ minLength: 1, maxLength: 64 }),
    accountNumber: Type.String({ pattern: '^[0-9]{6,24}$' }),
    paymentPassword: PaymentPassword,
  },
  { additionalProperties: false },
);
/** @see PayoutAccountBody */
export type PayoutAccountBody = Static<typeof PayoutAccountBody>;

/** Body of setting (no `oldPaymentPassword`) or changing the payment password. */
export const PaymentPasswordBody = Type.Object(
  { oldPaymentPassword: Type.Optional(PaymentPassword), paymentPassword: PaymentPassword, confirmPaymentPassword: PaymentPassword },
  { additionalProperties: false },
);
/** @see PaymentPasswordBody */
export type PaymentPasswordBody = Static<typeof PaymentPasswordBody>;

/** What the withdraw page needs before a request. */
export const WithdrawInfoValue = Type.Object({
  minAmount: Money,
  maxAmount: Money,
  /** Main wallet balance. */
  balance: Money,
  /** What can be withdrawn now: the main wallet (money in vendor wallets must be transferred back first). */
  available: Money,
  /** Sum of the vendor wallets (transfer-wallet merchants; 0.00 on single-wallet ones). */
  vendorBalance: Money,
  hasPaymentPassword: Type.Boolean(),
  /** Minutes a paid-out withdrawal waits for the player's confirmation before it counts as received (spec §4). */
  confirmMinutes: Type.Integer({ minimum: 1 }),
});
/** @see WithdrawInfoValue */
export type WithdrawInfoValue = Static<typeof WithdrawInfoValue>;

/** Body of a withdrawal request. */
export const WithdrawBody = Type.Object(
  { requestId: RequestId, accountId: Type.Integer({ minimum: 1 }), amount: AmountInput, paymentPassword: PaymentPassword },
  { additionalProperties: false },
);
/** @see WithdrawBody */
export type WithdrawBody = Static<typeof WithdrawBody>;

/**
 * Withdrawal states (spec §4 withdrawal confirmation): `PENDING` (the operator has not decided),
 * `REJECTED` (money back in the same transaction), `PAID` (paid out, waiting for the player's
 * confirmation), then `RECEIVED`, `NOT_RECEIVED` (with proof), `PARTLY_RECEIVED` (with the
 * amount) or `AUTO_RECEIVED` (not confirmed in time: counts as received, no refund).
 */
export const WITHDRAWAL_STATUSES = ['PENDING', 'REJECTED', 'PAID', 'RECEIVED', 'NOT_RECEIVED', 'PARTLY_RECEIVED', 'AUTO_RECEIVED'] as const;
/** @see WITHDRAWAL_STATUSES */
export const WithdrawalStatus = LiteralUnion(WITHDRAWAL_STATUSES);
/** @see WithdrawalStatus */
export type WithdrawalStatus = Static<typeof WithdrawalStatus>;

/** A withdrawal. */
export const Withdrawal = Type.Object({
  withdrawalId: Type.String(),
  amount: Money,
  status: WithdrawalStatus,
  accountId: Type.Integer({ minimum: 1 }),
  methodName: Type.String(),
  accountName: Type.String(),
  accountNumberMasked: Type.String(),
  createdAt: Instant,
  /** When the operator paid it out. */
  paidAt: Type.Optional(Instant),
  /** PAID: the confirmation deadline, after which it counts as received. */
  confirmBy: Type.Optional(Instant),
  /** PARTLY_RECEIVED: what the player says arrived. */
  receivedAmount: Type.Optional(Money),
  /** REJECTED: the operator's reason. */
  rejectReason: Type.Optional(Type.String()),
});
/** @see Withdrawal */
export type Withdrawal = Static<typeof Withdrawal>;

/** The player's answers to a paid-out withdrawal (spec §4). */
export const CONFIRM_OUTCOMES = ['RECEIVED', 'NOT_RECEIVED', 'PARTLY_RECEIVED'] as const;

/**
 * Body of a withdrawal confirmation: `receivedAmount` only with PARTLY_RECEIVED (more than 0,
 * less than the amount); `proofIds` only with NOT_RECEIVED, where at least one is required.
 */
export const WithdrawConfirmBody = Type.Object(
  {
    withdrawalId: Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$' }),
    outcome: LiteralUnion(CONFIRM_OUTCOMES),
    receivedAmount: Type.Optional(AmountInput),
    /** NOT_RECEIVED only, and required there: ids of proof images uploaded for this withdrawal (`withdrawProofUpload`), 1 to 3. */
    proofIds: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Za-z0-9_-]{22}$' }), { minItems: 1, maxItems: 3, uniqueItems: true })),
  },
  { additionalProperties: false },
);
/** @see WithdrawConfirmBody */
export type WithdrawConfirmBody = Static<typeof WithdrawConfirmBody>;

/**
 * Ledger entry kinds (transactionHistory's type filter): deposits, withdrawals (and their
 * refunds), transfers between wallets, bets and payouts, bonuses, rebates, adjustments, and the
 * agent contracts' salaries and dividends (shown under no type filter).
 */
export const LEDGER_KINDS = [
  'OPENING',
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_REFUND',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'TRANSFER_UPLINE_OUT',
  'TRANSFER_DOWNLINE_IN',
  'TRANSFER_TO_DOWNLINE',
  'TRANSFER_FROM_UPLINE',
  'BET',
  'PAYOUT',
  'BONUS',
  'REBATE',
  'DEV_CREDIT',
  /** Salary of a daily, hourly or real-time salary contract (spec §3, §4; SETTLEMENT_LEDGER_KINDS). */
  'SALARY',
  /** Dividend of a dividend contract. */
  'DIVIDEND',
] as const;
/** @see LEDGER_KINDS */
export const LedgerKind = LiteralUnion(LEDGER_KINDS);
/** @see LedgerKind */
export type LedgerKind = Static<typeof LedgerKind>;

/** The type filter of transactionHistory: a group of ledger kinds (`REWARD`: bonuses and rebates, page bonusDetails). */
export const LEDGER_FILTERS = ['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BET', 'PAYOUT', 'BONUS', 'REBATE', 'REWARD'] as const;
/** @see LEDGER_FILTERS */
export const LedgerFilter = LiteralUnion(LEDGER_FILTERS);
/** @see LedgerFilter */
export type LedgerFilter = Static<typeof LedgerFilter>;

/**
 * The ledger kinds each transactionHistory `type` filter covers (the server's query and the
 * mocks read this one table). `TRANSFER` holds the transfers between wallets and to the upline
 * (spec §2 transferUpline) and an agent's transfers to downlines (issue 13); `REWARD` holds bonuses and rebates (page bonusDetails).
 */
export const LEDGER_FILTER_KINDS: Readonly<Record<LedgerFilter, readonly LedgerKind[]>> = {
  DEPOSIT: ['DEPOSIT'],
  WITHDRAW: ['WITHDRAW', 'WITHDRAW_REFUND'],
  TRANSFER: ['TRANSFER_IN', 'TRANSFER_OUT', 'TRANSFER_UPLINE_OUT', 'TRANSFER_DOWNLINE_IN', 'TRANSFER_TO_DOWNLINE', 'TRANSFER_FROM_UPLINE'],
  BET: ['BET'],
  PAYOUT: ['PAYOUT'],
  BONUS: ['BONUS'],
  REBATE: ['REBATE'],
  REWARD: ['BONUS', 'REBATE'],
};

/** One ledger entry: a change of one wallet (`MAIN` or a vendor code), `amount` signed, `balanceAfter` that wallet after it. */
export const LedgerEntry = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  kind: LedgerKind,
  wallet: Type.String(),
  amount: Money,
  balanceAfter: Money,
  /** The deposit, withdrawal, transfer or bet it belongs to. */
  reference: Type.String(),
  createdAt: Instant,
});
/** @see LedgerEntry */
export type LedgerEntry = Static<typeof LedgerEntry>;

/** Kinds of platform messages: the four notifications of spec §4, a transfer from a downline member (spec §6), and operator notices. */
export const MESSAGE_KINDS = ['DEPOSIT_CREDITED', 'DEPOSIT_FAILED', 'WITHDRAWAL_APPROVED', 'WITHDRAWAL_REJECTED', 'TRANSFER_FROM_DOWNLINE', 'NOTICE'] as const;
/** @see MESSAGE_KINDS */
export const MessageKind = LiteralUnion(MESSAGE_KINDS);
/** @see MessageKind */
export type MessageKind = Static<typeof MessageKind>;

/**
 * A platform message (page messageV2). A notification carries its `amount` and `reference`
 * (deposit or withdrawal id), so the client words it in the player's language; `title` and
 * `content` are the server's English text (operator notices are only that).
 */
export const PlatformMessage = Type.Object({
  messageId: Type.Integer({ minimum: 1 }),
  kind: MessageKind,
  title: Type.String(),
  content: Type.String(),
  amount: Type.Optional(Money),
  reference: Type.Optional(Type.String()),
  read: Type.Boolean(),
  createdAt: Instant,
});
/** @see PlatformMessage */
export type PlatformMessage = Static<typeof PlatformMessage>;

/** Body naming messages to mark read or delete (1–100 ids). */
export const MessageIdsBody = Type.Object(
  { messageIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }) },
  { additionalProperties: false },
);
/** @see MessageIdsBody */
export type MessageIdsBody = Static<typeof MessageIdsBody>;

/** Unread messages after a change (spec §7 CSP_unreadCount's count). */
export const UnreadValue = Type.Object({ count: Type.Integer({ minimum: 0 }) });
/** @see UnreadValue */
export type UnreadValue = Static<typeof UnreadValue>;

/**
 * A notification pushed over the socket (spec §4; `REALTIME.notificationEvent`): the platform
 * message it wrote (`messageId`, `kind`, `amount`, `reference`) and, when the main wallet changed,
 * the main wallet `balance` after it.
 */
export const NotificationEvent = Type.Object({
  memberId: Type.Integer({ minimum: 1 }),
  messageId: Type.Integer({ minimum: 1 }),
  kind: MessageKind,
  amount: Type.Optional(Money),
  reference: Type.Optional(Type.String()),
  balance: Type.Optional(Money),
});
/** @see NotificationEvent */
export type NotificationEvent = Static<typeof NotificationEvent>;
