/**
 * Dev tools, registered only in demo mode (`GAMEHALL_DEMO=1`, as `npm start` sets it, or outside
 * production; issue 10 §1): GET/PUT `/dev/switches` (maintenance, region restriction, the
 * merchant's wallet mode `singleWallet`, blocked ranges), `/dev/outbox` and `/dev/outbox.html`
 * (the SMS and e-mails the platform "sent"), `/dev/captcha` (the calling client's current captcha
 * answer, so e2e tests can solve it), and POST `/dev/wallet/credit` (money on a member's main
 * wallet, so e2e tests can bet with the players they register, who start at 0.00).
 * They answer only a client on this machine that reached the server directly ({@link devAllowed}):
 * the outbox holds every SMS code (an account takeover through password reset), the captcha
 * answers defeat the captcha and a credit makes money. Everyone else gets a plain 404.
 * POST `/dev/withdrawal/deadline` ends a paid-out withdrawal's confirmation window now (spec §4
 * withdrawal confirmation), so e2e tests see it counted as received without waiting.
 * POST `/dev/settlement/tick` `{ at? }` settles the agent contracts' closed periods up to now or
 * `at` (issue 13), so e2e tests see a salary paid without waiting for the schedule.
 * A production start registers none of them.
 */
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { BusinessError, NotFoundError, RequestError, fail, ok } from '../http/envelope.ts';
import { money } from '../play/money.ts';
import { CASHIER_ERROR_CODES, ERROR_CODES } from '@gamehall/api-client/contract';
import { CLIENT_COOKIE } from './api.ts';
import { type PlatformServices } from '../services.ts';
import { parseCidr } from '../switches.ts';
import { auditRequest } from '../security/audit.ts';
import { isLoopbackHost } from '../config.ts';
import { toWithdrawal } from '../cashier/withdrawals.ts';
import { cspHash } from '../http/headers.ts';

/** Body of PUT /dev/switches: every field optional; ranges are validated before anything is written. */
export const DevSwitchesBody = Type.Object(
  {
    maintenance: Type.Optional(Type.Boolean()),
    regionRestriction: Type.Optional(Type.Boolean()),
    /** The merchant's wallet mode: true = single wallet, false = transfer wallets (e2e runs both). */
    singleWallet: Type.Optional(Type.Boolean()),
    block: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100 })),
    unblock: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100 })),
  },
  { additionalProperties: false },
);

/** Query of `/dev/outbox`: exact recipient (`+639171234567` or an e-mail), at most `limit` (1–500). */
export const DevOutboxQuery = Type.Object(
  { recipient: Type.Optional(Type.String({ maxLength: 254 })), limit: Type.Optional(Type.String({ pattern: '^(?:[1-9]\\d{0,2})$' })) },
  { additionalProperties: false },
);

