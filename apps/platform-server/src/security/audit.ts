/**
 * The audit log (issue 10 §4): security events as structured log records on the app's pino
 * logger at the custom level `audit` (45: above `warn`, below `error`), so `LOG_LEVEL=warn` still
 * prints them. Each record is `{ audit: '<event>', account?, memberId?, ip?, reason?, … }` with
 * the event name as its message; the fields are a closed list ({@link AuditFields}), so no
 * password, token, hash, code or `Authorization` value can be passed in. Also here: the error
 * serializer that logs database errors by code and constraint, never with their query,
 * parameters or `detail` ({@link serializeError}). The events are listed in the package README
 * ("Audit log").
 */
import { type FastifyRequest } from 'fastify';

/** Numeric pino level of audit records: between `warn` (40) and `error` (50). */
export const AUDIT_LEVEL = 45;

/** Name of the audit level (issue 10 §4). */
export const AUDIT_LEVEL_NAME = 'audit';

/** The pino `customLevels` option that adds the audit level to a logger (`{ audit: 45 }`; issue 10 §4). */
export const AUDIT_CUSTOM_LEVELS: Readonly<Record<typeof AUDIT_LEVEL_NAME, number>> = { [AUDIT_LEVEL_NAME]: AUDIT_LEVEL };

/** Every audit event (issue 10 §4); fields and moments: package README, "Audit log". */
export const AUDIT_EVENTS = [
  'login.succeeded',
  'login.failed',
  'login.code.issued',
  'request.blocked',
  'captcha.failed',
  'password.changed',
  'password.change.failed',
  'password.reset',
  'password.reset.failed',
  'session.revoked',
  'wallet.transfer',
  'wallet.dev.credit',
  'admin.command',
  'deposit.created',
  'deposit.credited',
  'deposit.failed',
  'withdrawal.requested',
  'withdrawal.approved',
  'withdrawal.rejected',
  'withdrawal.confirmed',
  'rebate.claimed',
  'member.excluded',
  'upline.transfer',
  'withdrawal.proof.uploaded',
  'login.challenged',
  'login.verified',
  'security.mobile.bound',
  'security.email.bound',
  'authenticator.enabled',
  'authenticator.disabled',
  'contract.offer',
  'contract.accept',
  'contract.reject',
  'contract.terminate',
  'agent.register',
  'agent.downline.transfer',
] as const;

/** The name of an audit event ({@link AUDIT_EVENTS}). */
export type AuditEventName = (typeof AUDIT_EVENTS)[number];

/**
 * What an audit record may carry besides its event name. A closed list on purpose: there is no
 * field for a password, token, hash, SMS code, captcha answer or header value.
 */
export interface AuditFields {
  /** The account name (lower-cased as stored; for a failed login, the name that was tried). */
  account?: string;
  /** The member's id. */
  memberId?: number;
  /** The client address (behind a trusted proxy, from `X-Forwarded-For`). */
  ip?: string;
  /** Why: the answer's error code (`login.failed`, `captcha.invalid`, `request.too.many`, …), or what ended a session. */
  reason?: string;
  /** The route pattern of the request (`/wps/session/login`). */
  route?: string;
  /** How a login was made: `username`, `sms` or `code` (a login link's one-time code). */
  loginType?: string;
  /** Which sessions a revocation ended: `this` (logout), `others` (password change), `all` (reset: every earlier one). */
  scope?: 'this' | 'others' | 'all';
  /** A wallet transfer's idempotency id. */
  transferId?: string;
  /** A vendor code (wallet transfers). */
  vassalage?: string;
  /** A transfer's direction (`IN` main → vendor, `OUT` vendor → main). */
  direction?: string;
  /** An amount moved or credited (decimal string). */
  amount?: string;
  /** The main wallet's balance afterwards (decimal string). */
  balance?: string;
  /** A deposit's id (`deposit.*`). */
  depositId?: string;
  /** A deposit's channel (`GCASH`, `BANK_BDO`, …). */
  channelId?: string;
  /** Who settled a deposit: the payment `provider` (a signed callback) or the `operator` (admin command). */
  settledBy?: 'provider' | 'operator';
  /** The upline agent's account a member sent money to (`upline.transfer`). */
  upline?: string;
  /** The downline's account an agent sent money to (`agent.downline.transfer`). */
  downline?: string;
  /** A withdrawal's id (`withdrawal.*`). */
  withdrawalId?: string;
  /** A rebate claim's id (`rebate.claimed`). */
  claimId?: string;
  /** An agent contract's id and type (`contract.*`). */
  contractId?: number;
  contractType?: string;
  /** Proof images just stored (`withdrawal.proof.uploaded`), ids comma-separated. */
  proofIds?: string;
  /** A withdrawal's state afterwards (`PENDING`, `PAID`, `REJECTED`, `RECEIVED`, …). */
  status?: string;
  /** An admin command (`maintenance`, `region`, `wallet`, `block`, `unblock`, `status`, `seed`, `create-agent`, `login-code`). */
  command?: string;
  /** An admin command's argument: `on`/`off`, `single`/`transfer`, a CIDR, `reset`, the new agent's or the login code's account. */
  target?: string;
  /** Where an admin command came from: `socket` (a running server) or `cli` (the database directly). */
  via?: 'socket' | 'cli';
  /** Whether an admin command succeeded. */
  ok?: boolean;
  /** A cool-off's or self-exclusion's kind (`member.excluded`). */
  kind?: string;
  /** When an exclusion ends (ISO instant, `member.excluded`). */
  until?: string;
  /** How a login challenge was answered (`sms`, `email`, `authenticator`, `bankAccountName`; spec §4). */
  method?: string;
}

