/**
 * The audit log of issue 10 §4: security events are records at the `audit` level (45), printed
 * with `LOG_LEVEL=warn`, carrying account, member, client address and reason codes but never a
 * password, token or `Authorization` value; database errors are logged by code and constraint,
 * never with their parameters.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { type LoginValue, type WalletTransferValue } from '@gamehall/api-client/contract';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/admin/commands.ts';
import { buildApp } from '../src/app.ts';
import { type Database } from '../src/db/database.ts';
import * as t from '../src/db/schema.ts';
import { AUDIT_LEVEL, AuditLog, redactDatabaseMessage, serializeError, streamAuditLogger } from '../src/security/audit.ts';
import { TooManyRequestsError } from '../src/security/rateLimiter.ts';
import { SEEDED_PASSWORD } from '../src/seed/accounts.ts';
import { createServices } from '../src/services.ts';
import { call, lastSmsCode } from './accountHelpers.ts';
import { seededDatabase, testConfig } from './helpers.ts';

/** Collects every log line written to it. */
class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.lines.push(...String(chunk).split('\n').filter((line) => line.trim() !== ''));
    done();
  }
  /** Everything written, as one text. */
  get text(): string {
    return this.lines.join('\n');
  }
  /** The parsed records (pino JSON lines). */
  records(): Record<string, unknown>[] {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }
  /** Every string value of every record, nested ones too. */
  strings(): string[] {
    const out: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === 'string') out.push(value);
      else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) walk(item);
    };
    for (const record of this.records()) walk(record);
    return out;
  }
  /** The audit records of one event. */
  audits(event: string): Record<string, unknown>[] {
    return this.records().filter((record) => record.audit === event);
  }
}

const WRONG_PASSWORD = 'Not-The-Password-42';
const NEW_PASSWORD = 'Velvet7319Harbour';
const RESET_PASSWORD = 'Orchard55Lantern';
/** What a failed insert would put in the logs if parameters leaked. */
const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$U2VjcmV0U2FsdA$LeakedHashValueLeakedHashValue';
const SECRET_EMAIL = 'leak.me@audit.example';
const SECRET_MOBILE = '9998887777';

let database: Database;
let app: FastifyInstance;
const logs = new LogCapture();
/** Every session token and `Authorization` value the tests used. */
const tokens: string[] = [];

