/**
 * Game launches (spec §4, §7 launchGame and GCS_gameLaunchFB) and the demo game page: launch
 * answers, free-play rules, 401 / 404 / trial refusals, the one-time launch token (single use,
 * expiry on an injected clock), the page's CSP and postMessage target, recent games, and bad
 * input answered 400 with nothing written.
 */
import { ERROR_CODES, GAME_MESSAGE_SOURCE, type LaunchValue } from '@gamehall/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from '../src/app.ts';
import { type Database } from '../src/db/database.ts';
import * as t from '../src/db/schema.ts';
import { LAUNCH_TTL_MS, hashGameToken } from '../src/play/launches.ts';
import { call, fakeClock } from './accountHelpers.ts';
import { seededDatabase } from './helpers.ts';
import {
  BACK_URL,
  GAME_ORIGIN,
  type GameRow,
  LOBBY,
  type PlayEnv,
  fbBody,
  findGame,
  launchFb,
  login,
  memberIdOf,
  openLaunch,
  playCounts,
  playEnv,
  trialLogin,
} from './play.helpers.ts';

let database: Database;
let env: PlayEnv;
const clock = fakeClock();
let token: string;
let freeSlot: GameRow;
let paidSlot: GameRow;
let pvp: GameRow;
let lottery: GameRow;

beforeAll(async () => {
  database = await seededDatabase();
  env = await playEnv(database, clock);
  token = await login(env.app, 'player1');
  freeSlot = await findGame(database.db, { gameType: 'RNG', supportPlay: 0 });
  paidSlot = await findGame(database.db, { gameType: 'RNG', supportPlay: 1 });
  pvp = await findGame(database.db, { gameType: 'PVP' });
  lottery = await findGame(database.db, { gameType: 'LOTT', vassalage: 'GW' });
});

afterAll(async () => {
  await env.close();
  await database.close();
});

