/**
 * `buildDemoGameApp`: the demo game site (docs/architecture.md "The platform server":
 * launches answer a URL of a demo game page the server serves on another origin) — a second Fastify instance over the
 * same database, listening on its own port (`GAME_PORT`), so the lobby's game frame is
 * cross-origin as it is with a real vendor. Routes:
 * - `GET /play?launch=<token>&backUrl=<lobby URL>`: opens a launch token (single use) and answers
 *   the game page (strict per-response CSP, framed only by the lobby's origin); a used, expired
 *   or unknown link, or one whose login session ended, answers an error page (HTTP 410 or 400)
 *   that tells and links back to a lobby only when the launch (and so its lobby origin) is known;
 * - `GET /api/session` and `POST /api/bet` (`Authorization: Game <token>`): the game session and
 *   its bets, in the platform's envelope;
 * - `GET /`: a short index page.
 */
import { randomBytes } from 'node:crypto';
import { ERROR_CODES, type GameType } from '@gamehall/api-client/contract';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { envelopeErrorHandler, loggerOptions } from '../app.ts';
import { renderGameIcon } from '../art/index.ts';
import { type ServerConfig } from '../config.ts';
import { type Database } from '../db/database.ts';
import { fail, ok } from '../http/envelope.ts';
import { addHsts, permissionsPolicy } from '../http/headers.ts';
import { BetBody, type GameSessionInfo } from '../play/bets.ts';
import { StatusError } from '../play/errors.ts';
import { gameByNodeId } from '../play/games.ts';
import { TOKEN_PATTERN } from '../play/launches.ts';
import { LIMITS, limitSubject } from '../security/rateLimiter.ts';
import { type PlatformServices, createServices } from '../services.ts';
import { contentSecurityPolicy, renderErrorPage, renderGamePage, renderIndexPage } from './page.ts';

/** Options of {@link buildDemoGameApp}. */
export interface BuildDemoGameAppOptions {
  /** An open, migrated and seeded database (the platform's). */
  database: Database;
  config: ServerConfig;
  /** Clock (tests); default the system clock. */
  clock?: () => Date;
  /** Where log lines go (tests); default stdout. */
  logStream?: NodeJS.WritableStream;
  /** The services to use (e.g. the platform app's, in tests); default new ones over `database`. */
  services?: PlatformServices;
}

/** Request body limit of the game site in bytes (a bet is under 200). */
export const DEMO_BODY_LIMIT = 4 * 1024;

/**
 * Headers of every game-site answer: no caching, no referrer (the URL holds a token), no sniffing,
 * the platform's Permissions-Policy (issue 10 §2; each page adds its own CSP, `src/demo/page.ts`).
 */
const COMMON_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'permissions-policy': permissionsPolicy([]),
  'cross-origin-opener-policy': 'same-origin',
} as const;

/**
 * The token of `Authorization: Game <token>`.
 * @returns the token, or undefined when the header is absent or not of that form
 */
export function gameTokenFromHeader(header: string | undefined): string | undefined {
  const match = /^Game ([A-Za-z0-9_-]{43})$/.exec(header?.trim() ?? '');
  return match?.[1];
}

/**
 * A `backUrl` query value the page may send the player to: an http(s) URL on the lobby's
 * origin; otherwise the lobby origin itself.
 * @param raw the query value
 * @param lobbyOrigin the launch's lobby origin
 */
export function backUrlFor(raw: unknown, lobbyOrigin: string): string {
  if (typeof raw === 'string') {
    try {
      const url = new URL(raw);
      if (url.origin === lobbyOrigin) return url.toString();
    } catch {
      // Not a URL: the lobby's home.
    }
  }
  return `${lobbyOrigin}/`;
}

/**
 * Builds the demo game site.
 * @param options the database, config (log level, production), clock, log stream and optional shared services
 * @returns the Fastify instance, ready to `inject` or `listen`; `close()` does not close the database
 */
