/**
 * The provider → platform callback of a deposit (README "Deposits and the demo payment
 * provider"): `POST /wps/payment/callback`, a JSON body ({@link PaymentCallback}) signed with the
 * shared secret ({@link signCallback}). Not a contract endpoint: the lobby never calls it.
 * {@link verifyCallback} checks everything that needs no database (signature, timestamp, shape);
 * the deposit service checks the rest in its transaction (replay, amount, state).
 */
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { RequestError } from '../http/envelope.ts';
import { StatusError } from '../play/errors.ts';
import { CALLBACK_MAX_AGE_MS, SIGNATURE_HEADER, TIMESTAMP_HEADER, callbackSignatureValid } from './signature.ts';

/** Path of the callback route on the platform. */
export const CALLBACK_PATH = '/wps/payment/callback';

/** Error codes of refused callbacks (the provider's side of the wire, not the lobby's contract). */
export const CALLBACK_ERRORS = {
  /** HTTP 401: missing or wrong `X-Payment-Signature`, or no payment secret configured. */
  signature: 'payment.signature.invalid',
  /** HTTP 401: `X-Payment-Timestamp` more than 5 minutes from the platform's clock, or not the body's `timestamp`. */
  stale: 'payment.callback.stale',
  /** HTTP 409: a `callbackId` already seen for another deposit or provider transaction. */
  replayed: 'payment.callback.replayed',
  /** HTTP 400: the amount or currency is not the deposit's. */
  amountMismatch: 'payment.amount.mismatch',
} as const;

/** Provider outcomes of a payment. */
export const CALLBACK_STATUSES = ['APPROVED', 'DECLINED'] as const;

/** The body of a provider callback. */
export const PaymentCallback = Type.Object(
  {
    /** Unique per callback (a retry of the same callback keeps it): replays are refused. */
    callbackId: Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' }),
    /** The provider's transaction: a deposit is credited at most once per transaction. */
    providerTxnId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
    depositId: Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$' }),
    /** Decimal string with two decimals; must be the deposit's amount. */
    amount: Type.String({ pattern: '^\\d{1,16}\\.\\d{2}$' }),
    currency: Type.String({ pattern: '^[A-Z]{3}$' }),
    status: Type.Union([Type.Literal(CALLBACK_STATUSES[0]), Type.Literal(CALLBACK_STATUSES[1])]),
    /** Ms since the epoch; equals the `X-Payment-Timestamp` header. */
    timestamp: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
/** @see PaymentCallback */
export type PaymentCallback = Static<typeof PaymentCallback>;

/**
 * Checks a callback's signature, timestamp and shape.
 * @param input the secret (undefined = payments off: every callback refused), the clock (ms), the
 *   two headers and the raw body exactly as received
 * @returns the parsed callback
 * @throws StatusError 401 {@link CALLBACK_ERRORS}.signature or .stale
 * @throws RequestError (400) when the body is not a well-formed callback
 */
export function verifyCallback(input: { secret: string | undefined; now: number; headers: Record<string, string | string[] | undefined>; rawBody: string }): PaymentCallback {
  const header = (name: string) => {
    const value = input.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const timestamp = header(TIMESTAMP_HEADER);
  const signature = header(SIGNATURE_HEADER);
  if (!input.secret || !timestamp || !signature || !/^\d{1,16}$/.test(timestamp) || !callbackSignatureValid(input.secret, timestamp, input.rawBody, signature.toLowerCase())) {
    throw new StatusError(401, CALLBACK_ERRORS.signature, 'callback signature missing or invalid');
  }
  if (Math.abs(input.now - Number(timestamp)) > CALLBACK_MAX_AGE_MS) {
    throw new StatusError(401, CALLBACK_ERRORS.stale, 'callback timestamp is more than 5 minutes from the platform clock');
  }
  let body: unknown;
  try {
    body = JSON.parse(input.rawBody);
  } catch {
    throw new RequestError('callback body is not JSON');
  }
  if (!Value.Check(PaymentCallback, body)) {
    const first = Value.Errors(PaymentCallback, body)[0];
    throw new RequestError(`callback body is not a payment callback${first ? ` (${first.instancePath || 'body'}: ${first.message})` : ''}`);
  }
  if (String(body.timestamp) !== timestamp) throw new StatusError(401, CALLBACK_ERRORS.stale, 'callback body timestamp differs from X-Payment-Timestamp');
  return body;
}
