/**
 * `buildApp`: the platform server as a Fastify instance (not listening), so tests use
 * `app.inject` and `main.ts` listens. Every answer is the envelope of spec §7.
 */
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { ERROR_CODES } from '@gamehall/api-client/contract';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { type ServerConfig, parseOrigin } from './config.ts';
import { type Database } from './db/database.ts';
import { BusinessError, type ValidationIssue, describeValidation, fail, serializeEnvelope } from './http/envelope.ts';
import { AUTO_RECEIVE_INTERVAL_MS } from './cashier/withdrawals.ts';
import { registerApiRoutes } from './routes/api.ts';
import { registerArtRoutes } from './routes/art.ts';
import { registerPaymentCallbackRoute } from './routes/cashier-deposit.ts';
import { registerDevRoutes } from './routes/dev.ts';
import { registerProofRoutes } from './routes/proof-image.ts';
import { API_PREFIXES, isSpaNavigation, registerStatic, sendIndex } from './routes/static.ts';
import { type IndexPage } from './routes/bootData.ts';
import { registerSecurityHeaders } from './http/headers.ts';
import { AUDIT_CUSTOM_LEVELS, AuditLog, auditRequest, errorSerializer, serializeError } from './security/audit.ts';
import { type PlatformServices, createServices } from './services.ts';
import { attachRealtime } from './realtime/socket.ts';
import { type NotificationBus } from './cashier/notifications.ts';
import { SettlementQueue } from './contracts/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services of this app (admin socket, tests). */
    platform: PlatformServices;
    /** The contract settlement schedule, when `config.settlementQueue` is on (src/contracts/queue.ts). */
    settlementQueue?: SettlementQueue;
  }
}

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  /** An open, migrated and seeded database. */
  database: Database;
  config: ServerConfig;
  /** Clock (tests); default the system clock. */
  clock?: () => Date;
  /** Where log lines go (tests capture them); default stdout. */
  logStream?: NodeJS.WritableStream;
  /**
   * The notification bus, when several apps of one process share it (the player and agent sites:
   * a deposit credited through one reaches a socket open on the other); default a new one.
   */
  notifications?: NotificationBus;
}

/** Request body limit in bytes (64 kB). */
export const BODY_LIMIT = 64 * 1024;

/** Query parameters whose values never reach the logs: session tokens (spec §4 restore `?token=`), client ids (`/dev/captcha?clientId=`) and launch tokens (the demo game's `/play?launch=`). */
export const REDACTED_QUERY_KEYS: readonly string[] = ['token', 'clientid', 'launch'];
/** What a redacted value is replaced by. */
export const REDACTED = '[redacted]';

/**
 * A URL for the logs: the value of every {@link REDACTED_QUERY_KEYS} parameter (any case, also
 * percent-encoded names) replaced by {@link REDACTED}; everything else as it came.
 * @param url the request URL (path and query)
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judge the raw name.
      }
      return REDACTED_QUERY_KEYS.includes(name.trim().toLowerCase()) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/**
 * The request as logged: method, URL with tokens redacted ({@link redactUrl}), host, client IP
 * and port. No headers, so `Authorization` and cookies never reach the logs.
 */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/**
 * The envelope error handler of every Fastify app of the platform (the API and the demo game
 * site): a `BusinessError` → HTTP 200 `success: false` with its errorCode; a schema validation
 * failure → 400 `request.invalid` naming the field; other 4xx keep their status (and an error's
 * own `errorCode`, e.g. 404 `game.not.found`); anything else → 500 `system.error`, logged by
 * {@link serializeError} (a database error by code and constraint, never its query or
 * parameters). A 429 writes the audit event `request.blocked` and a `captcha.invalid` refusal
 * `captcha.failed` (issue 10 §4).
 */
export const envelopeErrorHandler = (
  error: FastifyError & { validation?: ValidationIssue[]; errorCode?: string },
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  if (error instanceof BusinessError) {
    if (error.errorCode === ERROR_CODES.captchaInvalid) auditRequest(request, { event: 'captcha.failed', reason: error.errorCode });
    return reply.code(200).send(fail(error.errorCode, error.message, error.value));
  }
  if (error.validation) {
    return reply.code(400).send(fail(ERROR_CODES.badRequest, describeValidation(error.validation, error.validationContext)));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = error.errorCode ?? (status === 404 ? ERROR_CODES.notFound : status === 429 ? ERROR_CODES.tooManyRequests : ERROR_CODES.badRequest);
    const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? `malformed JSON body: ${error.message}` : error.message;
    if (status === 429) auditRequest(request, { event: 'request.blocked', reason: code });
    return reply.code(status).send(fail(code, message));
  }
  request.log.error({ err: serializeError(error) }, 'unhandled error');
  return reply.code(500).send(fail(ERROR_CODES.internal, 'Internal error, please try again later'));
};

/**
 * Pino options of every Fastify app of the platform: the configured level, the custom level
 * `audit` (45, between warn and error: audit records print at `LOG_LEVEL=warn`; issue 10 §4),
 * requests logged by {@link serializeRequest} (tokens redacted, no headers), errors by
 * {@link errorSerializer} (no query parameters), pretty lines on a terminal outside
 * production; `false` when the level is `silent`.
 * @param config the server config (`logLevel`, `production`)
 * @param stream where lines go instead of stdout (tests)
 */
