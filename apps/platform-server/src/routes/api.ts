/**
 * The platform API routes (spec §7), registered in one loop from the contract's endpoint table
 * and validated by its TypeBox schemas. Handlers live in a map keyed by endpoint name.
 */
import {
  type AnnouncementType,
  type EndpointName,
  type GameType,
  type QueryOf,
  type ValueOf,
  endpoints,
} from '@gamehall/api-client/contract';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type FastifyInstance } from 'fastify';
import { type Audience, DEFAULT_LANGUAGE } from '../content.ts';
import { RequestError, ok } from '../http/envelope.ts';
import { type PlatformServices } from '../services.ts';

/** What a handler gets: the validated query, the client IP and the caller's audience. */
export interface HandlerContext<Q> {
  query: Q;
  /** Client IP (X-Forwarded-For only behind a trusted proxy). */
  ip: string;
  /** Anonymous until sessions exist (accounts issue); popups depend on it. */
  audience: Audience;
  services: PlatformServices;
}

/** A handler per endpoint of the table; a missing one fails typecheck and the route test. */
export type Handlers = { [N in EndpointName]: (ctx: HandlerContext<QueryOf<N>>) => Promise<ValueOf<N>> };

/** Default and maximum page sizes (spec §9: lobby page size 18). */
export const PAGE_DEFAULT = 18;
/** Largest page size accepted; larger is a 400. */
export const PAGE_MAX = 100;
/** Winner board default and maximum (spec §9: 20). */
export const WINNERS_DEFAULT = 20;
/** Largest winner board limit accepted. */
export const WINNERS_MAX = 100;

/** Parses a validated digit string within bounds; out of bounds is a 400 naming the field. */
export function boundedInt(value: string | undefined, fallback: number, field: string, min: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new RequestError(`query parameter "${field}" must be between ${min} and ${max}`);
  return n;
}

function paging(query: { pageNo?: string; pageSize?: string }): { pageNo: number; pageSize: number } {
  return {
    pageNo: boundedInt(query.pageNo, 1, 'pageNo', 1, 999_999),
    pageSize: boundedInt(query.pageSize, PAGE_DEFAULT, 'pageSize', 1, PAGE_MAX),
  };
}

const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/** The handlers of the contract's endpoints. */
export const handlers: Handlers = {
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
  async gameMenus({ services }) {
    return services.cache.gameMenus();
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
      },
      page,
    );
    return { games: slice.games, ...page, totalPages: totalPages(slice.total, page.pageSize), total: slice.total };
  },
  async hotGames({ query, services }) {
    return { list: await services.cache.hotGames({ gameType: query.gameType, vassalage: query.vassalage }) };
  },
  async vendors({ services }) {
    return { data: { lanes: await services.cache.vendorLanes() } };
  },
  async vassGameType({ query, services }) {
    const page = paging(query);
    const slice = await services.cache.listGames({ vassalage: query.vassalage, gameType: query.gameType as GameType | undefined }, page);
    return { list: slice.games, ...page, totalPages: totalPages(slice.total, page.pageSize), total: slice.total };
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
};

/**
 * Registers every endpoint of the contract table on `app`.
 * @throws Error when a table entry has no handler
 */
export function registerApiRoutes(app: FastifyInstance, services: PlatformServices, table: Partial<Handlers> = handlers): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const def = endpoints[name];
    const handler = table[name] as ((ctx: HandlerContext<unknown>) => Promise<unknown>) | undefined;
    if (!handler) throw new Error(`platform-server: endpoint "${name}" (${def.method} ${def.path}) has no handler`);
    typed.route({
      method: def.method,
      url: def.path,
      schema: {
        ...('query' in def ? { querystring: def.query } : {}),
        ...('body' in def ? { body: def.body } : {}),
      },
      handler: async (request) => ok(await handler({ query: request.query ?? {}, ip: request.ip, audience: 'anonymous', services })),
    });
  }
}
