/**
 * Helpers of the account tests: a fake clock, calls by endpoint name (encrypted endpoints are
 * sealed with the server's public key once it serves one; form endpoints are form-encoded),
 * the client cookie, and row counts to prove that a failure wrote nothing.
 */
import { type EndpointName, endpoints } from '@gamehall/api-client/contract';
import { sealBody } from '@gamehall/api-client/crypto';
import { count, isNotNull } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import { type AppDb } from '../src/db/database.ts';
import * as t from '../src/db/schema.ts';

/** A settable clock. */
export interface FakeClock {
  (): Date;
  now(): number;
  advance(ms: number): void;
}

/** A clock starting at the real time, moved only by `advance`. */
export function fakeClock(start = Date.now()): FakeClock {
  let ms = start;
  const clock = (() => new Date(ms)) as FakeClock;
  clock.now = () => ms;
  clock.advance = (delta: number) => {
    ms += delta;
  };
  return clock;
}

/** An answer: status, envelope, and the cookies set. */
export interface Answer<V = unknown> {
  status: number;
  body: { success: boolean; value: V; message: string; errorCode?: string };
  cookies: Record<string, string>;
  headers: Record<string, unknown>;
}

/** Options of one call. */
export interface CallOptions {
  body?: unknown;
  query?: string;
  token?: string;
  /** Cookie header value, e.g. `gh_client=...`. */
  cookie?: string;
  ip?: string;
  /** Send the body as is (no sealing, no form encoding). */
  raw?: boolean;
  /** Client time of the sealed body in ms (default the server clock). */
  sealedAt?: number;
}

/**
 * Calls an endpoint by name.
 * @param app the app
 * @param name the endpoint
 * @param options body, query, token, cookie, client IP
 */
export async function call<V = unknown>(app: FastifyInstance, name: EndpointName, options: CallOptions = {}): Promise<Answer<V>> {
  const def = endpoints[name];
  const encoding = 'encoding' in def ? def.encoding : 'json';
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = options.token;
  if (options.cookie) headers.cookie = options.cookie;
  let payload: string | undefined;
  if (options.body !== undefined) {
    if (options.raw) {
      payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    } else if (encoding === 'form') {
      payload = new URLSearchParams(options.body as Record<string, string>).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (encoding === 'encrypted') {
      const key = await app.inject({ method: 'GET', url: endpoints.publicKey.path });
      const sealed = await sealBody(options.body, { method: def.method, path: def.path, key: key.json<{ value: never }>().value, now: options.sealedAt ?? app.platform.now() });
      payload = sealed.body;
      headers['content-type'] = 'application/json';
      headers.encryption = sealed.header;
    } else {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
  }
  const res = await app.inject({
    method: def.method,
    url: `${def.path}${options.query ?? ''}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
  return { status: res.statusCode, body: res.json(), cookies, headers: res.headers };
}

/** Row counts of the account tables (to prove a failure wrote nothing). */
/** Row counts of the account tables. */
export interface AccountCounts {
  members: number;
  wallets: number;
  sessions: number;
  revoked: number;
  smsCodes: number;
  usedSmsCodes: number;
  outbox: number;
}

export async function accountCounts(db: AppDb): Promise<AccountCounts> {
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  return {
    members: await n(db.select({ n: count() }).from(t.members)),
    wallets: await n(db.select({ n: count() }).from(t.wallets)),
    sessions: await n(db.select({ n: count() }).from(t.sessions)),
    revoked: await n(db.select({ n: count() }).from(t.sessions).where(isNotNull(t.sessions.revokedAt))),
    smsCodes: await n(db.select({ n: count() }).from(t.smsCodes)),
    usedSmsCodes: await n(db.select({ n: count() }).from(t.smsCodes).where(isNotNull(t.smsCodes.usedAt))),
    outbox: await n(db.select({ n: count() }).from(t.outbox)),
  };
}

/** The latest 6-digit code sent to a recipient, read from the dev outbox. */
export async function lastSmsCode(app: FastifyInstance, recipient: string): Promise<string> {
  const [message] = await app.platform.outbox.list({ recipient, limit: 1 });
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${recipient}`);
  return code;
}

/** A cookie header of the client id set by an answer (or kept from before). */
export const clientCookie = (answer: Answer, previous?: string): string | undefined => (answer.cookies.gh_client ? `gh_client=${answer.cookies.gh_client}` : previous);
