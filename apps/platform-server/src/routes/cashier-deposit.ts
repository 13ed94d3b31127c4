/**
 * Handlers of the deposit and platform-message endpoints (spec §2 depositv2, messageV2; §4
 * notifications; §7 CSP_unreadCount): depositChannels, deposit, depositDetail, depositList,
 * messages, readMessages, deleteMessages, unreadCount; and the payment provider's callback route
 * (`POST /wps/payment/callback`, not a contract endpoint: the provider calls it, never the lobby).
 * The work is in src/cashier (DepositService, MessageService) and src/payments (signatures).
 */
import { type DepositStatus } from '@gamehall/api-client/contract';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { DEPOSIT_PAGE_DEFAULT, settlementAudit } from '../cashier/deposits.ts';
import { MESSAGE_PAGE_DEFAULT } from '../cashier/messages.ts';
import { ok } from '../http/envelope.ts';
import { CALLBACK_PATH, verifyCallback } from '../payments/callback.ts';
import { auditRequest } from '../security/audit.ts';
import { type PlatformServices } from '../services.ts';
import { type Handlers } from './api.ts';
import { PAGE_MAX, boundedInt } from './paging.ts';

type DepositEndpoint = 'depositChannels' | 'deposit' | 'depositDetail' | 'depositList' | 'messages' | 'readMessages' | 'deleteMessages' | 'unreadCount';

/** Largest callback body accepted, in bytes (a callback is under 400). */
export const CALLBACK_BODY_LIMIT = 4 * 1024;

/**
 * The lobby origin a payment returns to. The request's `Origin` header counts only when it is the
 * site the request was sent to (same host) or a loopback origin (a dev server on another port):
 * a caller cannot make the provider's page send a payer to another site. Otherwise the origin
 * the request was sent to (the lobby served with the API, `STATIC_DIR`).
 * @param request the deposit request
 */
export function lobbyOriginOf(request: FastifyRequest): string {
  const own = `${request.protocol}://${request.host}`;
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || !/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(origin)) return own;
  const { hostname, host } = new URL(origin);
  const loopback = hostname === 'localhost' || hostname === '[::1]' || /^127\./.test(hostname);
  return host === request.host || loopback ? origin : own;
}

const paging = (query: { pageNo?: string; pageSize?: string }, fallback: number) => ({
  pageNo: boundedInt(query.pageNo, 1, 'pageNo', 1, 100_000),
  pageSize: boundedInt(query.pageSize, fallback, 'pageSize', 1, PAGE_MAX),
});

/** The deposit and message handlers, merged into the contract's handler map by api.ts; a new deposit writes the audit event `deposit.created`. */
export const depositHandlers: Pick<Handlers, DepositEndpoint> = {
  async depositChannels({ services }) {
    return services.deposits.channels();
  },
  async deposit({ body, session, services, request }) {
    const deposit = await services.deposits.create(session.member, body, lobbyOriginOf(request));
    // A retried requestId answers the first deposit and is recorded again (like wallet.transfer).
    auditRequest(request, {
      event: 'deposit.created',
      account: session.member.account,
      memberId: session.member.id,
      depositId: deposit.depositId,
      channelId: deposit.channelId,
      amount: deposit.amount,
    });
    return deposit;
  },
  async depositDetail({ query, session, services, request }) {
    return services.deposits.detail(session.member, query.depositId, lobbyOriginOf(request));
  },
  async depositList({ query, session, services, request }) {
    return services.deposits.list(session.member, { status: query.status as DepositStatus | undefined, ...paging(query, DEPOSIT_PAGE_DEFAULT) }, lobbyOriginOf(request));
  },
  async messages({ query, session, services }) {
    return services.messages.list(session.member.id, paging(query, MESSAGE_PAGE_DEFAULT));
  },
  async readMessages({ body, session, services }) {
    return services.messages.markRead(session.member.id, body.messageIds);
  },
  async deleteMessages({ body, session, services }) {
    return services.messages.delete(session.member.id, body.messageIds);
  },
  async unreadCount({ session, services }) {
    return { count: await services.messages.unreadCount(session.member.id) };
  },
};

/**
 * Registers the payment provider's callback route, `POST /wps/payment/callback`, in a context of
 * its own whose JSON parser keeps the raw body (the signature covers the exact bytes): signature
 * and timestamp checked ({@link verifyCallback}), then the deposit settled once
 * (`DepositService.applyCallback`). Answers `{ success: true, value: { depositId, status, duplicate } }`;
 * a refusal is a 4xx envelope (401 signature or stale, 400 malformed or amount mismatch, 404 unknown
 * deposit, 409 replayed callback id or settled otherwise) and writes nothing.
 * @param app the platform app
 * @param services its services (`paymentSecret` undefined = every callback refused)
 */
export function registerPaymentCallbackRoute(app: FastifyInstance, services: PlatformServices): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(CALLBACK_PATH, async (request) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const callback = verifyCallback({ secret: services.paymentSecret, now: services.now(), headers: request.headers, rawBody });
      const outcome = await services.deposits.applyCallback(callback);
      const audit = settlementAudit(outcome, 'provider');
      if (audit) auditRequest(request, audit);
      return ok({ depositId: outcome.deposit.depositId, status: outcome.deposit.status, duplicate: !outcome.changed });
    });
  });
}