describe('GCS_gameLaunchFB', () => {
  it('answers a launch URL on the game origin with a one-time token, never the session token', async () => {
    const launch = await launchFb(env.app, token, paidSlot);
    expect(launch).toMatchObject({ launchOrigin: GAME_ORIGIN, freePlay: false, expiresIn: LAUNCH_TTL_MS / 1000 });
    const url = new URL(launch.launchUrl);
    expect(url.origin).toBe(GAME_ORIGIN);
    expect(url.pathname).toBe('/play');
    const launchToken = url.searchParams.get('launch') ?? '';
    expect(launchToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('backUrl')).toBe(BACK_URL);
    expect(launch.launchUrl).not.toContain(token);
    const [row] = await database.db.select().from(t.launches).where(eq(t.launches.tokenHash, hashGameToken(launchToken)));
    expect(row).toMatchObject({ nodeId: paidSlot.nodeId, freePlay: false, wallet: 'MAIN', lobbyOrigin: LOBBY, language: 'EN', usedAt: null });
    expect(row?.memberId).toBe(await memberIdOf(database.db, 'player1'));
    // Only the hash is stored.
    const stored = await database.db.select({ hash: t.launches.tokenHash }).from(t.launches);
    expect(stored.some((r) => r.hash === launchToken)).toBe(false);
  });

  it('drops secret query parameters from the backUrl it hands to the game', async () => {
    const launch = await launchFb(env.app, token, paidSlot, { backUrl: `${LOBBY}/home?token=secret-session&x=1` });
    const back = new URL(new URL(launch.launchUrl).searchParams.get('backUrl') ?? '');
    expect(back.searchParams.get('token')).toBeNull();
    expect(back.searchParams.get('x')).toBe('1');
    expect(launch.launchUrl).not.toContain('secret-session');
  });

  it('free play needs no session, plays money and writes no recent game', async () => {
    const before = await playCounts(database.db);
    const launch = await launchFb(env.app, undefined, freeSlot, { freePlay: true });
    expect(launch.freePlay).toBe(true);
    const after = await playCounts(database.db);
    expect(after.launches).toBe(before.launches + 1);
    expect(after.recent).toBe(before.recent);
    const opened = await openLaunch(env.game, launch.launchUrl);
    expect(opened.status).toBe(200);
    expect(opened.data).toMatchObject({ balance: '2000.00', kind: 'slot' });
    expect(opened.html).toContain('Play money');
  });

  it('free play of a game without free trial answers game.freeplay.unsupported', async () => {
    const before = await playCounts(database.db);
    const res = await call(env.app, 'gameLaunchFB', { body: fbBody(paidSlot, { freePlay: true }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, errorCode: ERROR_CODES.freePlayUnsupported });
    expect(await playCounts(database.db)).toEqual(before);
  });

  it('a real-money launch without a session is 401 login.not.session', async () => {
    const res = await call(env.app, 'gameLaunchFB', { body: fbBody(paidSlot) });
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe(ERROR_CODES.notSession);
  });

  it('a trial account gets member.trial for real money but may free-play', async () => {
    const trial = await trialLogin(env.app);
    const res = await call(env.app, 'gameLaunchFB', { token: trial, body: fbBody(paidSlot) });
    expect(res.body).toMatchObject({ success: false, errorCode: ERROR_CODES.trialAccount });
    expect((await launchFb(env.app, trial, freeSlot, { freePlay: true })).freePlay).toBe(true);
  });

  it('an unknown game, or one whose vendor or category differ, is 404 game.not.found', async () => {
    const before = await playCounts(database.db);
    for (const body of [
      fbBody(paidSlot, { nodeId: 9_999_999 }),
      fbBody(paidSlot, { vassalage: paidSlot.vassalage === 'PG' ? 'JDB' : 'PG' }),
      fbBody(paidSlot, { gameType: 'LIVE' }),
      fbBody(paidSlot, { gameCode: 'NOT_THIS_ONE' }),
    ]) {
      const res = await call(env.app, 'gameLaunchFB', { token, body });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, errorCode: ERROR_CODES.gameNotFound });
    }
    expect(await playCounts(database.db)).toEqual(before);
  });

  it('malformed bodies are 400 request.invalid and write nothing', async () => {
    const before = await playCounts(database.db);
    for (const body of [
      fbBody(paidSlot, { backUrl: 'javascript:alert(1)' }),
      fbBody(paidSlot, { device: 'TV' }),
      fbBody(paidSlot, { nodeId: 1.5 }),
      fbBody(paidSlot, { nodeId: 0 }),
      { vassalage: paidSlot.vassalage, gameType: paidSlot.gameType, device: 'WEB', backUrl: BACK_URL },
    ]) {
      const res = await call(env.app, 'gameLaunchFB', { token, body, raw: true });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorCode).toBe(ERROR_CODES.badRequest);
    }
    expect(await playCounts(database.db)).toEqual(before);
  });

  it('writes the member’s recent game on each launch (played at the launch time)', async () => {
    const memberId = await memberIdOf(database.db, 'player1');
    clock.advance(1000);
    await launchFb(env.app, token, pvp);
    const [row] = await database.db
      .select()
      .from(t.recentGames)
      .where(and(eq(t.recentGames.memberId, memberId), eq(t.recentGames.nodeId, pvp.nodeId)));
    expect(row?.playedAt.getTime()).toBe(clock.now());
    clock.advance(1000);
    await launchFb(env.app, token, pvp);
    const rows = await database.db
      .select()
      .from(t.recentGames)
      .where(and(eq(t.recentGames.memberId, memberId), eq(t.recentGames.nodeId, pvp.nodeId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.playedAt.getTime()).toBe(clock.now());
  });
});