/** One audit event: its name and fields. */
export type AuditEvent = { event: AuditEventName } & AuditFields;

/** A log method as pino has it (an object, then the message). */
export type AuditLogFn = (record: object, message: string) => void;

/**
 * What audit records are written to: a pino logger (its `audit` method exists when the logger
 * was made with {@link AUDIT_CUSTOM_LEVELS}; otherwise, as in a disabled logger, `warn` is used).
 */
export interface AuditLogger {
  warn: AuditLogFn;
  audit?: AuditLogFn;
}

/**
 * Writes one audit event (issue 10 §4) to a logger as `{ audit: <event>, ...fields }` with the
 * event name as the message: at the `audit` level when the logger has it, else at `warn`; fields
 * that are `undefined` are left out.
 * @param logger a pino logger (the app's or a request's) or any {@link AuditLogger}
 * @param event the event and its fields
 */
export function writeAudit(logger: AuditLogger, event: AuditEvent): void {
  const { event: name, ...fields } = event;
  const record: Record<string, unknown> = { audit: name };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) record[key] = value;
  if (typeof logger.audit === 'function') logger.audit(record, name);
  else logger.warn(record, name);
}

/**
 * Writes an audit event of an HTTP request (issue 10 §4) through the request's logger (its
 * `reqId` ties the record to the request's own log lines), with the client address and the
 * route pattern filled in unless the event gives them.
 * @param request the Fastify request
 * @param event the event and its fields
 */
export function auditRequest(request: FastifyRequest, event: AuditEvent): void {
  writeAudit(request.log, { ip: request.ip, route: request.routeOptions.url, ...event });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The reason code of a refused request for an audit record (issue 10 §4): the error's envelope
 * `errorCode` (`login.failed`, `captcha.invalid`, `request.too.many`, `request.invalid`, …), else
 * `system.error`.
 * @param error what the flow threw
 */
export function auditReason(error: unknown): string {
  const code = isObject(error) ? error.errorCode : undefined;
  return typeof code === 'string' ? code : 'system.error';
}

/**
 * The audit log of the platform services (issue 10 §4), for events that do not come from an HTTP
 * request (admin commands). Built over a logger; without one it records nothing (tests, tools).
 */
export class AuditLog {
  /** @param logger where records go; absent = nowhere */
  constructor(private readonly logger?: AuditLogger) {}

  /**
   * Writes one event ({@link writeAudit}); does nothing without a logger.
   * @param event the event and its fields
   */
  record(event: AuditEvent): void {
    if (this.logger) writeAudit(this.logger, event);
  }
}

/**
 * An {@link AuditLogger} writing one JSON line per record to a stream, shaped like pino's
 * (`level` 45, `time` in ms, the record, `msg`): the admin CLI's audit lines on stderr (issue 10 §4).
 * @param stream where lines go (e.g. `process.stderr`)
 * @param now clock in ms (default `Date.now`)
 */
export function streamAuditLogger(stream: NodeJS.WritableStream, now: () => number = Date.now): AuditLogger {
  const write: AuditLogFn = (record, message) => {
    stream.write(`${JSON.stringify({ level: AUDIT_LEVEL, time: now(), ...record, msg: message })}\n`);
  };
  return { audit: write, warn: write };
}

/** The fields of a PostgreSQL error that are logged (issue 10 §4): never `detail`, `where`, `hint`, the query or its parameters. */
export const DB_ERROR_FIELDS = ['code', 'constraint', 'table', 'column', 'severity'] as const;

/** A SQLSTATE code: five digits or capital letters (PostgreSQL error codes, e.g. `23505`). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Whether an error is a PostgreSQL error (pg's or PGlite's `DatabaseError`): a SQLSTATE `code` and a `severity`. */
const isDatabaseError = (error: Record<string, unknown>): boolean => typeof error.code === 'string' && SQLSTATE.test(error.code) && typeof error.severity === 'string';

/** Whether an error wraps a failed query with its text and parameters (drizzle's `DrizzleQueryError`). */
const isQueryWrapper = (error: Record<string, unknown>): boolean => !isDatabaseError(error) && ('params' in error || 'query' in error);

/**
 * A database message without values: a quoted value after a colon (`invalid input syntax for
 * type integer: "abc"`) becomes `"[redacted]"`; identifiers (constraint, table and column names)
 * are kept.
 * @param message the driver's message
 * @returns the message with quoted values replaced
 */
export function redactDatabaseMessage(message: string): string {
  return message.replace(/:\s*"(?:[^"]|"")*"/g, ': "[redacted]"');
}

