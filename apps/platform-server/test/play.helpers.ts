/**
 * Helpers of the play tests: the platform app and the demo game site over one database (sharing
 * services), logins, launches, opening a launch URL on the game site, bets, and the ledger and
 * row counts that prove money is neither lost nor made and that failures write nothing.
 */
import { type LaunchValue, type LoginValue } from '@gamehall/api-client/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type ServerConfig } from '../src/config.ts';
import { type AppDb, type Database } from '../src/db/database.ts';
import * as t from '../src/db/schema.ts';
import { buildDemoGameApp } from '../src/demo/app.ts';
import { type BetAnswer, type GameSessionInfo } from '../src/play/bets.ts';
import { SEEDED_PASSWORD } from '../src/seed/accounts.ts';
import { type Answer, call } from './accountHelpers.ts';
import { testConfig } from './helpers.ts';

/** The game site's origin in the tests (launch URLs). */
export const GAME_ORIGIN = 'http://games.gamehall.test:8082';
/** The lobby of the tests (`backUrl`). */
export const LOBBY = 'http://lobby.gamehall.test:5173';
/** A `backUrl` on {@link LOBBY}. */
export const BACK_URL = `${LOBBY}/home?tab=RNG`;

/** The platform app and the game site over one database. */
export interface PlayEnv {
  app: FastifyInstance;
  game: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Builds the platform app and the demo game site (sharing the app's services, as two processes
 * would share the database).
 * @param database an open, migrated, seeded database
 * @param clock optional clock
 * @param overrides config overrides
 */
export async function playEnv(database: Database, clock?: () => Date, overrides: Partial<ServerConfig> = {}): Promise<PlayEnv> {
  const config = testConfig({ gameOrigin: GAME_ORIGIN, ...overrides });
  const app = await buildApp({ database, config, clock });
  const game = await buildDemoGameApp({ database, config, clock, services: app.platform });
  return {
    app,
    game,
    close: async () => {
      await game.close();
      await app.close();
    },
  };
}

let ipCounter = 0;
/** A fresh client IP per login (the per-IP login limits stay far away). */
export const freshIp = (): string => {
  ipCounter += 1;
  return `198.18.${String(Math.floor(ipCounter / 250))}.${String((ipCounter % 250) + 1)}`;
};

/**
 * Logs a seeded account in.
 * @returns the session token
 */
export async function login(app: FastifyInstance, account: string): Promise<string> {
  const res = await call<LoginValue>(app, 'login', { body: { type: 'username', username: account, password: SEEDED_PASSWORD }, ip: freshIp() });
  if (!res.body.success) throw new Error(`login ${account}: ${res.body.message}`);
  return res.body.value.token;
}

/** Logs a new trial account in; its token. */
export async function trialLogin(app: FastifyInstance): Promise<string> {
  const res = await call<LoginValue>(app, 'loginFreeplay', { body: { platform: 'W', gatewayVersion: '3' }, ip: freshIp() });
  if (!res.body.success) throw new Error(`trial login: ${res.body.message}`);
  return res.body.value.token;
}

/** A catalogue game row. */
export type GameRow = typeof t.games.$inferSelect;

/**
 * The first game (by node id) matching a condition.
 * @throws Error when none does
 */
export async function findGame(db: AppDb, where: { gameType?: string; supportPlay?: number; vassalage?: string; minBet?: string }): Promise<GameRow> {
  const [row] = await db
    .select()
    .from(t.games)
    .where(
      and(
        where.gameType ? eq(t.games.gameType, where.gameType) : undefined,
        where.supportPlay !== undefined ? eq(t.games.supportPlay, where.supportPlay) : undefined,
        where.vassalage ? eq(t.games.vassalage, where.vassalage) : undefined,
        where.minBet ? eq(t.games.minBet, where.minBet) : undefined,
      ),
    )
    .orderBy(asc(t.games.nodeId))
    .limit(1);
  if (!row) throw new Error(`no game like ${JSON.stringify(where)}`);
  return row;
}

/** The body of a GCS_gameLaunchFB for a game. */
export const fbBody = (game: GameRow, extra: Record<string, unknown> = {}) => ({
  nodeId: game.nodeId,
  vassalage: game.vassalage,
  gameType: game.gameType,
  device: 'WEB',
  backUrl: BACK_URL,
  language: 'EN',
  ...extra,
});

/**
 * Launches a game by GCS_gameLaunchFB.
 * @returns the launch (throws when it failed)
 */
export async function launchFb(app: FastifyInstance, token: string | undefined, game: GameRow, extra: Record<string, unknown> = {}): Promise<LaunchValue> {
  const res = await call<LaunchValue>(app, 'gameLaunchFB', { token, body: fbBody(game, extra) });
  if (!res.body.success) throw new Error(`launch ${String(game.nodeId)}: ${res.status} ${res.body.errorCode ?? ''} ${res.body.message}`);
  return res.body.value;
}

/** What opening a launch URL on the game site gave. */
export interface OpenedGame {
  status: number;
  headers: Record<string, unknown>;
  html: string;
  /** The page's JSON data (game page only). */
  data?: { token: string; lobbyOrigin: string; backUrl: string; kind: 'slot' | 'pick'; balance: string; stakes: string[]; messageSource: string };
}

/**
 * Opens a launch URL on the game site (`GET /play?launch=…`).
 * @param game the game site
 * @param launchUrl the launch's URL (its path and query are used)
 */
export async function openLaunch(game: FastifyInstance, launchUrl: string): Promise<OpenedGame> {
  const url = new URL(launchUrl);
  const res = await game.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  const match = /<script type="application\/json" id="game-data">(.*?)<\/script>/s.exec(res.body);
  return { status: res.statusCode, headers: res.headers, html: res.body, ...(match?.[1] ? { data: JSON.parse(match[1]) as OpenedGame['data'] } : {}) };
}

/** Launches (free play or not) and opens the game; the game-session token and page data. */
export async function startGame(env: PlayEnv, token: string | undefined, gameRow: GameRow, extra: Record<string, unknown> = {}): Promise<NonNullable<OpenedGame['data']>> {
  const launch = await launchFb(env.app, token, gameRow, extra);
  const opened = await openLaunch(env.game, launch.launchUrl);
  if (opened.status !== 200 || !opened.data) throw new Error(`open: ${String(opened.status)}`);
  return opened.data;
}

/** An envelope answer of the game site. */
export interface GameAnswer<V> {
  status: number;
  body: { success: boolean; value: V; message: string; errorCode?: string };
}

/**
 * Places a bet on the game site.
 * @param game the game site
 * @param gameToken the game-session token
 * @param body the bet body (sent as given)
 */
export async function bet(game: FastifyInstance, gameToken: string | undefined, body: unknown): Promise<GameAnswer<BetAnswer>> {
  const res = await game.inject({
    method: 'POST',
    url: '/api/bet',
    headers: { 'content-type': 'application/json', ...(gameToken ? { authorization: `Game ${gameToken}` } : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() };
}

/** `GET /api/session` on the game site. */
export async function gameSession(game: FastifyInstance, gameToken: string): Promise<GameAnswer<GameSessionInfo>> {
  const res = await game.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Game ${gameToken}` } });
  return { status: res.statusCode, body: res.json() };
}

/** The id of an account. */
export async function memberIdOf(db: AppDb, account: string): Promise<number> {
  const [row] = await db.select({ id: t.members.id }).from(t.members).where(eq(t.members.account, account));
  if (!row) throw new Error(`no member ${account}`);
  return row.id;
}

/** Every wallet of a member: `MAIN` and vendor codes, balance as stored and the sum of its ledger entries. */
export async function walletsAndLedger(db: AppDb, memberId: number): Promise<{ wallet: string; balance: string; ledger: string }[]> {
  const [main] = await db.select({ balance: sql<string>`${t.wallets.balance}::text` }).from(t.wallets).where(eq(t.wallets.memberId, memberId));
  const vendors = await db
    .select({ wallet: t.vendorWallets.vassalage, balance: sql<string>`${t.vendorWallets.balance}::text` })
    .from(t.vendorWallets)
    .where(eq(t.vendorWallets.memberId, memberId));
  const sums = await db
    .select({ wallet: t.ledgerEntries.wallet, total: sql<string>`coalesce(sum(${t.ledgerEntries.amount}), 0)::numeric(18,2)::text` })
    .from(t.ledgerEntries)
    .where(eq(t.ledgerEntries.memberId, memberId))
    .groupBy(t.ledgerEntries.wallet);
  const ledger = (wallet: string) => sums.find((s) => s.wallet === wallet)?.total ?? '0.00';
  return [{ wallet: 'MAIN', balance: main?.balance ?? '0.00', ledger: ledger('MAIN') }, ...vendors.map((v) => ({ wallet: v.wallet, balance: v.balance, ledger: ledger(v.wallet) }))];
}

/** Row counts of the play tables (to prove a refusal wrote nothing). */
export async function playCounts(db: AppDb): Promise<Record<'launches' | 'gameSessions' | 'bets' | 'ledger' | 'transfers' | 'vendorWallets' | 'recent', number>> {
  const n = async (table: Parameters<ReturnType<AppDb['select']>['from']>[0]) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    launches: await n(t.launches),
    gameSessions: await n(t.gameSessions),
    bets: await n(t.bets),
    ledger: await n(t.ledgerEntries),
    transfers: await n(t.walletTransfers),
    vendorWallets: await n(t.vendorWallets),
    recent: await n(t.recentGames),
  };
}

/** Reads a value of a success envelope (throws on a failure). */
export function valueOf<V>(answer: Answer<V> | GameAnswer<V>): V {
  if (!answer.body.success) throw new Error(`${String(answer.status)} ${answer.body.errorCode ?? ''} ${answer.body.message}`);
  return answer.body.value;
}
