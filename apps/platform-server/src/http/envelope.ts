/**
 * The response envelope of every call (spec §7) and the errors that become one.
 */
import { ERROR_CODES, type EnvelopeOf } from '@gamehall/api-client/contract';

/** A success envelope. */
export function ok<T>(value: T, message = 'OK'): EnvelopeOf<T> {
  return { success: true, value, message };
}

/**
 * A failure envelope.
 * @param errorCode the error code (ERROR_CODES)
 * @param message the server message
 * @param value extra data for the client (a failed login's `{ captcha: true }`), default null
 */
export function fail<T = null>(errorCode: string, message: string, value: T = null as T): EnvelopeOf<T> {
  return { success: false, value, message, errorCode };
}

/** JSON of each shared answer value (`null` until first serialized); see {@link shared}. */
const sharedJson = new WeakMap<object, string | null>();
/** Answers derived from a shared source, by kind; see {@link sharedFrom}. */
const derived = new WeakMap<object, Map<string, object>>();

/**
 * Marks an answer's value as shared: immutable, and returned again (the same object) for the
 * same input, as the catalogue's pages, hot games, menus and lanes of one catalogue version are.
 * {@link serializeEnvelope} then stringifies it once, not on every request (issue 14: a catalogue
 * page served ≥ 5,000 times a second). Never mutate a value after marking it.
 * @param value the value a handler returns
 * @returns `value`
 */
export function shared<T extends object>(value: T): T {
  if (!sharedJson.has(value)) sharedJson.set(value, null);
  return value;
}

/**
 * The shared answer built from a shared source (e.g. `{ games, pageNo, … }` from a memoized
 * catalogue slice): built and marked {@link shared} on the first call for this source and kind,
 * the same object afterwards; dropped with the source.
 * @param source the memoized, immutable object the answer derives from
 * @param kind which answer (one source may feed several endpoints' shapes)
 * @param build builds the answer from `source`
 */
export function sharedFrom<S extends object, T extends object>(source: S, kind: string, build: (source: S) => T): T {
  let answers = derived.get(source);
  if (!answers) derived.set(source, (answers = new Map()));
  let answer = answers.get(kind) as T | undefined;
  if (!answer) answers.set(kind, (answer = shared(build(source))));
  return answer;
}

/**
 * The reply serializer of the platform server: `JSON.stringify`, except that the `value` of a
 * success envelope marked {@link shared} is stringified once and reused. The output is the same
 * text `JSON.stringify` gives (`success`, `value`, `message`, then `errorCode` when there is one).
 * @param payload what a handler or hook sent
 * @returns the JSON text
 */
export function serializeEnvelope(payload: unknown): string {
  if (typeof payload === 'object' && payload !== null && 'value' in payload && 'success' in payload && 'message' in payload) {
    const { success, value, message } = payload as EnvelopeOf<unknown>;
    if (typeof value === 'object' && value !== null && sharedJson.has(value) && Object.keys(payload).length === 3) {
      let json = sharedJson.get(value);
      if (json == null) sharedJson.set(value, (json = JSON.stringify(value)));
      return `{"success":${JSON.stringify(success)},"value":${json},"message":${JSON.stringify(message)}}`;
    }
  }
  return JSON.stringify(payload);
}

/** Malformed input found by a handler (beyond the schema): HTTP 400 `request.invalid`. */
export class RequestError extends Error {
  /** HTTP status. */
  readonly statusCode = 400;
  /** Envelope error code. */
  readonly errorCode = ERROR_CODES.badRequest;
}

/**
 * Something the request names does not exist (an unknown game, spec §7 favourites and lottery
 * reads): HTTP 404 with its own error code (e.g. `game.not.found`), nothing written.
 */
export class NotFoundError extends Error {
  /** HTTP status. */
  readonly statusCode = 404;
  /**
   * @param errorCode envelope error code, e.g. `ERROR_CODES.gameNotFound`
   * @param message server message naming what was not found
   */
  constructor(
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

/** A business failure: HTTP 200 with `success: false` and its own error code. */
export class BusinessError extends Error {
  /**
   * @param errorCode envelope error code
   * @param message server message shown to the user
   * @param value the envelope's `value` (default null), e.g. `{ captcha: true }` after a failed login (spec §4)
   */
  constructor(
    readonly errorCode: string,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

/** One AJV error as Fastify reports it. */
export interface ValidationIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

const PARTS: Record<string, string> = { querystring: 'query parameter', body: 'body field', params: 'path parameter', headers: 'header' };

/**
 * Turns AJV errors into one clear sentence naming the field, e.g.
 * `query parameter "pageSize" must be a whole number (digits only)`.
 * @param issues Fastify's `error.validation`
 * @param context Fastify's `error.validationContext` (querystring, body, ...)
 */
export function describeValidation(issues: readonly ValidationIssue[], context: string | undefined): string {
  const part = PARTS[context ?? ''] ?? 'input';
  const first = issues[0];
  if (!first) return `invalid ${part}`;
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (first.keyword === 'required') return `${part} "${String(first.params.missingProperty)}" is required`;
  if (first.keyword === 'additionalProperties') return `unknown ${part} "${String(first.params.additionalProperty)}"`;
  const field = path ? `${part} "${path}"` : context === 'body' ? 'the request body' : `the ${part}s`;
  const allowed = issues.filter((i) => i.instancePath === first.instancePath && i.keyword === 'const').map((i) => String(i.params.allowedValue));
  if (allowed.length > 0) return `${field} must be one of ${allowed.join(', ')}`;
  switch (first.keyword) {
    case 'pattern': {
      const pattern = String(first.params.pattern);
      const ranged = /^\^\(\?:(0\|)?\[1-9\]\\d\{0,\d+\}\|1(0+)\)\$$/.exec(pattern);
      if (ranged) return `${field} must be a whole number from ${ranged[1] ? 0 : 1} to 1${ranged[2] ?? ''}`;
      if (/\\d\{1,\d+\}\$$/.test(pattern) && pattern.startsWith('^\\d')) return `${field} must be a whole number (digits only)`;
      return `${field} has an invalid format (expected ${pattern})`;
    }
    case 'maxLength':
      return `${field} must be at most ${String(first.params.limit)} characters`;
    case 'minLength':
      return `${field} must be at least ${String(first.params.limit)} characters`;
    case 'type':
      return `${field} must be of type ${String(first.params.type)}`;
    case 'enum':
      return `${field} must be one of ${(first.params.allowedValues as unknown[]).join(', ')}`;
    default:
      return `${field} ${first.message ?? 'is invalid'}`;
  }
}