export function loggerOptions(config: ServerConfig, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const pretty = !stream && process.stdout.isTTY && !config.production;
  return {
    level: config.logLevel,
    customLevels: AUDIT_CUSTOM_LEVELS,
    serializers: { req: serializeRequest, err: errorSerializer },
    ...(stream ? { stream } : {}),
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', customLevels: AUDIT_CUSTOM_LEVELS } } } : {}),
  };
}

/**
 * The image and game-launch CDN origins of the permission info (`imageCDNs`, `launchGameCDNs`),
 * for the sites' CSP: well-formed http(s) origins only (empty entries, as seeded, are skipped).
 * Read once when the app is built: a change of CDNs applies at the next start.
 * @param services the platform services (an unseeded database gives empty lists)
 */
export async function deploymentCdns(services: PlatformServices): Promise<{ image: string[]; launch: string[] }> {
  const origins = (list: readonly string[] | undefined) =>
    (list ?? []).flatMap((entry) => {
      try {
        return [parseOrigin('CDN', entry)];
      } catch {
        return [];
      }
    });
  try {
    const settings = await services.content.settings();
    return { image: origins(settings.imageCDNs), launch: origins(settings.launchGameCDNs) };
  } catch {
    return { image: [], launch: [] };
  }
}

/**
 * Builds the platform server: security headers (issue 10 §2), contract routes (spec §7), art,
 * dev tools (demo mode only), static player site (when `config.staticDir`), envelope errors, and
 * the withdrawal auto-receive timer (every {@link AUTO_RECEIVE_INTERVAL_MS}, stopped by `close()`).
 * @returns the Fastify instance, ready to `inject` or `listen`; `close()` does not close the database
 * @throws Error when `config.staticDir` has no index.html
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: BODY_LIMIT,
    // A number means hop count (supported at run time, missing from the type).
    trustProxy: (config.trustProxy ?? false) as boolean | string,
    routerOptions: { maxParamLength: 200 },
    // Fastify's defaults (coerceTypes, removeAdditional) except that validation stops at the first error.
  });
  const services = createServices(database, options.clock, { ...config, audit: new AuditLog(app.log), notifications: options.notifications });
  const cdns = await deploymentCdns(services);
  app.decorate('platform', services);

  app.setErrorHandler(envelopeErrorHandler);
  app.setReplySerializer(serializeEnvelope);

  // The player site's index.html with its inline boot data (set once the static site is registered).
  let indexPage: IndexPage | undefined;
  app.setNotFoundHandler((request, reply) => {
    if (config.staticDir && isSpaNavigation(request)) return sendIndex(request, reply, indexPage);
    return reply.code(404).send(fail(ERROR_CODES.notFound, `No route ${request.method} ${request.url.split('?')[0] ?? ''}`));
  });

  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, {
    staticDir: config.staticDir,
    frameOrigins: [...new Set([...(config.gameOrigin ? [config.gameOrigin] : []), ...cdns.launch])],
    imageOrigins: cdns.image,
    hstsAlways: config.hsts,
    apiPrefixes: API_PREFIXES,
  });
  registerApiRoutes(app, services);
  registerProofRoutes(app, services);
  registerPaymentCallbackRoute(app, services);
  // Live notifications: socket.io on this server; on PostgreSQL fanned out to every instance.
  await attachRealtime(app, services, { pool: database.pool });
  registerArtRoutes(app, services, { rasterDir: config.artCacheDir, prewarm: config.artCacheDir !== undefined });
  // Spec §4: a PAID withdrawal not confirmed in time counts as received. Every instance sweeps (the
  // update is conditional, so two never disagree); the timer does not keep the process alive.
  const autoReceive = setInterval(() => {
    services.withdrawals.autoReceiveDue().catch((error: unknown) => {
      app.log.error({ err: serializeError(error) }, 'withdrawal auto-receive failed');
    });
  }, AUTO_RECEIVE_INTERVAL_MS);
  autoReceive.unref();
  app.addHook('onClose', async () => {
    clearInterval(autoReceive);
  });
  // Contract settlement on schedule (issue 13): pg-boss on this database, started in the
  // background so it adds nothing to the start (its first start installs its schema).
  if (config.settlementQueue) {
    const queue = new SettlementQueue(database, services.settlement, {
      onRun: (name, report) => {
        if (report.settled > 0) app.log.info({ queue: name, ...report }, 'contract settlement');
      },
      onError: (error) => {
        app.log.error({ err: serializeError(error) }, 'settlement queue error');
      },
    });
    app.decorate('settlementQueue', queue);
    const started = Date.now();
    queue.start().then(
      () => {
        app.log.info({ ms: Date.now() - started }, 'settlement queue started');
      },
      (error: unknown) => {
        app.log.error({ err: serializeError(error) }, 'settlement queue did not start');
      },
    );
    app.addHook('onClose', async () => {
      await queue.stop();
    });
  }
  if (config.demo) registerDevRoutes(app, services);
  if (config.staticDir) indexPage = await registerStatic(app, config.staticDir, config.bootData === false ? undefined : services);
  return app;
}
