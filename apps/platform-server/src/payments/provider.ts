/**
 * `buildPaymentProviderApp`: the demo payment provider (README "Deposits and the demo payment
 * provider"), a Fastify app of its own on its own port (`PAYMENT_PORT`, default 8083), standing
 * in for GCash or Maya's hosted checkout. It keeps no state and reads no database: everything it
 * knows about a deposit is in the payment URL's session, sealed by the platform with the shared
 * secret. Routes:
 * - `GET /pay/<session>`: the hosted page (merchant, amount, reference, Approve, Decline);
 * - `POST /pay/<session>` (form `decision=APPROVED|DECLINED`): sends the signed callback to the
 *   platform (`POST <platform>/wps/payment/callback`), retried on a network error or a 5xx
 *   ({@link CALLBACK_RETRY_DELAYS_MS}), then redirects the browser (303) to the session's return
 *   URL, whatever the platform answered (the lobby reads the deposit's state itself);
 * - `GET /`: a short index page.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import { ERROR_CODES } from '@gamehall/api-client/contract';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { envelopeErrorHandler, loggerOptions } from '../app.ts';
import { type ServerConfig } from '../config.ts';
import { fail } from '../http/envelope.ts';
import { addHsts, permissionsPolicy } from '../http/headers.ts';
import { CALLBACK_PATH, CALLBACK_STATUSES, type PaymentCallback } from './callback.ts';
import { providerCsp, renderInvalidPage, renderPaymentPage, renderProviderIndex } from './page.ts';
import { type PaymentSession, SIGNATURE_HEADER, TIMESTAMP_HEADER, openSession, signCallback } from './signature.ts';

/** Waits between callback tries: 3 tries in all (the first at once). */
export const CALLBACK_RETRY_DELAYS_MS: readonly number[] = [500, 1500];

/** A sent callback's answer: the HTTP status, or `network` when none came. */
export type CallbackAnswer = number | 'network';

/**
 * Sends one callback request (tests replace it with the platform's `inject`).
 * @param url the platform's callback URL
 * @param headers content type, timestamp and signature
 * @param body the raw JSON body
 * @returns the HTTP status
 */
export type CallbackSender = (url: string, headers: Record<string, string>, body: string) => Promise<number>;

/** Options of {@link buildPaymentProviderApp}. */
export interface BuildPaymentProviderOptions {
  config: ServerConfig;
  /** The secret shared with the platform (`PAYMENT_SECRET`, or drawn at a demo start). */
  secret: string;
  /** The platform's origin, read when a callback is sent (it may listen after the provider). */
  platformOrigin: () => string;
  /** Clock in ms (callback timestamps); default `Date.now`. */
  now?: () => number;
  /** How a callback is sent; default `fetch` with a 10 s time-out. */
  send?: CallbackSender;
  /** Waits between tries (ms); default {@link CALLBACK_RETRY_DELAYS_MS}. */
  retryDelaysMs?: readonly number[];
  /** Where log lines go (tests); default stdout. */
  logStream?: NodeJS.WritableStream;
}

/** Headers of every provider answer. */
const COMMON_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'permissions-policy': permissionsPolicy([]),
  'cross-origin-opener-policy': 'same-origin',
} as const;

const fetchSender: CallbackSender = async (url, headers, body) => {
  const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000), redirect: 'error' });
  return res.status;
};

/**
 * The provider's transaction id of a deposit: the same for every decision on it (so a second
 * click, or a decline then an approve, can never settle it twice), unguessable without the secret.
 * @param secret the shared secret
 * @param depositId the platform's deposit id
 * @returns `PT` and 24 hex digits
 */
export function providerTxnIdOf(secret: string, depositId: string): string {
  return `PT${createHmac('sha256', secret).update(`txn.${depositId}`, 'utf8').digest('hex').slice(0, 24)}`;
}

/**
 * Sends a callback, retrying on a network error or a 5xx: each try is signed afresh (a new
 * timestamp) and keeps the callback's id, so a try that did reach the platform is answered as a
 * duplicate by the next.
 * @param input the platform's callback URL, the secret, the callback without its timestamp, the clock, the sender and the waits
 * @returns every try's answer, in order (the last one decides)
 */
