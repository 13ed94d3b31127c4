/**
 * The signatures between the platform and the demo payment provider (README "Deposits and the
 * demo payment provider"), both HMAC-SHA256 with the shared secret (`PAYMENT_SECRET`):
 * - a provider callback: `X-Payment-Signature: hex(HMAC-SHA256(secret, timestamp + '.' + rawBody))`
 *   with `X-Payment-Timestamp: <ms>`; the platform refuses a bad signature and a timestamp more
 *   than {@link CALLBACK_MAX_AGE_MS} away from its clock;
 * - a payment session (the `<session>` of `paymentUrl = <provider>/pay/<session>`): the deposit the
 *   hosted page shows, `base64url(JSON) + '.' + base64url(HMAC-SHA256(secret, 'session.' + base64url(JSON)))`,
 *   so the provider serves only pages the platform asked for, and keeps no state of its own.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header of a callback's timestamp (ms since the epoch, digits). */
export const TIMESTAMP_HEADER = 'x-payment-timestamp';
/** Header of a callback's signature (64 lower-case hex digits). */
export const SIGNATURE_HEADER = 'x-payment-signature';
/** How far a callback's timestamp may be from the platform's clock, either way (5 minutes). */
export const CALLBACK_MAX_AGE_MS = 5 * 60_000;

/**
 * The signature of a callback.
 * @param secret the shared secret
 * @param timestamp the `X-Payment-Timestamp` value (ms, as sent)
 * @param rawBody the exact bytes of the body, as UTF-8 text
 * @returns 64 lower-case hex digits
 */
export function signCallback(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/**
 * Whether a callback's signature is right, compared in constant time.
 * @param secret the shared secret
 * @param timestamp the `X-Payment-Timestamp` header
 * @param rawBody the body as received
 * @param signature the `X-Payment-Signature` header
 */
export function callbackSignatureValid(secret: string, timestamp: string, rawBody: string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signCallback(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** What a payment session tells the hosted page. */
export interface PaymentSession {
  /** The platform's deposit id. */
  depositId: string;
  /** Decimal string, two decimals. */
  amount: string;
  /** ISO 4217 code, e.g. `PHP`. */
  currency: string;
  /** The currency symbol shown (`₱`). */
  currencySymbol: string;
  /** The merchant's name shown on the page (`Gamehall`). */
  merchant: string;
  /** The channel's name (`GCash`). */
  channelName: string;
  /** The reference the player sees in the lobby's history. */
  reference: string;
  /** Where the browser goes after the choice (the lobby's `/member/depositv2?depositId=…`). */
  returnUrl: string;
}

const sessionMac = (secret: string, payload: string) => createHmac('sha256', secret).update(`session.${payload}`, 'utf8').digest('base64url');

/**
 * Seals a payment session into the URL-safe token of a payment URL.
 * @param secret the shared secret
 * @param session what the page shows
 * @returns `<payload>.<mac>`, base64url (about 400 characters)
 */
export function sealSession(secret: string, session: PaymentSession): string {
  const payload = Buffer.from(JSON.stringify(session), 'utf8').toString('base64url');
  return `${payload}.${sessionMac(secret, payload)}`;
}

/**
 * Opens a payment session token.
 * @param secret the shared secret
 * @param token the `<session>` path segment
 * @returns the session, or undefined when the token is malformed or not signed with `secret`
 */
export function openSession(secret: string, token: string): PaymentSession | undefined {
  const match = /^([A-Za-z0-9_-]{1,4000})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const expected = Buffer.from(sessionMac(secret, match[1]), 'base64url');
  const given = Buffer.from(match[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const value = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as Partial<PaymentSession>;
    const fields = ['depositId', 'amount', 'currency', 'currencySymbol', 'merchant', 'channelName', 'reference', 'returnUrl'] as const;
    if (fields.some((field) => typeof value[field] !== 'string')) return undefined;
    return value as PaymentSession;
  } catch {
    return undefined;
  }
}
