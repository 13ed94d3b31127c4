/**
 * A member's game ends with the login session it was launched from (spec §4 logout; review of
 * issue 5): the launch and the game session record that login session; once it is revoked
 * (logout, a password change from another login) or expired, the launch link no longer opens
 * and the game's bets and `GET /api/session` are HTTP 401 `game.launch.token.invalid`, with
 * nothing written. Another live login of the same member does not keep it alive; free play is
 * unaffected.
 */
import { randomUUID } from 'node:crypto';
import { ERROR_CODES, type MemberInfo } from '@gamehall/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../src/accounts/sessions.ts';
import { type Database } from '../src/db/database.ts';
import * as t from '../src/db/schema.ts';
import { DEMO_STRINGS } from '../src/demo/strings.ts';
import { LOGIN_SESSION_ENDED_MESSAGE } from '../src/play/bets.ts';
import { GAME_SESSION_TTL_MS, hashGameToken } from '../src/play/launches.ts';
import { SEEDED_PASSWORD } from '../src/seed/accounts.ts';
import { call, fakeClock } from './accountHelpers.ts';
import { seededDatabase } from './helpers.ts';
import {
  LOBBY,
  type GameRow,
  type PlayEnv,
  bet,
  findGame,
  gameSession,
  launchFb,
  login,
  memberIdOf,
  openLaunch,
  playCounts,
  playEnv,
  startGame,
  valueOf,
  walletsAndLedger,
} from './play.helpers.ts';

/** Login sessions of this file last 1 h: shorter than a game session (2 h), so a login can expire under a live game. */
const SESSION_TTL_MS = 3_600_000;

let database: Database;
let env: PlayEnv;
const clock = fakeClock();
let slot: GameRow;
let freeSlot: GameRow;

beforeAll(async () => {
  database = await seededDatabase();
  env = await playEnv(database, clock, { sessionTtlMs: SESSION_TTL_MS });
  slot = await findGame(database.db, { gameType: 'RNG', supportPlay: 1, minBet: '0.20' });
  freeSlot = await findGame(database.db, { gameType: 'RNG', supportPlay: 0 });
});

afterAll(async () => {
  await env.close();
  await database.close();
});

const betBody = () => ({ idempotencyKey: randomUUID(), stake: '0.20' });
const logout = async (token: string) => {
  expect((await call(env.app, 'logout', { token })).status).toBe(200);
};

/** Proves a game whose login ended is refused (bet and session read), writing nothing (bets, ledger, wallets). */
async function expectRefused(account: string, gameToken: string): Promise<void> {
  const memberId = await memberIdOf(database.db, account);
  const counts = await playCounts(database.db);
  const wallets = await walletsAndLedger(database.db, memberId);
  const refused = await bet(env.game, gameToken, betBody());
  expect(refused).toMatchObject({ status: 401, body: { success: false, errorCode: ERROR_CODES.launchTokenInvalid, message: LOGIN_SESSION_ENDED_MESSAGE } });
  const info = await gameSession(env.game, gameToken);
  expect(info).toMatchObject({ status: 401, body: { success: false, errorCode: ERROR_CODES.launchTokenInvalid } });
  expect(await playCounts(database.db)).toEqual(counts);
  expect(await walletsAndLedger(database.db, memberId)).toEqual(wallets);
}