export async function buildDemoGameApp(options: BuildDemoGameAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: DEMO_BODY_LIMIT,
    trustProxy: (config.trustProxy ?? false) as boolean | string,
    // Strict bodies: a number where a decimal string belongs, or an unknown field, is a 400.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  });
  const services = options.services ?? createServices(database, options.clock, config);
  app.decorate('platform', services);

  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) void reply.header(name, value);
  });

  addHsts(app, config.hsts);
  app.setErrorHandler(envelopeErrorHandler);
  app.setNotFoundHandler((request, reply) => reply.code(404).send(fail(ERROR_CODES.notFound, `No route ${request.method} ${request.url.split('?')[0] ?? ''}`)));

  const html = (reply: FastifyReply, status: number, lobbyOrigin: string | undefined, render: (nonce: string) => string) => {
    const nonce = randomBytes(18).toString('base64');
    return reply
      .code(status)
      .header('content-security-policy', contentSecurityPolicy(nonce, lobbyOrigin))
      .type('text/html; charset=utf-8')
      .send(render(nonce));
  };

  app.get<{ Querystring: Record<string, unknown> }>('/', async (_request, reply) => html(reply, 200, undefined, (nonce) => renderIndexPage(nonce)));

  // No automatic HEAD route: a HEAD (link preview, prefetch check) must not spend the one-time token.
  app.get<{ Querystring: Record<string, unknown> }>('/play', { exposeHeadRoute: false }, async (request, reply) => {
    const token = request.query.launch;
    /**
     * The error page. `known` is the launch's stored lobby origin and language: only then does the
     * page post `error` to that origin and offer a way back (to `backUrl` when it is on that
     * origin, else the lobby's home), and only that origin may frame it. An unknown or malformed
     * token gets none of these: its query's backUrl is whatever the link's author wrote.
     */
    const refuse = (status: number, reason: 'unknown' | 'gone' | 'ended', known?: { lobbyOrigin: string; language: string }) =>
      html(reply, status, known?.lobbyOrigin, (nonce) =>
        renderErrorPage({
          reason,
          language: known?.language,
          lobbyOrigin: known?.lobbyOrigin,
          backUrl: known ? backUrlFor(request.query.backUrl, known.lobbyOrigin) : undefined,
          errorCode: ERROR_CODES.launchTokenInvalid,
          nonce,
        }),
      );
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return refuse(400, 'unknown');
    const opened = await services.launches.open(token);
    if (!opened.ok) return refuse(410, opened.reason === 'unknown' ? 'unknown' : opened.reason === 'ended' ? 'ended' : 'gone', opened.launch);
    let info: GameSessionInfo;
    try {
      info = await services.bets.sessionInfo(opened.gameToken);
    } catch (error) {
      // The login session ended between opening the link and reading the game session.
      if (error instanceof StatusError && error.statusCode === 401) return refuse(410, 'ended', opened.launch);
      throw error;
    }
    const game = await gameByNodeId(database.db, info.nodeId);
    const icon = game ? renderGameIcon({ gameCode: game.gameCode, gameName: game.gameName, vassalage: game.vassalage, gameType: game.gameType as GameType }) : '';
    return html(reply, 200, info.lobbyOrigin, (nonce) =>
      renderGamePage({
        info,
        gameToken: opened.gameToken,
        backUrl: backUrlFor(request.query.backUrl, info.lobbyOrigin),
        iconDataUri: `data:image/svg+xml;base64,${Buffer.from(icon).toString('base64')}`,
        nonce,
      }),
    );
  });

  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get('/api/session', async (request) => ok(await services.bets.sessionInfo(gameTokenFromHeader(request.headers.authorization))));
  // Free play needs no account, so its bets are throttled per client address (issue 10 §3).
  const freePlayBetLimit = (ip: string) => () => services.limiter.attempt([{ key: `freeplay-bet:ip:${limitSubject(ip)}`, max: LIMITS.freePlayBetsPerIp }]);
  typed.post('/api/bet', { schema: { body: BetBody } }, async (request) =>
    ok(await services.bets.place(gameTokenFromHeader(request.headers.authorization), request.body, freePlayBetLimit(request.ip))),
  );
  return app;
}
