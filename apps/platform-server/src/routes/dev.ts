/**
 * Dev-only endpoints, registered only while dev tools are on (outside production, or
 * `DEV_TOOLS=1`): GET/PUT `/dev/switches` (maintenance, region restriction, the merchant's wallet
 * mode `singleWallet`, blocked ranges),
 * `/dev/outbox` and `/dev/outbox.html` (the SMS and e-mails the platform "sent"),
 * `/dev/captcha` (the calling client's current captcha answer, so e2e tests can solve it), and
 * POST `/dev/wallet/credit` (money on a member's main wallet, so e2e tests can bet with the
 * players they register, who start at 0.00).
 * In production (`NODE_ENV=production` with `DEV_TOOLS=1`, the local demo) they answer only
 * loopback clients and are a plain 404 for everyone else: the outbox holds every SMS code (an
 * account takeover through password reset) and the captcha answers defeat the captcha.
 */
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { NotFoundError, RequestError, fail, ok } from '../http/envelope.ts';
import { money } from '../play/money.ts';
import { ERROR_CODES } from '@gamehall/api-client/contract';
import { CLIENT_COOKIE } from './api.ts';
import { type PlatformServices } from '../services.ts';
import { parseCidr } from '../switches.ts';

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
 * Whether a request may use the dev endpoints: always outside production; in production only
 * from the machine itself: the TCP peer and the client IP (after `TRUST_PROXY`) are loopback and
 * no proxy header names another client. Behind a reverse proxy on the same machine, set
 * `TRUST_PROXY` so the real client IP is used (else every request looks local).
 * @param request the request
 * @param production `NODE_ENV === 'production'`
 */
export function devAllowed(request: FastifyRequest, production: boolean): boolean {
  if (!production) return true;
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}

/** Registers the dev endpoints (`production`: loopback clients only, see {@link devAllowed}). */
export function registerDevRoutes(app: FastifyInstance, services: PlatformServices, production = false): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!devAllowed(request, production)) return reply.code(404).send(fail(ERROR_CODES.notFound, `No route ${request.method} ${request.url.split('?')[0] ?? ''}`));
    return undefined;
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
    return ok({ account, amount, balance });
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
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:50rem;padding:1rem;color:#1b1b1f}article{border:1px solid #ccd;border-radius:8px;padding:.5rem 1rem;margin-block:.75rem}pre{white-space:pre-wrap;font-size:1rem;margin:.25rem 0}header{color:#445}</style></head>
<body><h1>Dev outbox</h1><p>SMS codes and e-mails the platform sent (newest first; never delivered to a real provider). This page refreshes every 5 s.</p>${rows || '<p>No messages yet.</p>'}</body></html>`;
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
  typed.get('/dev/captcha', { schema: { querystring: DevCaptchaQuery }, onRequest }, async (request, reply) => {
    const clientId = request.query.clientId ?? request.cookies[CLIENT_COOKIE];
    const answer = clientId ? await services.captcha.devAnswer(clientId) : undefined;
    if (!answer) return reply.code(404).send(fail(ERROR_CODES.notFound, 'No live captcha for this client'));
    void reply.header('Cache-Control', 'no-store');
    return ok({ answer });
  });
}