beforeAll(async () => {
  database = await seededDatabase();
  app = await buildApp({ database, config: testConfig({ logLevel: 'warn' }), logStream: logs });
  // Test routes, registered before the app is ready: a 429 and a failed insert reach the envelope error handler.
  app.get('/test/limited', async () => {
    throw new TooManyRequestsError();
  });
  app.post('/test/duplicate', async () => {
    const now = new Date();
    await database.db.insert(t.members).values({
      account: 'player1',
      nickname: 'Duplicate',
      type: 0,
      passwordHash: SECRET_HASH,
      passwordChangedAt: now,
      registeredAt: now,
      email: SECRET_EMAIL,
      mobileNum: SECRET_MOBILE,
      countryDialingCode: '63',
    });
    return { ok: true };
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const login = async (username: string, password: string, ip: string) => {
  const res = await call<LoginValue>(app, 'login', { body: { type: 'username', username, password }, ip });
  if (res.body.success) tokens.push(res.body.value.token);
  return res;
};

describe('audit records at LOG_LEVEL=warn', () => {
  it('records a failed login with account, address and reason code, and a captcha failure', async () => {
    const wrong = await login('Player1', WRONG_PASSWORD, '203.0.113.7');
    expect(wrong.body.errorCode).toBe('login.failed');
    // The account now needs the captcha: the next attempt without one is refused for it.
    const noCaptcha = await login('player1', WRONG_PASSWORD, '203.0.113.7');
    expect(noCaptcha.body.errorCode).toBe('captcha.invalid');
    const failed = logs.audits('login.failed');
    expect(failed).toEqual([
      expect.objectContaining({ level: AUDIT_LEVEL, audit: 'login.failed', account: 'player1', ip: '203.0.113.7', reason: 'login.failed', loginType: 'username', route: '/wps/session/login' }),
      expect.objectContaining({ audit: 'login.failed', account: 'player1', ip: '203.0.113.7', reason: 'captcha.invalid' }),
    ]);
    expect(logs.audits('captcha.failed')).toEqual([expect.objectContaining({ level: AUDIT_LEVEL, ip: '203.0.113.7', reason: 'captcha.invalid', route: '/wps/session/login' })]);
    expect(logs.text).not.toContain(WRONG_PASSWORD);
  });

  it('records a successful login with account, member id and address', async () => {
    const res = await login('player2', SEEDED_PASSWORD, '198.51.100.23');
    expect(res.body.success).toBe(true);
    const [record] = logs.audits('login.succeeded');
    expect(record).toMatchObject({ level: AUDIT_LEVEL, account: 'player2', ip: '198.51.100.23', loginType: 'username' });
    expect(typeof record?.memberId).toBe('number');
    expect(logs.text).not.toContain(SEEDED_PASSWORD);
  });

  it('records a login by one-time code and a refused code, never the code', async () => {
    const session = await login('agent2', SEEDED_PASSWORD, '198.51.100.31');
    const issued = await call<{ code: string }>(app, 'loginCode', { token: session.body.value.token, ip: '198.51.100.31' });
    const used = await call<LoginValue>(app, 'loginCodeExchange', { body: { code: issued.body.value.code }, ip: '198.51.100.32' });
    expect(used.body.success).toBe(true);
    tokens.push(used.body.value.token);
    expect((await call(app, 'loginCodeExchange', { body: { code: issued.body.value.code }, ip: '198.51.100.33' })).body.errorCode).toBe('login.code.invalid');
    expect(logs.audits('login.code.issued')).toEqual([expect.objectContaining({ level: AUDIT_LEVEL, account: 'agent2', ip: '198.51.100.31', route: '/wps/session/loginCode' })]);
    expect(logs.audits('login.succeeded').at(-1)).toMatchObject({ level: AUDIT_LEVEL, account: 'agent2', ip: '198.51.100.32', loginType: 'code', memberId: expect.any(Number) });
    expect(logs.audits('login.failed').at(-1)).toMatchObject({ level: AUDIT_LEVEL, ip: '198.51.100.33', loginType: 'code', reason: 'login.code.invalid' });
    expect(logs.text).not.toContain(issued.body.value.code);
  });

  it('records a password change with the revocation of the other sessions, and a logout', async () => {
    const first = await login('player2', SEEDED_PASSWORD, '198.51.100.24');
    const second = await login('player2', SEEDED_PASSWORD, '198.51.100.24');
    const token = second.body.value.token;
    const refused = await call(app, 'changePassword', { token, body: { oldPassword: WRONG_PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD }, ip: '198.51.100.24' });
    expect(refused.body.errorCode).toBe('member.password.old.wrong');
    expect(logs.audits('password.change.failed')).toEqual([expect.objectContaining({ level: AUDIT_LEVEL, account: 'player2', reason: 'member.password.old.wrong' })]);
    const changed = await call(app, 'changePassword', { token, body: { oldPassword: SEEDED_PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD }, ip: '198.51.100.24' });
    expect(changed.body.success).toBe(true);
    expect(logs.audits('password.changed')).toEqual([expect.objectContaining({ level: AUDIT_LEVEL, account: 'player2', ip: '198.51.100.24' })]);
    expect(logs.audits('session.revoked')).toEqual([expect.objectContaining({ account: 'player2', reason: 'password.changed', scope: 'others' })]);
    // The first session was revoked by the change.
    expect((await call(app, 'memberInfo', { token: first.body.value.token })).status).toBe(401);
    const out = await call(app, 'logout', { token, ip: '198.51.100.24' });
    expect(out.body.success).toBe(true);
    expect(logs.audits('session.revoked')[1]).toMatchObject({ level: AUDIT_LEVEL, account: 'player2', ip: '198.51.100.24', reason: 'logout', scope: 'this' });
    expect(logs.text).not.toContain(NEW_PASSWORD);
  });

  it('records a password reset by SMS code (every earlier session revoked) and a refused one, never the code', async () => {
    const mobile = { mobileNum: '9171234567', countryDialingCode: '63' };
    expect((await call(app, 'smsNoLogin', { body: mobile, ip: '198.51.100.40' })).body.success).toBe(true);
    const code = await lastSmsCode(app, '+639171234567');
    const body = { ...mobile, newPassword: RESET_PASSWORD, confirmNewPassword: RESET_PASSWORD };
    const wrong = await call(app, 'passwordVerification', { body: { ...body, verificationCode: code === '000000' ? '111111' : '000000' }, ip: '198.51.100.40' });
    expect(wrong.body.errorCode).toBe('sms.code.invalid');
    const reset = await call<LoginValue>(app, 'passwordVerification', { body: { ...body, verificationCode: code }, ip: '198.51.100.40' });
    expect(reset.body.success).toBe(true);
    tokens.push(reset.body.value.token);
    expect(logs.audits('password.reset.failed')).toEqual([expect.objectContaining({ level: AUDIT_LEVEL, ip: '198.51.100.40', reason: 'sms.code.invalid' })]);
    expect(logs.audits('password.reset')).toEqual([expect.objectContaining({ level: AUDIT_LEVEL, account: 'player1', ip: '198.51.100.40' })]);
    expect(logs.audits('session.revoked').at(-1)).toMatchObject({ account: 'player1', reason: 'password.reset', scope: 'all' });
    // Only text fields can hold it (a 6-digit run may occur inside a timestamp or a pid by chance).
    expect(logs.strings().some((text) => text.includes(code))).toBe(false);
    expect(logs.text).not.toContain(RESET_PASSWORD);
  });

  it('records a wallet transfer', async () => {
    await app.platform.wallets.setSingle(false);
    const { body } = await login('agent41', SEEDED_PASSWORD, '198.51.100.30');
    const transferId = randomUUID();
    const res = await call<WalletTransferValue>(app, 'walletTransfer', { token: body.value.token, body: { transferId, vassalage: 'JDB', direction: 'IN', amount: '12.34' } });
    expect(res.body.success).toBe(true);
    await app.platform.wallets.setSingle(true);
    expect(logs.audits('wallet.transfer')).toEqual([
      expect.objectContaining({ level: AUDIT_LEVEL, account: 'agent41', transferId, vassalage: 'JDB', direction: 'IN', amount: '12.34', balance: '7987.66' }),
    ]);
  });

  it('records a dev credit', async () => {
    const res = await app.inject({ method: 'POST', url: '/dev/wallet/credit', payload: { account: 'Player1', amount: '5' } });
    expect(res.statusCode).toBe(200);
    expect(logs.audits('wallet.dev.credit')).toEqual([
      expect.objectContaining({ level: AUDIT_LEVEL, account: 'player1', amount: '5.00', balance: '1005.00', route: '/dev/wallet/credit' }),
    ]);
  });

  it('records admin commands of the socket (app logger) and the CLI (stderr lines), never the one-time password', async () => {
    expect(await runAdminCommand(app.platform, { cmd: 'maintenance', on: true })).toMatchObject({ ok: true });
    expect(await runAdminCommand(app.platform, { cmd: 'maintenance', on: false })).toMatchObject({ ok: true });
    const agent = await runAdminCommand(app.platform, { cmd: 'create-agent', account: 'Boss9' });
    expect(agent.ok).toBe(true);
    const oneTimePassword = agent.ok ? /one-time password (\S+)/.exec(agent.message)?.[1] : undefined;
    expect(oneTimePassword).toBeTruthy();
    expect(await runAdminCommand(app.platform, { cmd: 'block', cidr: 'not a range' })).toMatchObject({ ok: false });
    expect(logs.audits('admin.command')).toEqual([
      expect.objectContaining({ level: AUDIT_LEVEL, command: 'maintenance', target: 'on', via: 'socket', ok: true }),
      expect.objectContaining({ command: 'maintenance', target: 'off', via: 'socket', ok: true }),
      expect.objectContaining({ command: 'create-agent', target: 'boss9', via: 'socket', ok: true }),
      expect.objectContaining({ command: 'block', target: 'not a range', ok: false }),
    ]);
    expect(logs.text).not.toContain(String(oneTimePassword));

    const stderr = new LogCapture();
    const cli = createServices(database, undefined, { audit: new AuditLog(streamAuditLogger(stderr)) });
    expect(await runAdminCommand(cli, { cmd: 'status' }, 'cli')).toMatchObject({ ok: true });
    expect(stderr.records()).toEqual([expect.objectContaining({ level: AUDIT_LEVEL, audit: 'admin.command', msg: 'admin.command', command: 'status', via: 'cli', ok: true })]);
  });

  it('records a 429 as request.blocked', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/limited', remoteAddress: '192.0.2.44' });
    expect(res.statusCode).toBe(429);
    expect(logs.audits('request.blocked')).toEqual([expect.objectContaining({ level: AUDIT_LEVEL, ip: '192.0.2.44', reason: 'request.too.many', route: '/test/limited' })]);
  });

  it('logs a database error by code and constraint, never its query, parameters or detail', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/duplicate' });
    expect(res.statusCode).toBe(500);
    const [line] = logs.records().filter((record) => record.msg === 'unhandled error');
    expect(line?.err).toMatchObject({ type: 'DrizzleQueryError', code: '23505', constraint: 'members_account_idx', table: 'members', severity: 'ERROR' });
    for (const secret of [SECRET_HASH, 'LeakedHashValue', SECRET_EMAIL, SECRET_MOBILE, 'params:', 'insert into', 'Key (account)']) expect(logs.text).not.toContain(secret);
  });

  it('never writes a password, a session token or an Authorization value in any line', () => {
    expect(tokens.length).toBeGreaterThanOrEqual(5);
    for (const secret of [SEEDED_PASSWORD, WRONG_PASSWORD, NEW_PASSWORD, RESET_PASSWORD, ...tokens, ...tokens.map((token) => `Bearer ${token}`)]) {
      expect(logs.text).not.toContain(secret);
    }
    expect(logs.text).not.toMatch(/authorization/i);
    // Every audit record is at the audit level, between warn and error.
    for (const record of logs.records().filter((r) => r.audit !== undefined)) expect(record.level).toBe(AUDIT_LEVEL);
  });
});

describe('serializeError', () => {
  const pgError = () =>
    Object.assign(new Error('duplicate key value violates unique constraint "members_email_idx"'), {
      name: 'error',
      code: '23505',
      severity: 'ERROR',
      constraint: 'members_email_idx',
      table: 'members',
      detail: `Key (email)=(${SECRET_EMAIL}) already exists.`,
      where: 'somewhere',
      query: 'insert into members …',
      params: [SECRET_HASH, SECRET_EMAIL],
    });

  it("keeps a PostgreSQL error's code, constraint, table and severity, drops detail, query, parameters and stack", () => {
    const safe = serializeError(pgError());
    expect(safe).toEqual({ type: 'DatabaseError', code: '23505', constraint: 'members_email_idx', table: 'members', severity: 'ERROR', message: 'duplicate key value violates unique constraint "members_email_idx"' });
    expect(serializeError(safe)).toEqual(safe);
  });

  it("replaces drizzle's DrizzleQueryError (SQL and parameters in its message) by its cause's fields", () => {
    const wrapped = new DrizzleQueryError('insert into "members" ("email") values ($1)', [SECRET_EMAIL, SECRET_HASH], pgError());
    const safe = serializeError(wrapped);
    expect(safe).toMatchObject({ type: 'DrizzleQueryError', code: '23505', constraint: 'members_email_idx' });
    const text = JSON.stringify(safe);
    for (const secret of [SECRET_EMAIL, SECRET_HASH, 'insert into', 'Key (email)']) expect(text).not.toContain(secret);
  });

  it('redacts values quoted in a database message, keeps identifiers, and keeps other errors whole', () => {
    expect(redactDatabaseMessage('invalid input syntax for type integer: "12ab"')).toBe('invalid input syntax for type integer: "[redacted]"');
    expect(redactDatabaseMessage('null value in column "email" of relation "members" violates not-null constraint')).toBe(
      'null value in column "email" of relation "members" violates not-null constraint',
    );
    const plain = serializeError(new Error('member not inserted', { cause: new TypeError('boom') }));
    expect(plain).toMatchObject({ type: 'Error', message: 'member not inserted', cause: { type: 'TypeError', message: 'boom' } });
    expect(typeof plain.stack).toBe('string');
  });
});