/** Query of `/dev/captcha`: a client id instead of the cookie. */
export const DevCaptchaQuery = Type.Object({ clientId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{22,64}$' })) }, { additionalProperties: false });

/** Ledger kind of a dev credit (per wallet, balance = sum of the ledger still holds). */
export const DEV_CREDIT_KIND = 'DEV_CREDIT';

/** Body of POST /dev/wallet/credit: the member's account name and an amount of 0.01–100000.00 (decimal string). */
export const DevCreditBody = Type.Object(
  {
    account: Type.String({ minLength: 1, maxLength: 64 }),
    amount: Type.String({ pattern: '^(?:100000(?:\\.0{1,2})?|[1-9]\\d{0,4}(?:\\.\\d{1,2})?|0\\.(?:[1-9]\\d?|0[1-9]))$' }),
  },
  { additionalProperties: false },
);

/** Body of POST /dev/withdrawal/deadline: the id of a PAID withdrawal (contract pattern). */
export const DevWithdrawalDeadlineBody = Type.Object({ withdrawalId: Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$' }) }, { additionalProperties: false });

/** Body of POST /dev/settlement/tick: the instant to settle up to (ISO 8601; default the server clock). */
export const DevSettlementTickBody = Type.Object(
  { at: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$', maxLength: 40 })) },
  { additionalProperties: false },
);

/** The outbox page's only style (inline, allowed by its hash in {@link OUTBOX_CSP}). */
const OUTBOX_STYLE =
  'body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:50rem;padding:1rem;color:#1b1b1f}article{border:1px solid #ccd;border-radius:8px;padding:.5rem 1rem;margin-block:.75rem}pre{white-space:pre-wrap;font-size:1rem;margin:.25rem 0}header{color:#445}';
/** The outbox page's Content-Security-Policy: nothing but its own style (issue 10 §2). */
export const OUTBOX_CSP = `default-src 'none'; style-src '${cspHash(OUTBOX_STYLE)}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

/**
 * Whether an address is loopback: IPv4 127.0.0.0/8 (also IPv4-mapped `::ffff:127.x.x.x`) or `::1`.
 * @param ip an IP address as Node reports it
 */
export function isLoopback(ip: string | undefined): boolean {
  if (!ip) return false;
  const v4 = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return true;
  return ip === '::1' || ip === '0:0:0:0:0:0:0:1';
}

/**
 * Request headers that a proxy, tunnel or load balancer adds: any of them means the TCP peer is
 * not the client, so a loopback peer proves nothing (`ssh -R`, socat and nginx all connect from
 * 127.0.0.1).
 */
export const PROXY_HEADERS: readonly string[] = ['forwarded', 'via', 'x-real-ip', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip', 'fastly-client-ip', 'x-cluster-client-ip', 'x-original-forwarded-for'];

/**
 * Whether a `Host` header names this machine: `localhost` (or a `*.localhost` name), an IPv4
 * loopback address or `[::1]`, with an optional port. Anything else is a name that resolved here
 * (DNS rebinding from a web page, a tunnel's public name) and is refused.
 * @param host the `Host` header
 */
export function isLoopbackHostHeader(host: string | undefined): boolean {
  if (!host) return false;
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:[\]]+)(?::\d{1,5})?$/.exec(host.trim());
  return match?.[1] !== undefined && isLoopbackHost(match[1]);
}

/** Why a dev request is refused (for the logs), or undefined when it is allowed. */
export type DevRefusal = 'peer' | 'host' | 'proxy' | 'origin' | 'content-type';

/**
 * Why a request may not use the dev tools (issue 10 §1), or undefined when it may: the TCP peer
 * is loopback, the `Host` is a loopback name or address ({@link isLoopbackHostHeader}), no proxy
 * header of any kind is present (`Forwarded`, `X-Forwarded-*`, `X-Real-IP`, `Via`, …:
 * {@link PROXY_HEADERS}), an `Origin` header (a browser's cross-site call) is a loopback origin,
 * and a body is JSON (a plain HTML form from another site cannot post one).
 * @param request the request
 */
export function devRefusal(request: FastifyRequest): DevRefusal | undefined {
  if (!isLoopback(request.socket.remoteAddress)) return 'peer';
  if (!isLoopbackHostHeader(request.headers.host)) return 'host';
  for (const name of Object.keys(request.headers)) {
    if (name.startsWith('x-forwarded-') || PROXY_HEADERS.includes(name)) return 'proxy';
  }
  const origin = request.headers.origin;
  if (origin !== undefined) {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return 'origin';
    }
    if (!isLoopbackHostHeader(host)) return 'origin';
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    const hasBody = request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0';
    if ((hasBody || request.headers['transfer-encoding'] !== undefined) && type !== 'application/json') return 'content-type';
  }
  return undefined;
}

/**
 * Whether a request may use the dev endpoints ({@link devRefusal} finds no reason to refuse).
 * @param request the request
 */
export function devAllowed(request: FastifyRequest): boolean {
  return devRefusal(request) === undefined;
}

/**
 * Registers the dev endpoints (demo mode only). Each answers only requests that
 * {@link devAllowed} accepts; a refused one is a plain 404 (a local caller's non-JSON body a 415),
 * its reason logged at warn. A credit writes the audit event `wallet.dev.credit` (issue 10 §4).
 *
 * POST `/dev/withdrawal/deadline` `{ withdrawalId }`: sets that PAID withdrawal's `confirm_by`
 * to now and runs `services.withdrawals.autoReceiveDue()` (what the app's 30 s sweep does), so it
 * is AUTO_RECEIVED at once; answers the withdrawal (contract `Withdrawal`). An unknown id is a
 * 404 `cashier.not.found`; one that is not PAID a 200 `cashier.state.invalid` (nothing changed).
 * @param app the platform app
 * @param services its services
 */
export function registerDevRoutes(app: FastifyInstance, services: PlatformServices): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    const refusal = devRefusal(request);
    if (refusal === undefined) return undefined;
    request.log.warn({ devRefusal: refusal, url: request.url.split('?')[0] }, 'dev tools refused');
    // A local caller with a form or text body learns what is wrong; everyone else sees nothing here.
    if (refusal === 'content-type') return reply.code(415).send(fail(ERROR_CODES.badRequest, 'The dev tools accept only application/json bodies'));
    return reply.code(404).send(fail(ERROR_CODES.notFound, `No route ${request.method} ${request.url.split('?')[0] ?? ''}`));
  };
  typed.get('/dev/switches', { onRequest }, async () => ok((await services.switches.read()).state));
  typed.put('/dev/switches', { schema: { body: DevSwitchesBody }, onRequest }, async (request) => {
    const body = request.body;
    for (const cidr of [...(body.block ?? []), ...(body.unblock ?? [])]) {
      try {
        parseCidr(cidr);
      } catch (error) {
        throw new RequestError((error as Error).message);
      }
    }
    if (body.maintenance !== undefined) await services.switches.set('maintenance', body.maintenance);
    if (body.regionRestriction !== undefined) await services.switches.set('regionRestriction', body.regionRestriction);
    if (body.singleWallet !== undefined) await services.wallets.setSingle(body.singleWallet);
    for (const cidr of body.block ?? []) await services.switches.block(cidr);
    for (const cidr of body.unblock ?? []) await services.switches.unblock(cidr);
    return ok((await services.switches.read()).state);
  });
  typed.post('/dev/settlement/tick', { schema: { body: DevSettlementTickBody }, onRequest }, async (request) => {
    const at = request.body.at ? new Date(request.body.at) : new Date(services.now());
    if (Number.isNaN(at.getTime())) throw new RequestError('body field "at" is not a valid instant');
    return ok({ at: at.toISOString(), ...(await services.settlement.settleDue(at)) });
  });
  typed.post('/dev/wallet/credit', { schema: { body: DevCreditBody }, onRequest }, async (request) => {
    const amount = money(request.body.amount);
    const account = request.body.account.toLowerCase();
    const db = services.database.db;
    const balance = await db.transaction(async (tx) => {
      const [member] = await tx.select({ id: t.members.id }).from(t.members).where(eq(t.members.account, account));
      if (!member) return undefined;
      const [row] = await tx
        .update(t.wallets)
        .set({ balance: sql`${t.wallets.balance} + ${amount}::numeric`, updatedAt: new Date(services.now()) })
        .where(eq(t.wallets.memberId, member.id))
        .returning({ balance: t.wallets.balance });
      if (!row) return undefined;
      const after = money(row.balance);
      await tx.insert(t.ledgerEntries).values({
        memberId: member.id,
        wallet: t.MAIN_WALLET,
        kind: DEV_CREDIT_KIND,
        amount,
        balanceAfter: after,
        reference: 'dev-credit',
        createdAt: new Date(services.now()),
      });
      return after;
    });
    if (balance === undefined) throw new NotFoundError(ERROR_CODES.notFound, `No wallet of account ${account}`);
    auditRequest(request, { event: 'wallet.dev.credit', account, amount, balance });
    return ok({ account, amount, balance });
  });
  typed.post('/dev/withdrawal/deadline', { schema: { body: DevWithdrawalDeadlineBody }, onRequest }, async (request) => {
    const { withdrawalId } = request.body;
    const row = await services.withdrawals.find(withdrawalId);
    if (!row) throw new NotFoundError(CASHIER_ERROR_CODES.cashierNotFound, `No withdrawal ${withdrawalId}`);
    const due = await services.database.db
      .update(t.withdrawals)
      .set({ confirmBy: new Date(services.now()) })
      .where(and(eq(t.withdrawals.withdrawalId, withdrawalId), eq(t.withdrawals.status, 'PAID')))
      .returning({ withdrawalId: t.withdrawals.withdrawalId });
    if (due.length === 0) throw new BusinessError(CASHIER_ERROR_CODES.cashierState, `Withdrawal ${withdrawalId} is ${row.status}, not PAID`);
    await services.withdrawals.autoReceiveDue();
    const after = await services.withdrawals.find(withdrawalId);
    if (!after) throw new Error('withdrawal vanished');
    return ok(toWithdrawal(after));
  });
  typed.get('/dev/outbox', { schema: { querystring: DevOutboxQuery }, onRequest }, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return ok(await services.outbox.list({ recipient: request.query.recipient, limit: request.query.limit ? Number(request.query.limit) : 100 }));
  });
  typed.get('/dev/outbox.html', { schema: { querystring: DevOutboxQuery }, onRequest }, async (request, reply) => {
    const messages = await services.outbox.list({ recipient: request.query.recipient, limit: request.query.limit ? Number(request.query.limit) : 100 });
    const rows = messages
      .map(
        (m) =>
          `<article><header><b>${escapeHtml(m.channel.toUpperCase())}</b> to <code>${escapeHtml(m.recipient)}</code> · ${escapeHtml(m.subject)} · <time>${escapeHtml(m.createdAt)}</time></header><pre>${escapeHtml(m.body)}</pre></article>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Gamehall dev outbox</title>
<style>${OUTBOX_STYLE}</style></head>
<body><h1>Dev outbox</h1><p>SMS codes and e-mails the platform sent (newest first; never delivered to a real provider). This page refreshes every 5 s.</p>${rows || '<p>No messages yet.</p>'}</body></html>`;
    return reply.header('Cache-Control', 'no-store').header('Content-Security-Policy', OUTBOX_CSP).type('text/html; charset=utf-8').send(html);
  });
  typed.get('/dev/captcha', { schema: { querystring: DevCaptchaQuery }, onRequest }, async (request, reply) => {
    const clientId = request.query.clientId ?? request.cookies[CLIENT_COOKIE];
    const answer = clientId ? await services.captcha.devAnswer(clientId) : undefined;
    if (!answer) return reply.code(404).send(fail(ERROR_CODES.notFound, 'No live captcha for this client'));
    void reply.header('Cache-Control', 'no-store');
    return ok({ answer });
  });
}