describe('a game session ends with its login session', () => {
  it('a member launch records its login session on the launch and the game session; free play records none', async () => {
    const token = await login(env.app, 'player1');
    const page = await startGame(env, token, slot);
    const [row] = await database.db
      .select({ game: t.gameSessions.sessionTokenHash, launch: t.launches.sessionTokenHash })
      .from(t.gameSessions)
      .innerJoin(t.launches, eq(t.launches.tokenHash, t.gameSessions.launchTokenHash))
      .where(eq(t.gameSessions.tokenHash, hashGameToken(page.token)));
    expect(row).toEqual({ game: hashToken(token), launch: hashToken(token) });
    const free = await startGame(env, token, freeSlot, { freePlay: true });
    const [freeRow] = await database.db.select({ hash: t.gameSessions.sessionTokenHash, memberId: t.gameSessions.memberId }).from(t.gameSessions).where(eq(t.gameSessions.tokenHash, hashGameToken(free.token)));
    expect(freeRow).toEqual({ hash: null, memberId: null });
  });

  it('logout ends it: bets and GET /api/session are 401, nothing written; another live login of the member does not revive it', async () => {
    const first = await login(env.app, 'player1');
    const second = await login(env.app, 'player1');
    const page = await startGame(env, first, slot);
    const placed = valueOf(await bet(env.game, page.token, betBody()));
    expect(placed.stake).toBe('0.20');
    await logout(first);
    await expectRefused('player1', page.token);
    // The member's other login is live and can act, yet the game of the ended one stays over.
    expect((await call<MemberInfo>(env.app, 'memberInfo', { token: second })).status).toBe(200);
    expect((await call(env.app, 'balance', { token: second })).body.success).toBe(true);
    expect((await bet(env.game, page.token, betBody())).status).toBe(401);
    // A game launched from the live login plays.
    const fresh = await startGame(env, second, slot);
    expect(valueOf(await bet(env.game, fresh.token, betBody())).stake).toBe('0.20');
  });

  it('a password change ends the games launched from the logins it revokes, not the one it keeps', async () => {
    const other = await login(env.app, 'agent42');
    const keeper = await login(env.app, 'agent42');
    const otherGame = await startGame(env, other, slot);
    const keeperGame = await startGame(env, keeper, slot);
    const changed = await call(env.app, 'changePassword', { token: keeper, body: { oldPassword: SEEDED_PASSWORD, newPassword: 'Lighthouse42Moss', confirmNewPassword: 'Lighthouse42Moss' } });
    expect(changed.body.success).toBe(true);
    await expectRefused('agent42', otherGame.token);
    expect(valueOf(await bet(env.game, keeperGame.token, betBody())).stake).toBe('0.20');
  });

  it('the login’s expiry ends it, though the game session itself has time left', async () => {
    const token = await login(env.app, 'agent1');
    const page = await startGame(env, token, slot);
    clock.advance(SESSION_TTL_MS - 1000);
    expect(valueOf(await bet(env.game, page.token, betBody())).stake).toBe('0.20');
    clock.advance(2000);
    expect(SESSION_TTL_MS + 1000).toBeLessThan(GAME_SESSION_TTL_MS);
    await expectRefused('agent1', page.token);
  });

  it('a logout landing between the bet’s session check and its transaction still refuses the bet', async () => {
    const token = await login(env.app, 'agent41');
    const page = await startGame(env, token, slot);
    const launches = env.app.platform.launches;
    const lookup = launches.gameSession.bind(launches);
    const spy = vi.spyOn(launches, 'gameSession').mockImplementationOnce(async (gameToken) => {
      const found = await lookup(gameToken);
      await env.app.platform.sessions.revoke(hashToken(token));
      return found;
    });
    try {
      const memberId = await memberIdOf(database.db, 'agent41');
      const counts = await playCounts(database.db);
      const wallets = await walletsAndLedger(database.db, memberId);
      const refused = await bet(env.game, page.token, betBody());
      expect(spy).toHaveBeenCalledTimes(1);
      expect(refused).toMatchObject({ status: 401, body: { errorCode: ERROR_CODES.launchTokenInvalid, message: LOGIN_SESSION_ENDED_MESSAGE } });
      expect(await playCounts(database.db)).toEqual(counts);
      expect(await walletsAndLedger(database.db, memberId)).toEqual(wallets);
    } finally {
      spy.mockRestore();
    }
  });

  it('a launch link opened after logout is the 410 error page for the launch’s lobby, and the link stays unused', async () => {
    const token = await login(env.app, 'player2');
    const launch = await launchFb(env.app, token, slot, { language: 'TY' });
    await logout(token);
    const counts = await playCounts(database.db);
    const opened = await openLaunch(env.game, launch.launchUrl);
    expect(opened.status).toBe(410);
    expect(opened.data).toBeUndefined();
    expect(opened.html).toContain(DEMO_STRINGS.TY.errorLoginEnded);
    expect(opened.html).toContain(`"lobbyOrigin":"${LOBBY}"`);
    expect(String(opened.headers['content-security-policy'])).toContain(`frame-ancestors ${LOBBY}`);
    expect(await playCounts(database.db)).toEqual(counts);
    const launchToken = new URL(launch.launchUrl).searchParams.get('launch') ?? '';
    const [row] = await database.db.select({ usedAt: t.launches.usedAt }).from(t.launches).where(eq(t.launches.tokenHash, hashGameToken(launchToken)));
    expect(row?.usedAt).toBeNull();
  });

  it('free play is unaffected: a logged-in player’s free game plays on after logout', async () => {
    const token = await login(env.app, 'player1');
    const page = await startGame(env, token, freeSlot, { freePlay: true });
    await logout(token);
    const stake = page.stakes[0] ?? '0.01';
    const answer = valueOf(await bet(env.game, page.token, { idempotencyKey: randomUUID(), stake }));
    expect(answer.stake).toBe(stake);
    expect(valueOf(await gameSession(env.game, page.token)).freePlay).toBe(true);
  });
});
