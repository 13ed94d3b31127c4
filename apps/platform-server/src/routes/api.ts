/**
 * The platform API routes (spec §7), registered in one loop from the contract's endpoint table
 * and validated by its TypeBox schemas. Handlers live in a map keyed by endpoint name.
 */
import { randomBytes } from 'node:crypto';
import {
  type AnnouncementType,
  type BodyOf,
  type EndpointName,
  type GameType,
  type QueryOf,
  type ValueOf,
  ERROR_CODES,
  SECURITY_ERROR_CODES,
  endpoints,
} from '@gamehall/api-client/contract';
import fastifyFormbody from '@fastify/formbody';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, type preValidationAsyncHookHandler } from 'fastify';
import { type Session, tokenFromHeader } from '../accounts/sessions.ts';
import { type Audience, DEFAULT_LANGUAGE } from '../content.ts';
import { encryptedBodyHook } from '../crypto/encryption.ts';
import { fail, ok, shared, sharedFrom } from '../http/envelope.ts';
import { auditReason, auditRequest } from '../security/audit.ts';
import { LIMITS, limitSubject } from '../security/rateLimiter.ts';
import { type PlatformServices } from '../services.ts';
import { gamesHandlers } from './games.ts';
import { PAGE_DEFAULT, PAGE_MAX, WINNERS_DEFAULT, WINNERS_MAX, boundedInt } from './paging.ts';
import { depositHandlers } from './cashier-deposit.ts';
import { withdrawHandlers } from './cashier-withdraw.ts';
import { rewardHandlers } from './rewards.ts';
import { responsibleGamingHandlers } from './responsible-gaming.ts';
import { uplineHandlers } from './cashier-upline.ts';
import { agentHandlers } from './agent.ts';
import { agentLossIncomeHandlers } from './agent-loss-income.ts';
import { agentRecordHandlers } from './agent-records.ts';
import { PROOF_MULTIPART_LIMITS, proofHandlers } from './cashier-proof.ts';
import fastifyMultipart from '@fastify/multipart';
import { securityHandlers } from './security.ts';
import { walletHandlers } from './wallet.ts';
import { contractHandlers } from './contracts.ts';
import { agentRegisterHandlers } from './agent-register.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session (set before the handler when `Authorization` holds a valid token). */
    platformSession?: Session;
  }
}

/** The HttpOnly cookie naming the client (captcha binding, captcha requirement after failures). */
export const CLIENT_COOKIE = 'gh_client';
/** Lifetime of the client cookie in seconds (1 day). */
export const CLIENT_COOKIE_MAX_AGE_S = 86_400;
/** Message of a 401 (spec §8 "You are not logged in, please login"). */
export const NOT_LOGGED_IN_MESSAGE = 'You are not logged in, please login';
/** Message of `member.password.change.required` (a must-change session on another endpoint). */
export const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'Please change your password before continuing';
/**
 * The endpoints a must-change session (a login that answered `passwordExpired: true`, spec §4)
 * may use; on other session endpoints it answers `member.password.change.required`, and
 * optional ones serve it as anonymous.
 */
export const MUST_CHANGE_ALLOWED: readonly EndpointName[] = ['changePassword', 'logout', 'memberInfo'];

/** The session a handler gets: always there for `auth: 'required'` endpoints. */
export type SessionOf<N extends EndpointName> = (typeof endpoints)[N]['auth'] extends 'required' ? Session : Session | undefined;

/**
 * What a handler gets: the validated query and body, the client IP, the caller's session and
 * audience, the client cookie id, the raw request and reply (cookies, headers) and the services.
 */
export interface HandlerContext<Q, B = never, S = Session | undefined> {
  query: Q;
  /** The validated body (encrypted bodies already opened). */
  body: B;
  /** Client IP (X-Forwarded-For only behind a trusted proxy). */
  ip: string;
  /** The live session of `Authorization: <token>` (required endpoints answer 401 without one). */
  session: S;
  /** `member` with a session, else `anonymous`; popups depend on it (spec §3 execution). */
  audience: Audience;
  /** The client's cookie id ({@link CLIENT_COOKIE}), set on the reply when missing. */
  clientId: () => string;
  request: FastifyRequest;
  reply: FastifyReply;
  services: PlatformServices;
}

/** A handler per endpoint of the table; a missing one fails typecheck and the route test. */
export type Handlers = { [N in EndpointName]: (ctx: HandlerContext<QueryOf<N>, BodyOf<N>, SessionOf<N>>) => Promise<ValueOf<N>> };

/**
 * The client id of a request: its {@link CLIENT_COOKIE} when well formed, else a new random id
 * (128 bits, base64url) set as an HttpOnly, SameSite=Lax cookie (Secure over HTTPS).
 */