describe('/wps/game/launchGame', () => {
  const body = (extra: Record<string, unknown>) => ({ device: 'WEB', backUrl: BACK_URL, language: 'EN', ...extra });

  it('launches a PVP game by nodeId', async () => {
    const res = await call<LaunchValue>(env.app, 'launchGame', { token, body: body({ nodeId: pvp.nodeId, vassalage: pvp.vassalage, gameType: 'PVP' }) });
    expect(res.body.success).toBe(true);
    const opened = await openLaunch(env.game, res.body.value.launchUrl);
    expect(opened.data?.kind).toBe('slot');
  });

  it('launches a lottery by launchMode LOTT and lottoGameCode (the pick game, lottoView stored)', async () => {
    const res = await call<LaunchValue>(env.app, 'launchGame', {
      token,
      body: body({ lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'LOTT', lottoGameCode: lottery.gameCode, lottoView: 'betting', language: 'TY' }),
    });
    expect(res.body.success).toBe(true);
    const launchToken = new URL(res.body.value.launchUrl).searchParams.get('launch') ?? '';
    const [row] = await database.db.select().from(t.launches).where(eq(t.launches.tokenHash, hashGameToken(launchToken)));
    expect(row).toMatchObject({ nodeId: lottery.nodeId, lottoView: 'betting', language: 'TY' });
    const opened = await openLaunch(env.game, res.body.value.launchUrl);
    expect(opened.data?.kind).toBe('pick');
    expect(opened.html).toContain('lang="tl"');
    expect(opened.html).toContain('Pumili ng numero mula 0 hanggang 9');
  });

  it('refuses a lottery code that is not a lottery, and unknown codes, with 404', async () => {
    for (const code of [paidSlot.gameCode, 'NO_SUCH_LOTTERY']) {
      const res = await call(env.app, 'launchGame', { token, body: body({ launchMode: 'LOTT', lottoGameCode: code }) });
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe(ERROR_CODES.gameNotFound);
    }
  });

  it('needs a session (401), a real account (member.trial) and a named game (400)', async () => {
    expect((await call(env.app, 'launchGame', { body: body({ nodeId: pvp.nodeId }) })).status).toBe(401);
    const trial = await trialLogin(env.app);
    expect((await call(env.app, 'launchGame', { token: trial, body: body({ nodeId: pvp.nodeId }) })).body.errorCode).toBe(ERROR_CODES.trialAccount);
    const before = await playCounts(database.db);
    for (const bad of [body({}), body({ launchMode: 'LOTT' }), body({ lottoGameCode: lottery.gameCode })]) {
      const res = await call(env.app, 'launchGame', { token, body: bad });
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe(ERROR_CODES.badRequest);
    }
    expect(await playCounts(database.db)).toEqual(before);
  });
});

