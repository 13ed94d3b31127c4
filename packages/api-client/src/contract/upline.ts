/**
 * Transfer to the upline (spec §2 transferUpline; spec §6 "members can transfer to an upline"):
 * a member sends money from the main wallet to their own upline agent (the agent who invited
 * them), with the payment password, idempotent by `requestId`. The endpoints are in
 * `endpoints.ts` (`uplineInfo`, `transferUpline`); their routes in `cashierRoutes.ts`.
 */
import { Type, type Static } from 'typebox';
import { AmountInput, Instant, PaymentPassword, RequestId } from './cashier';
import { Money } from './entities';

/** The member's upline as the transfer page names it. */
export const Upline = Type.Object({
  /** The upline's account name. */
  account: Type.String(),
  /** The upline's nickname. */
  nickname: Type.String(),
});
/** @see Upline */
export type Upline = Static<typeof Upline>;

/**
 * What the transferUpline page needs: the upline (absent: the member has none, no transfer is
 * possible), the main wallet's balance, the smallest transfer and whether a payment password is set.
 */
export const UplineInfoValue = Type.Object({
  upline: Type.Optional(Upline),
  /** The main wallet (what can be sent). */
  balance: Money,
  /** The smallest amount a transfer may send. */
  minAmount: Money,
  hasPaymentPassword: Type.Boolean(),
});
/** @see UplineInfoValue */
export type UplineInfoValue = Static<typeof UplineInfoValue>;

/**
 * Body of a transfer to the upline: `requestId` (a UUID drawn once per submission, the
 * idempotency key: a retry with it and the same amount answers the first transfer and moves
 * nothing more), the `amount` (≤ 2 decimals, at least `minAmount`) and the payment password.
 */
export const UplineTransferBody = Type.Object({ requestId: RequestId, amount: AmountInput, paymentPassword: PaymentPassword }, { additionalProperties: false });
/** @see UplineTransferBody */
export type UplineTransferBody = Static<typeof UplineTransferBody>;

/** A transfer to the upline: what was sent, to whom, and the main wallet after it. */
export const UplineTransfer = Type.Object({
  /** The request id (lower case): the ledger entries' reference. */
  transferId: Type.String(),
  amount: Money,
  /** The member's main wallet after the transfer. */
  balance: Money,
  upline: Upline,
  createdAt: Instant,
});
/** @see UplineTransfer */
export type UplineTransfer = Static<typeof UplineTransfer>;