const typeOf = (error: Record<string, unknown>): string => {
  if (typeof error.type === 'string') return error.type;
  const name = (error.constructor as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' && name.length > 1 && name !== 'Object' ? name : typeof error.name === 'string' ? error.name : 'Error';
};

/** An error as pino's `err` serializer returns it (Fastify's type; a database error has no `stack`). */
export type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * {@link serializeError} as the `err` serializer of every platform logger (issue 10 §4), so an
 * error logged anywhere as `{ err }` loses its query, parameters and `detail`; typed as Fastify
 * expects (`message` and `stack` are absent where {@link serializeError} leaves them out).
 * @param error the logged `err` value
 * @returns the serialized error
 */
export function errorSerializer(error: unknown): SerializedError {
  return serializeError(error) as SerializedError;
}

/**
 * An error as logged (issue 10 §4), safe at any log level: a PostgreSQL error keeps only
 * {@link DB_ERROR_FIELDS} and its message with quoted values redacted
 * ({@link redactDatabaseMessage}): no `detail` (`Key (email)=(x@y) already exists`), no query,
 * no parameters, no stack. A wrapper of a failed query (drizzle 0.45's `DrizzleQueryError`, whose
 * message and stack carry the SQL and every parameter: a password hash, an e-mail, a mobile
 * number) is replaced by its cause's fields. Any other error keeps its type, message, stack,
 * string `code` and `statusCode`. Causes are followed three levels deep; a serialized error
 * serializes to itself. The 500 handler (`envelopeErrorHandler`) logs errors through it, and
 * {@link errorSerializer} makes it every logger's `err` serializer.
 * @param error anything thrown
 * @param depth how many causes deep this error is (internal; 0 for the error itself)
 * @returns a plain object with `type` and, as applicable, `message`, the database fields, `stack`, `cause`
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!isObject(error)) return { type: typeof error };
  if (isQueryWrapper(error)) {
    const cause = depth < 3 && error.cause !== undefined ? serializeError(error.cause, depth + 1) : undefined;
    const out: Record<string, unknown> = { type: typeOf(error), message: 'Failed query (query and parameters not logged)' };
    if (cause) {
      for (const field of DB_ERROR_FIELDS) if (cause[field] !== undefined) out[field] = cause[field];
      out.cause = cause;
    }
    return out;
  }
  if (isDatabaseError(error)) {
    const out: Record<string, unknown> = { type: typeof error.type === 'string' ? error.type : 'DatabaseError' };
    for (const field of DB_ERROR_FIELDS) if (typeof error[field] === 'string') out[field] = error[field];
    if (typeof error.message === 'string') out.message = redactDatabaseMessage(error.message);
    if (depth < 3 && error.cause !== undefined) out.cause = serializeError(error.cause, depth + 1);
    return out;
  }
  const out: Record<string, unknown> = { type: typeOf(error) };
  if (typeof error.message === 'string') out.message = error.message;
  if (typeof error.code === 'string') out.code = error.code;
  if (typeof error.statusCode === 'number') out.statusCode = error.statusCode;
  if (typeof error.stack === 'string') out.stack = error.stack;
  if (depth < 3 && error.cause !== undefined) out.cause = serializeError(error.cause, depth + 1);
  return out;
}