describe('the game page (GET /play?launch=)', () => {
  it('opens once: a second open of the same link is the 410 error page', async () => {
    const launch = await launchFb(env.app, token, paidSlot);
    const first = await openLaunch(env.game, launch.launchUrl);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    const second = await openLaunch(env.game, launch.launchUrl);
    expect(second.status).toBe(410);
    expect(second.data).toBeUndefined();
    expect(second.html).toContain('already opened or has expired');
    // The error page tells the launch's lobby, and only it.
    expect(second.html).toContain(`"lobbyOrigin":"${LOBBY}"`);
    expect(second.html).toContain('"errorCode":"game.launch.token.invalid"');
    expect(String(second.headers['content-security-policy'])).toContain(`frame-ancestors ${LOBBY}`);
  });

  it('a HEAD request does not spend the link', async () => {
    const launch = await launchFb(env.app, token, paidSlot);
    const url = new URL(launch.launchUrl);
    const head = await env.game.inject({ method: 'HEAD', url: `${url.pathname}${url.search}` });
    expect(head.statusCode).toBe(404);
    expect((await openLaunch(env.game, launch.launchUrl)).status).toBe(200);
  });

  it('expires after 5 minutes (injected clock)', async () => {
    const launch = await launchFb(env.app, token, paidSlot);
    clock.advance(LAUNCH_TTL_MS + 1);
    const opened = await openLaunch(env.game, launch.launchUrl);
    expect(opened.status).toBe(410);
    const launchToken = new URL(launch.launchUrl).searchParams.get('launch') ?? '';
    const [row] = await database.db.select({ usedAt: t.launches.usedAt }).from(t.launches).where(eq(t.launches.tokenHash, hashGameToken(launchToken)));
    expect(row?.usedAt).toBeNull();
  });

  it('answers 410 for an unknown token and 400 for a malformed or missing one', async () => {
    const unknown = await env.game.inject({ method: 'GET', url: `/play?launch=${'A'.repeat(43)}` });
    expect(unknown.statusCode).toBe(410);
    expect(unknown.body).toContain('This game link can no longer be used');
    expect(unknown.body).toContain('This is not a valid game link');
    for (const url of ['/play', '/play?launch=short', `/play?launch=${'A'.repeat(43)}x`]) {
      const res = await env.game.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('not a valid game link');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });

  it('an unknown or malformed link trusts no backUrl: no back link, no message, framed by nobody', async () => {
    const evil = 'https://evil.example/phish?x=1';
    for (const launch of ['A'.repeat(43), 'short']) {
      const res = await env.game.inject({ method: 'GET', url: `/play?launch=${launch}&backUrl=${encodeURIComponent(evil)}` });
      expect([400, 410]).toContain(res.statusCode);
      const data = JSON.parse(/<script type="application\/json" id="error-data">(.*?)<\/script>/s.exec(res.body)?.[1] ?? '{}') as Record<string, unknown>;
      expect(data).toMatchObject({ lobbyOrigin: null, backUrl: null, errorCode: ERROR_CODES.launchTokenInvalid });
      expect(res.body).not.toContain('evil.example');
      expect(res.body).not.toContain('id="back"');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      // The script posts and navigates only with a lobby origin from the server.
      expect(res.body).toContain('if (!data.lobbyOrigin) return;');
    }
  });

  it('a used link goes back only to its own lobby, whatever backUrl the query names', async () => {
    const launch = await launchFb(env.app, token, paidSlot);
    expect((await openLaunch(env.game, launch.launchUrl)).status).toBe(200);
    const url = new URL(launch.launchUrl);
    const evil = 'https://evil.example/phish';
    url.searchParams.set('backUrl', evil);
    const reopened = await openLaunch(env.game, url.toString());
    expect(reopened.status).toBe(410);
    const data = JSON.parse(/<script type="application\/json" id="error-data">(.*?)<\/script>/s.exec(reopened.html)?.[1] ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({ lobbyOrigin: LOBBY, backUrl: `${LOBBY}/` });
    expect(reopened.html).not.toContain('evil.example');
    expect(reopened.html).toContain('id="back"');
    // The lobby's own backUrl is kept.
    url.searchParams.set('backUrl', BACK_URL);
    const own = await openLaunch(env.game, url.toString());
    expect(own.html).toContain(`"backUrl":"${BACK_URL}"`);
  });

  it('sends a strict per-response CSP with a nonce, framed only by the lobby', async () => {
    const one = await openLaunch(env.game, (await launchFb(env.app, token, paidSlot)).launchUrl);
    const two = await openLaunch(env.game, (await launchFb(env.app, token, paidSlot)).launchUrl);
    const csp = String(one.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toBe(
      `default-src 'none'; script-src 'nonce-${nonce ?? ''}'; style-src 'nonce-${nonce ?? ''}'; img-src 'self' data:; connect-src 'self'; frame-ancestors ${LOBBY}; base-uri 'none'; form-action 'none'`,
    );
    expect(String(two.headers['content-security-policy'])).not.toContain(nonce ?? '-');
    expect(one.html).toContain(`<script nonce="${nonce ?? ''}">`);
    expect(one.html).toContain(`<style nonce="${nonce ?? ''}">`);
    // No inline handlers or style attributes the CSP would block.
    expect(one.html).not.toMatch(/\son[a-z]+=/i);
    expect(one.html).not.toMatch(/\sstyle=/i);
    expect(one.headers['cache-control']).toBe('no-store');
    expect(one.headers['referrer-policy']).toBe('no-referrer');
  });

  it('posts to the lobby origin only (never "*"), with the game-session token in the page data, not a URL', async () => {
    const opened = await openLaunch(env.game, (await launchFb(env.app, token, paidSlot)).launchUrl);
    expect(opened.data).toMatchObject({ lobbyOrigin: LOBBY, backUrl: BACK_URL, messageSource: GAME_MESSAGE_SOURCE, balance: expect.stringMatching(/^\d+\.\d{2}$/) as unknown });
    expect(opened.html).toContain('window.parent.postMessage(message, data.lobbyOrigin)');
    expect(opened.html).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
    expect(opened.html).toContain("tell({ type: 'ready', balance: balance })");
    const gameToken = opened.data?.token ?? '';
    expect(gameToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(opened.html).not.toContain(`launch=${gameToken}`);
    const [session] = await database.db.select().from(t.gameSessions).where(eq(t.gameSessions.tokenHash, hashGameToken(gameToken)));
    expect(session).toMatchObject({ nodeId: paidSlot.nodeId, wallet: 'MAIN', lobbyOrigin: LOBBY, funBalance: null });
  });

  it('shows the game name, vendor and balance', async () => {
    const opened = await openLaunch(env.game, (await launchFb(env.app, token, paidSlot)).launchUrl);
    expect(opened.html).toContain(`<h1>${paidSlot.gameName.replace(/'/g, '&#39;')}</h1>`);
    expect(opened.html).toMatch(/<output id="balance"[^>]*>₱[\d,]+\.\d{2}<\/output>/);
    expect(opened.html).toContain('data:image/svg+xml;base64,');
  });

  it('keeps launch tokens out of the request logs', () => {
    const logged = redactUrl(`/play?launch=${'B'.repeat(43)}&backUrl=x`);
    expect(logged).toBe(`/play?launch=${REDACTED}&backUrl=x`);
  });
});