export function clientIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CLIENT_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{22,64}$/.test(existing)) return existing;
  const id = randomBytes(16).toString('base64url');
  request.cookies[CLIENT_COOKIE] = id;
  void reply.setCookie(CLIENT_COOKIE, id, { httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https', maxAge: CLIENT_COOKIE_MAX_AGE_S });
  return id;
}

/** Facts of a request for the account flows. */
const facts = (ctx: { ip: string; clientId: () => string }) => ({ ip: ctx.ip, clientId: ctx.clientId() });

function paging(query: { pageNo?: string; pageSize?: string }): { pageNo: number; pageSize: number } {
  return {
    pageNo: boundedInt(query.pageNo, 1, 'pageNo', 1, 999_999),
    pageSize: boundedInt(query.pageSize, PAGE_DEFAULT, 'pageSize', 1, PAGE_MAX),
  };
}

const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/**
 * The handlers of the contract's endpoints (play's in ./wallet.ts and ./games.ts; deposits, messages
 * and unreadCount in ./cashier-deposit.ts; withdrawals in ./cashier-withdraw.ts). Login, logout,
 * password change and reset write their audit events (issue 10 §4, `src/security/audit.ts`).
 */
export const handlers: Handlers = {
  ...walletHandlers,
  ...contractHandlers,
  ...gamesHandlers,
  ...depositHandlers,
  ...rewardHandlers,
  ...withdrawHandlers,
  ...responsibleGamingHandlers,
  ...uplineHandlers,
  ...agentHandlers,
  ...agentLossIncomeHandlers,
  ...agentRecordHandlers,
  ...proofHandlers,
  ...securityHandlers,
  ...agentRegisterHandlers,
  async systemStatus({ ip, services }) {
    const status = await services.switches.statusFor(ip);
    return { status: status.status, ip };
  },
  async permissionInfo({ ip, services }) {
    const [settings, status, rules, snapshot] = await Promise.all([
      services.content.settings(),
      services.switches.statusFor(ip),
      services.content.registerRules(),
      services.cache.snapshot(),
    ]);
    return {
      ...settings,
      registerValidation: rules,
      location: { ip },
      maintenance: status.maintenance,
      regionRestriction: status.regionRestriction,
      catalogueVersion: snapshot.version,
    };
  },
  async whitelabel({ services }) {
    return (await services.content.settings()).whitelabel;
  },
  async domainRoute({ services }) {
    const [settings, domains] = await Promise.all([services.content.settings(), services.content.domains()]);
    return { mainDomain: settings.mainDomain, domains };
  },
  async helpCenter({ query, services }) {
    return { list: await services.content.helpTopics(query.lang ?? DEFAULT_LANGUAGE) };
  },
  async registerSettings({ services }) {
    return { fields: await services.content.registerRules() };
  },
  // The catalogue's reads answer shared values (one object per input and catalogue version), serialized once.
  async gameMenus({ services }) {
    return shared(await services.cache.gameMenus());
  },
  async gameList({ query, services }) {
    const page = paging(query);
    const slice = await services.cache.listGames(
      {
        gameType: query.gameType,
        vassalage: query.vassalage,
        gameClassify: query.gameClassify,
        gameName: query.gameName,
        minBet: query.minBet,
        minLineNum: query.minLineNum === undefined ? undefined : Number(query.minLineNum),
        nodeId: query.nodeId === undefined ? undefined : Number(query.nodeId),
      },
      page,
    );
    return sharedFrom(slice, 'gameList', ({ games, total }) => ({ games, ...page, totalPages: totalPages(total, page.pageSize), total }));
  },
  async gameSearchIndex({ services }) {
    return shared(await services.cache.searchRows());
  },
  async hotGames({ query, services }) {
    return sharedFrom(await services.cache.hotGames({ gameType: query.gameType, vassalage: query.vassalage }), 'hotGames', (list) => ({ list }));
  },
  async vendors({ services }) {
    return sharedFrom(await services.cache.vendorLanes(), 'vendors', (lanes) => ({ data: { lanes } }));
  },
  async vassGameType({ query, services }) {
    const page = paging(query);
    const slice = await services.cache.listGames({ vassalage: query.vassalage, gameType: query.gameType as GameType | undefined }, page);
    return sharedFrom(slice, 'vassGameType', ({ games, total }) => ({ list: games, ...page, totalPages: totalPages(total, page.pageSize), total }));
  },
  async announcements({ query, services, audience }) {
    return services.content.announcements({
      types: query.types ? (query.types.split(',') as AnnouncementType[]) : undefined,
      language: query.language,
      audience,
    });
  },
  async winnerBoard({ query, services }) {
    const limit = boundedInt(query.limitNum, WINNERS_DEFAULT, 'limitNum', 1, WINNERS_MAX);
    return { list: await services.content.winners({ gameCategory: query.gameCategory, limit }) };
  },
  async publicKey({ services }) {
    return services.encryption.publicKey();
  },
  async login({ body, services, request, ...ctx }) {
    // Audit (issue 10 §4): the account tried (a user name; an SMS login names none until it succeeds) and the refusal's code.
    const tried = body.type === 'username' ? body.username?.trim().toLowerCase() : undefined;
    let value: ValueOf<'login'>;
    try {
      value = await services.accounts.login(body, facts(ctx));
    } catch (error) {
      const reason = auditReason(error);
      if (reason === SECURITY_ERROR_CODES.verificationRequired) {
        auditRequest(request, { event: 'login.challenged', account: tried, loginType: body.type });
      } else auditRequest(request, { event: 'login.failed', account: tried, loginType: body.type, reason });
      throw error;
    }
    const member = (await services.sessions.find(value.token))?.member;
    auditRequest(request, { event: 'login.succeeded', account: member?.account ?? tried, memberId: member?.id, loginType: body.type });
    return value;
  },
  async loginCode({ session, services, request }) {
    const issued = await services.accounts.issueLoginCode(session);
    auditRequest(request, { event: 'login.code.issued', account: session.member.account, memberId: session.member.id });
    return issued;
  },
  async loginCodeExchange({ body, services, request, ...ctx }) {
    let value: ValueOf<'loginCodeExchange'>;
    try {
      value = await services.accounts.exchangeLoginCode(body.code, facts(ctx));
    } catch (error) {
      auditRequest(request, { event: 'login.failed', loginType: 'code', reason: auditReason(error) });
      throw error;
    }
    const member = (await services.sessions.find(value.token))?.member;
    auditRequest(request, { event: 'login.succeeded', account: value.account, memberId: member?.id, loginType: 'code' });
    return value;
  },
  async loginFreeplay({ services, ...ctx }) {
    return services.accounts.freeplay(facts(ctx));
  },
  async logout({ session, services, request }) {
    await services.sessions.revoke(session.tokenHash);
    auditRequest(request, { event: 'session.revoked', account: session.member.account, memberId: session.member.id, reason: 'logout', scope: 'this' });
    return null;
  },
  async memberInfo({ session, services }) {
    return services.accounts.memberInfo(session);
  },
  async memberIcon({ session }) {
    return { iconUrl: `/art/avatar/${String(session.member.id)}.svg` };
  },
  async register({ body, services, ...ctx }) {
    return services.accounts.register(body, 'username', facts(ctx));
  },
  async registerMobile({ body, services, ...ctx }) {
    return services.accounts.register(body, 'mobile', facts(ctx));
  },
  async changePassword({ body, session, services, request }) {
    const who = { account: session.member.account, memberId: session.member.id };
    try {
      await services.accounts.changePassword(session, body);
    } catch (error) {
      auditRequest(request, { event: 'password.change.failed', ...who, reason: auditReason(error) });
      throw error;
    }
    auditRequest(request, { event: 'password.changed', ...who });
    auditRequest(request, { event: 'session.revoked', ...who, reason: 'password.changed', scope: 'others' });
    return null;
  },
  async forgotPasswordEmail({ body, services, ...ctx }) {
    return services.accounts.forgotPasswordEmail(body, facts(ctx));
  },
  async passwordVerification({ body, services, request, ...ctx }) {
    let value: ValueOf<'passwordVerification'>;
    try {
      value = await services.accounts.passwordVerification(body, facts(ctx));
    } catch (error) {
      auditRequest(request, { event: 'password.reset.failed', reason: auditReason(error) });
      throw error;
    }
    const member = (await services.sessions.find(value.token))?.member;
    const who = { account: member?.account, memberId: member?.id };
    auditRequest(request, { event: 'password.reset', ...who });
    auditRequest(request, { event: 'session.revoked', ...who, reason: 'password.reset', scope: 'all' });
    return value;
  },
  async smsNoLogin({ body, services, ...ctx }) {
    return { expiredMinutes: await services.accounts.smsNoLogin(body.mobileNum, body.countryDialingCode, facts(ctx)) };
  },
  async smsRegister({ body, services, ...ctx }) {
    return { expiredMinutes: await services.accounts.smsRegister(body.mobileNo, body.countryDialingCode, facts(ctx)) };
  },
  async captcha({ ip, clientId, reply, services }) {
    await services.limiter.attempt([{ key: `captcha:ip:${limitSubject(ip)}`, max: LIMITS.captchaPerIp }]);
    const png = await services.captcha.issue(clientId());
    void reply.header('Cache-Control', 'no-store');
    return png.toString('base64');
  },
  async affiliate({ query, services, ...ctx }) {
    return services.accounts.affiliate(query.code, facts(ctx));
  },
  async fundsConsolidated({ session, services }) {
    return services.accounts.consolidatedFunds(session);
  },
  async balance({ session, services }) {
    return services.wallets.balance(session.member);
  },
};

/**
 * A preValidation hook resolving `Authorization: <token>` into `request.platformSession`; for
 * `required` endpoints a missing, expired or revoked session answers 401 `login.not.session`.
 * A must-change session (spec §4 forced change pending) is served only by
 * {@link MUST_CHANGE_ALLOWED}: other `required` endpoints answer the business failure
 * `member.password.change.required` (HTTP 200, like other refusals of a valid session), and
 * `optional` endpoints treat the caller as anonymous.
 * @param services the app services
 * @param mode the endpoint's auth mode
 * @param name the endpoint (default: one not in {@link MUST_CHANGE_ALLOWED})
 */
export function sessionHook(services: PlatformServices, mode: 'required' | 'optional', name?: EndpointName): preValidationAsyncHookHandler {
  const mustChangeAllowed = name !== undefined && MUST_CHANGE_ALLOWED.includes(name);
  return async (request, reply) => {
    const token = tokenFromHeader(request.headers.authorization);
    const found = token ? await services.sessions.find(token) : undefined;
    if (found?.mustChangePassword && !mustChangeAllowed && mode === 'required') {
      return reply.code(200).send(fail(ERROR_CODES.passwordChangeRequired, PASSWORD_CHANGE_REQUIRED_MESSAGE));
    }
    const session = found?.mustChangePassword && !mustChangeAllowed ? undefined : found;
    if (session) request.platformSession = session;
    else if (mode === 'required') return reply.code(401).send(fail(ERROR_CODES.notSession, NOT_LOGGED_IN_MESSAGE));
    return undefined;
  };
}

/**
 * Registers every endpoint of the contract table on `app`. Bodies are JSON (or sealed JSON);
 * the endpoints the contract sends form-encoded (spec §7: forgot password by e-mail) get the
 * form parser in an encapsulated context of their own, so no other route accepts a plain HTML
 * form from another site (issue 10 §1, CSRF); likewise the `multipart` ones (withdrawal proof
 * images) get `@fastify/multipart` in a context of their own.
 * @throws Error when a table entry has no handler
 */
export function registerApiRoutes(app: FastifyInstance, services: PlatformServices, table: Partial<Handlers> = handlers): void {
  const formEndpoints: EndpointName[] = [];
  const multipartEndpoints: EndpointName[] = [];
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const def = endpoints[name];
    if (!table[name]) throw new Error(`platform-server: endpoint "${name}" (${def.method} ${def.path}) has no handler`);
    if ('encoding' in def && def.encoding === 'form') formEndpoints.push(name);
    else if ('encoding' in def && def.encoding === 'multipart') multipartEndpoints.push(name);
    else addApiRoute(app, services, table, name);
  }
  if (multipartEndpoints.length > 0) {
    // File uploads (withdrawal proof): streamed by the handler, limited by busboy (src/routes/cashier-proof.ts).
    void app.register(async (multipartScope) => {
      await multipartScope.register(fastifyMultipart, { limits: PROOF_MULTIPART_LIMITS });
      for (const name of multipartEndpoints) addApiRoute(multipartScope, services, table, name);
    });
  }
  if (formEndpoints.length > 0) {
    void app.register(async (formScope) => {
      await formScope.register(fastifyFormbody);
      for (const name of formEndpoints) addApiRoute(formScope, services, table, name);
    });
  }
}

function addApiRoute(app: FastifyInstance, services: PlatformServices, table: Partial<Handlers>, name: EndpointName): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  {
    const def = endpoints[name];
    const handler = table[name] as (ctx: HandlerContext<unknown, unknown>) => Promise<unknown>;
    typed.route({
      method: def.method,
      url: def.path,
      schema: {
        ...('query' in def ? { querystring: def.query } : {}),
        ...('body' in def ? { body: def.body } : {}),
      },
      // The session first (a 401 before any body work), then the sealed body is opened, then validated.
      preValidation: [
        ...(def.auth === 'none' ? [] : [sessionHook(services, def.auth, name)]),
        ...('encoding' in def && def.encoding === 'encrypted' ? [encryptedBodyHook(services.encryption)] : []),
      ],
      handler: async (request, reply) => {
        const session = request.platformSession;
        return ok(
          await handler({
            query: request.query ?? {},
            body: request.body,
            ip: request.ip,
            session,
            audience: session ? 'member' : 'anonymous',
            clientId: () => clientIdOf(request, reply),
            request,
            reply,
            services,
          }),
        );
      },
    });
  }
}
