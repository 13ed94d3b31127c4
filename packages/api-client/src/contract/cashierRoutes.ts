/**
 * The member centre's money endpoints (spec §2 depositv2, withdraw, transactionHistory,
 * messageV2), schema-free like `routes.ts` but kept apart from it: the player site's first load
 * carries only the core table, and the member centre registers these with the transport when its
 * chunk loads (`registerRoutes(cashierRoutes)`). `routes.test.ts` proves both tables together
 * match the endpoint table.
 */
import { type RouteDef, route } from './routes';

/** Method, path and session need of each cashier endpoint, by endpoint name. */
export const cashierRoutes = {
  depositChannels: route('GET', '/wps/v2/deposit/channels', 'required'),
  deposit: route('POST', '/wps/v2/deposit', 'required'),
  depositDetail: route('GET', '/wps/v2/deposit/detail', 'required'),
  depositList: route('GET', '/wps/v2/deposit/list', 'required'),
  payoutAccounts: route('GET', '/wps/v2/payout/accounts', 'required'),
  bindPayoutAccount: route('POST', '/wps/v2/payout/accounts', 'required', 'encrypted'),
  paymentPassword: route('PUT', '/wps/member/password/payment', 'required', 'encrypted'),
  uplineInfo: route('GET', '/wps/v2/transfer/upline', 'required'),
  transferUpline: route('POST', '/wps/v2/transfer/upline', 'required', 'encrypted'),
  withdrawInfo: route('GET', '/wps/v2/withdraw/info', 'required'),
  withdraw: route('POST', '/wps/v2/withdraw', 'required', 'encrypted'),
  withdrawList: route('GET', '/wps/v2/withdraw/list', 'required'),
  withdrawConfirm: route('POST', '/wps/v2/withdraw/confirm', 'required'),
  withdrawProofUpload: route('POST', '/wps/v2/withdraw/proof', 'required', 'multipart'),
  transactionHistory: route('GET', '/wps/v2/ledger', 'required'),
  messages: route('GET', '/wps/v2/messages', 'required'),
  readMessages: route('PUT', '/wps/v2/messages/read', 'required'),
  deleteMessages: route('DELETE', '/wps/v2/messages', 'required'),
  rebateInfo: route('GET', '/wps/v2/rebate', 'required'),
  rebateClaim: route('POST', '/wps/v2/rebate/claim', 'required'),
  personalProfit: route('GET', '/wps/v2/profit', 'required'),
} as const satisfies Record<string, RouteDef>;

/** Error codes of the cashier endpoints (docs/architecture.md "HTTP status"). */
export const CASHIER_ERROR_CODES = {
  /** An amount outside the channel's or the withdrawal's limits (message names them). */
  amountOutOfRange: 'cashier.amount.out.of.range',
  /** Unknown or disabled deposit channel, payout method or payout account. */
  cashierNotFound: 'cashier.not.found',
  /** The payment password is wrong, or none is set yet (`paymentPasswordMissing`). */
  paymentPasswordWrong: 'cashier.payment.password.wrong',
  /** A withdrawal or payout-account binding before a payment password was set. */
  paymentPasswordMissing: 'cashier.payment.password.missing',
  /** Too many payout accounts (at most 5) or the same number bound twice. */
  payoutAccountRefused: 'cashier.payout.account.refused',
  /** A confirmation for a withdrawal that is not PAID (or a deposit action in the wrong state). */
  cashierState: 'cashier.state.invalid',
  /** A rebate claim with nothing to pay (no valid bets since the last claim, or a rebate of 0.00). */
  rebateNothing: 'cashier.rebate.nothing',
  /** A rebate claim below the merchant's minimum claim (message names it). */
  rebateBelowMinimum: 'cashier.rebate.below.minimum',
  /** A transfer to the upline by a member who has none (spec §6). */
  uplineMissing: 'cashier.upline.missing',
} as const;