export async function sendCallback(input: {
  url: string;
  secret: string;
  callback: Omit<PaymentCallback, 'timestamp'>;
  now: () => number;
  send: CallbackSender;
  retryDelaysMs: readonly number[];
}): Promise<CallbackAnswer[]> {
  const answers: CallbackAnswer[] = [];
  for (let attempt = 0; attempt <= input.retryDelaysMs.length; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, input.retryDelaysMs[attempt - 1]));
    const timestamp = input.now();
    const body = JSON.stringify({ ...input.callback, timestamp } satisfies PaymentCallback);
    const headers = {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signCallback(input.secret, String(timestamp), body),
    };
    let answer: CallbackAnswer;
    try {
      answer = await input.send(input.url, headers, body);
    } catch {
      answer = 'network';
    }
    answers.push(answer);
    if (answer !== 'network' && answer < 500) break;
  }
  return answers;
}

/**
 * Builds the demo payment provider.
 * @param options config (log level, HSTS), the shared secret, the platform's origin, and test seams
 * @returns the Fastify instance, ready to `inject` or `listen`
 */
export async function buildPaymentProviderApp(options: BuildPaymentProviderOptions): Promise<FastifyInstance> {
  const { config, secret } = options;
  const now = options.now ?? Date.now;
  const send = options.send ?? fetchSender;
  const retryDelaysMs = options.retryDelaysMs ?? CALLBACK_RETRY_DELAYS_MS;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: 4 * 1024,
    trustProxy: (config.trustProxy ?? false) as boolean | string,
    // A session is about 500 characters (the sealed deposit).
    routerOptions: { maxParamLength: 2048 },
  });
  await app.register(fastifyFormbody);

  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) void reply.header(name, value);
  });
  addHsts(app, config.hsts);
  app.setErrorHandler(envelopeErrorHandler);
  app.setNotFoundHandler((request, reply) => reply.code(404).send(fail(ERROR_CODES.notFound, `No route ${request.method} ${request.url.split('?')[0] ?? ''}`)));

  const html = (reply: FastifyReply, status: number, render: (nonce: string) => string, returnOrigin?: string) => {
    const nonce = randomBytes(18).toString('base64');
    return reply.code(status).header('content-security-policy', providerCsp(nonce, returnOrigin)).type('text/html; charset=utf-8').send(render(nonce));
  };
  const opened = (token: string): PaymentSession | undefined => openSession(secret, token);

  app.get('/', async (_request, reply) => html(reply, 200, renderProviderIndex));

  app.get<{ Params: { session: string } }>('/pay/:session', async (request, reply) => {
    const session = opened(request.params.session);
    if (!session) return html(reply, 400, renderInvalidPage);
    return html(reply, 200, (nonce) => renderPaymentPage({ session, action: `/pay/${request.params.session}`, nonce }), new URL(session.returnUrl).origin);
  });

  app.post<{ Params: { session: string }; Body: Record<string, unknown> | undefined }>('/pay/:session', async (request, reply) => {
    const session = opened(request.params.session);
    if (!session) return html(reply, 400, renderInvalidPage);
    const decision = request.body?.decision;
    if (decision !== 'APPROVED' && decision !== 'DECLINED') {
      return reply.code(400).send(fail(ERROR_CODES.badRequest, `body field "decision" must be one of ${CALLBACK_STATUSES.join(', ')}`));
    }
    const answers = await sendCallback({
      url: `${options.platformOrigin()}${CALLBACK_PATH}`,
      secret,
      callback: {
        callbackId: randomUUID(),
        providerTxnId: providerTxnIdOf(secret, session.depositId),
        depositId: session.depositId,
        amount: session.amount,
        currency: session.currency,
        status: decision,
      },
      now,
      send,
      retryDelaysMs,
    });
    request.log.info({ depositId: session.depositId, decision, answers }, 'payment callback sent');
    return reply.code(303).header('location', session.returnUrl).send();
  });
  return app;
}
