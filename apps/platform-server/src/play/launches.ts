/**
 * Game launches (spec §4 "otherwise the game starts", §7 launchGame, GCS_gameLaunchFB) and the
 * demo game's sessions. A launch answers the URL of the demo game page on the game site's own
 * origin with a one-time launch token (256 random bits, base64url; only its SHA-256 is stored;
 * usable once, for {@link LAUNCH_TTL_MS}). Opening the page consumes the token atomically and
 * starts a game session (another random token, stored hashed, {@link GAME_SESSION_TTL_MS}),
 * which the page sends with its bets. The session token of the player never enters a URL.
 *
 * A member's launch and game session record the login session they came from (its token hash):
 * the launch no longer opens, and the game session no longer serves, once that login session is
 * revoked (logout, password change) or expired — another live login of the same member does not
 * keep it alive. Free play has no login session and is unaffected.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  type GameLaunchFbBody,
  type LaunchGameBody,
  type LaunchValue,
  TRIAL_TYPE,
} from '@gamehall/api-client/contract';
import { type SQL, and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { TRIAL_MESSAGE } from '../accounts/accounts.ts';
import { type MemberRow, type Session } from '../accounts/sessions.ts';
import { DEFAULT_LANGUAGE } from '../content.ts';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { BusinessError, RequestError } from '../http/envelope.ts';
import { StatusError, gameNotFound } from './errors.ts';
import { type GameRow, PICK_GAME_TYPES, gameByCode, gameByNodeId, isPickGame } from './games.ts';
import { FUN_BALANCE, FUN_WALLET, MAIN_WALLET, type WalletService } from './wallets.ts';

/** How long a launch token stays usable, in ms (5 minutes; it is single use). */
export const LAUNCH_TTL_MS = 5 * 60_000;
/** How long a demo game session lasts, in ms (2 hours). */
export const GAME_SESSION_TTL_MS = 2 * 3_600_000;
/** Random bytes of launch and game-session tokens (256 bits; 43 base64url characters). */
export const TOKEN_BYTES = 32;
/** A well-formed launch or game-session token: 43 base64url characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Query parameters dropped from a `backUrl` before it is put in a launch URL (secrets never travel to the game site). */
export const SECRET_QUERY_KEYS: readonly string[] = ['token', 'clientid', 'launch'];
/** Message of a launch without a session (spec §8 "You are not logged in, please login"). */
export const LAUNCH_NOT_LOGGED_IN_MESSAGE = 'You are not logged in, please login';
/** Message of `game.freeplay.unsupported`. */
export const FREE_PLAY_UNSUPPORTED_MESSAGE = 'This game has no free trial';

/** SHA-256 (hex) of a launch or game-session token, as stored. */
export const hashGameToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A timestamptz parameter (as sessions do it, so PGlite and node-postgres compare alike). */
const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * SQL condition on a launch or game-session row: it has no member (free play), or the login
 * session it records is live at `now` (not revoked, not expired). A member's row without a
 * login session never passes.
 * @param table {@link t.launches} or {@link t.gameSessions}
 * @param now the clock in ms
 */
function loginSessionLive(table: typeof t.launches | typeof t.gameSessions, now: number): SQL {
  const live = sql`exists (select 1 from ${t.sessions} where ${t.sessions.tokenHash} = ${table.sessionTokenHash} and ${t.sessions.revokedAt} is null and ${t.sessions.expiresAt} > ${at(now)})`;
  return or(isNull(table.memberId), live) as SQL;
}

/**
 * A `backUrl` as the game page may use it: secret query parameters ({@link SECRET_QUERY_KEYS},
 * any case) removed.
 * @param backUrl an absolute http(s) URL (validated by the contract)
 * @returns the URL without them
 * @throws RequestError when it is not a URL
 */
export function cleanBackUrl(backUrl: string): URL {
  let url: URL;
  try {
    url = new URL(backUrl);
  } catch {
    throw new RequestError('body field "backUrl" must be an absolute http(s) URL');
  }
  for (const name of [...url.searchParams.keys()]) if (SECRET_QUERY_KEYS.includes(name.toLowerCase())) url.searchParams.delete(name);
  return url;
}

/** What a launch is for, once checked. */
interface LaunchPlan {
  game: GameRow;
  /** The member the launch is for: recent games and, when not free play, the wallet. */
  member?: MemberRow;
  /** The launching login session's token hash (not free play): the game ends with it. */
  sessionTokenHash?: string;
  freePlay: boolean;
  backUrl: string;
  language?: string;
  lottoView?: string;
}

/** A launch row as the game site reads it. */
export type LaunchRow = typeof t.launches.$inferSelect;
/** A game-session row. */
export type GameSessionRow = typeof t.gameSessions.$inferSelect;

/** The result of looking a game-session token up ({@link LaunchService.gameSession}). */
export type GameSessionLookup =
  | { ok: true; gameSession: GameSessionRow; launch: LaunchRow }
  | {
      ok: false;
      /** `unknown` (no such token, over, member disabled) or `loginEnded` (its login session was revoked or expired). */
      reason: 'unknown' | 'loginEnded';
    };

/** The result of opening a launch token ({@link LaunchService.open}). */
export type OpenedLaunch =
  | { ok: true; launch: LaunchRow; gameToken: string; gameSession: GameSessionRow }
  | {
      ok: false;
      /**
       * `unknown` (no such token), `used` (opened before), `expired`, or `ended` (the login
       * session that launched it was revoked or expired; the token stays unused).
       */
      reason: 'unknown' | 'used' | 'expired' | 'ended';
      /** The launch's lobby origin and language when the token was known. */
      launch?: Pick<LaunchRow, 'lobbyOrigin' | 'language'>;
    };

/** Launches games and opens them on the game site. */
export class LaunchService {
  /**
   * @param deps the database, the clock (ms), the wallets (mode) and the game site's public origin (e.g. `http://localhost:8082`)
   */
  /**
   * @param deps the database, the clock (ms), the wallets, the demo game site's origin and
   *   responsible gaming's exclusions (a member in cool-off or self-exclusion launches nothing
   *   but free play; absent = not checked)
   */
  constructor(private readonly deps: { db: AppDb; now: () => number; wallets: WalletService; gameOrigin: string; exclusions?: { assertNotExcluded(db: AppDb, memberId: number): Promise<void> } }) {}

  /** The game site's public origin (launch URLs and `launchOrigin`). */
  get gameOrigin(): string {
    return this.deps.gameOrigin;
  }

  /**
   * Relay `GCS_gameLaunchFB` (spec §4): launches any game by `nodeId`. With `freePlay: true` the
   * game must support free trial (supportPlay 0) and plays with play money; no session needed.
   * Otherwise it needs a real account's session and plays on the member's wallet (main wallet
   * on a single-wallet merchant, the vendor's wallet otherwise).
   * @param session the caller's session, if any
   * @param body nodeId, vassalage, gameType (must match the game), gameCode (idem, optional), freePlay, device, backUrl, language
   * @throws StatusError 401 `login.not.session` (no session, not free play), 404 `game.not.found`
   * @throws BusinessError `member.trial` (trial account, not free play), `game.freeplay.unsupported`
   */
  async gameLaunchFB(session: Session | undefined, body: GameLaunchFbBody): Promise<LaunchValue> {
    const freePlay = body.freePlay === true;
    if (!freePlay) this.requireRealAccount(session);
    const game = await gameByNodeId(this.deps.db, body.nodeId);
    if (!game || game.vassalage !== body.vassalage || game.gameType !== body.gameType || (body.gameCode !== undefined && body.gameCode !== game.gameCode)) {
      throw gameNotFound(`nodeId ${String(body.nodeId)}, ${body.vassalage}, ${body.gameType}`);
    }
    if (freePlay && game.supportPlay !== 0) throw new BusinessError(ERROR_CODES.freePlayUnsupported, FREE_PLAY_UNSUPPORTED_MESSAGE);
    return this.create({ game, member: session?.member, sessionTokenHash: freePlay ? undefined : session?.tokenHash, freePlay, backUrl: body.backUrl, language: body.language });
  }

  /**
   * `/wps/game/launchGame` (spec §4, §7): a game by `nodeId` (PVP), or a lottery by
   * `launchMode: 'LOTT'` and `lottoGameCode` (spec §7 lottery launch: lottoArea, lottoPrizeMode,
   * lottoView betting or lobby). Needs a real account; plays on the member's wallet.
   * @param session the caller's session
   * @param body the launch (see {@link LaunchGameBody})
   * @throws BusinessError `member.trial`, `member.excluded` (cool-off or self-exclusion)
   * @throws RequestError when neither `nodeId` nor a lottery launch names the game, or lottery fields come without `launchMode: 'LOTT'`
   * @throws StatusError 404 `game.not.found` (no such game, not a lottery for a lottery launch, or vendor/category/nodeId differ)
   */
  async launchGame(session: Session, body: LaunchGameBody): Promise<LaunchValue> {
    this.requireRealAccount(session);
    let game: GameRow | undefined;
    if (body.launchMode === 'LOTT') {
      if (body.lottoGameCode === undefined) throw new RequestError('body field "lottoGameCode" is required with launchMode LOTT');
      game = await gameByCode(this.deps.db, body.lottoGameCode);
      if (game && !isPickGame(game)) game = undefined;
      if (game && body.nodeId !== undefined && body.nodeId !== game.nodeId) game = undefined;
    } else {
      if (body.lottoGameCode !== undefined || body.lottoView !== undefined || body.lottoPrizeMode !== undefined) {
        throw new RequestError('body field "launchMode" must be LOTT for a lottery launch (lottoGameCode, lottoPrizeMode, lottoView)');
      }
      if (body.nodeId === undefined) throw new RequestError('body field "nodeId" is required (or launchMode LOTT with lottoGameCode)');
      game = await gameByNodeId(this.deps.db, body.nodeId);
    }
    if (!game || (body.vassalage !== undefined && game.vassalage !== body.vassalage) || (body.gameType !== undefined && game.gameType !== body.gameType)) {
      const what = body.launchMode === 'LOTT' ? `lottery ${body.lottoGameCode ?? ''} (${PICK_GAME_TYPES.join(', ')})` : `nodeId ${String(body.nodeId)}`;
      throw gameNotFound(what);
    }
    return this.create({
      game,
      member: session.member,
      sessionTokenHash: session.tokenHash,
      freePlay: false,
      backUrl: body.backUrl,
      language: body.language,
      lottoView: body.lottoView,
    });
  }

  /** A real account's session, or 401 / `member.trial`. */
  private requireRealAccount(session: Session | undefined): asserts session is Session {
    if (!session) throw new StatusError(401, ERROR_CODES.notSession, LAUNCH_NOT_LOGGED_IN_MESSAGE);
    if (session.member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.trialAccount, TRIAL_MESSAGE);
  }

  /** Writes the launch (and the member's recent game) and answers its URL. */
  private async create(plan: LaunchPlan): Promise<LaunchValue> {
    if (plan.member && !plan.freePlay) await this.deps.exclusions?.assertNotExcluded(this.deps.db, plan.member.id);
    const back = cleanBackUrl(plan.backUrl);
    const wallet = plan.freePlay ? FUN_WALLET : (await this.deps.wallets.isSingle()) ? MAIN_WALLET : plan.game.vassalage;
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const now = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      await tx.insert(t.launches).values({
        tokenHash: hashGameToken(token),
        memberId: plan.freePlay ? null : (plan.member?.id ?? null),
        sessionTokenHash: plan.freePlay ? null : (plan.sessionTokenHash ?? null),
        nodeId: plan.game.nodeId,
        freePlay: plan.freePlay,
        wallet,
        lobbyOrigin: back.origin,
        lottoView: plan.lottoView ?? null,
        language: plan.language ?? DEFAULT_LANGUAGE,
        createdAt: new Date(now),
        expiresAt: new Date(now + LAUNCH_TTL_MS),
      });
      // Recent games (spec §2 RECENT): every launch by a logged-in player, free play included.
      if (plan.member) {
        await tx
          .insert(t.recentGames)
          .values({ memberId: plan.member.id, nodeId: plan.game.nodeId, playedAt: new Date(now) })
          .onConflictDoUpdate({ target: [t.recentGames.memberId, t.recentGames.nodeId], set: { playedAt: new Date(now) } });
      }
    });
    const url = new URL('/play', this.deps.gameOrigin);
    url.searchParams.set('launch', token);
    url.searchParams.set('backUrl', back.toString());
    return { launchUrl: url.toString(), launchOrigin: url.origin, freePlay: plan.freePlay, expiresIn: LAUNCH_TTL_MS / 1000 };
  }

  /**
   * Opens a launch token (the game page `GET /play?launch=`): marks it used in one conditional
   * update (`… WHERE used_at IS NULL AND expires_at > now AND <login session live> RETURNING`,
   * so two requests with one token open one game) and starts a game session, bound to the same
   * login session, in the same transaction.
   * @param token the launch token from the URL
   * @returns the launch, the game session and its token; or why it cannot be opened (`ended`:
   *   the launching login session is over)
   */
  async open(token: string): Promise<OpenedLaunch> {
    if (!TOKEN_PATTERN.test(token)) return { ok: false, reason: 'unknown' };
    const tokenHash = hashGameToken(token);
    const now = this.deps.now();
    return this.deps.db.transaction(async (tx): Promise<OpenedLaunch> => {
      const [launch] = await tx
        .update(t.launches)
        .set({ usedAt: new Date(now) })
        .where(
          and(
            eq(t.launches.tokenHash, tokenHash),
            isNull(t.launches.usedAt),
            gt(t.launches.expiresAt, at(now)),
            loginSessionLive(t.launches, now),
          ),
        )
        .returning();
      if (!launch) {
        const [old] = await tx
          .select({ lobbyOrigin: t.launches.lobbyOrigin, language: t.launches.language, usedAt: t.launches.usedAt, expiresAt: t.launches.expiresAt })
          .from(t.launches)
          .where(eq(t.launches.tokenHash, tokenHash));
        if (!old) return { ok: false, reason: 'unknown' };
        const reason = old.usedAt ? 'used' : old.expiresAt.getTime() <= now ? 'expired' : 'ended';
        return { ok: false, reason, launch: { lobbyOrigin: old.lobbyOrigin, language: old.language } };
      }
      const gameToken = randomBytes(TOKEN_BYTES).toString('base64url');
      const [gameSession] = await tx
        .insert(t.gameSessions)
        .values({
          tokenHash: hashGameToken(gameToken),
          launchTokenHash: tokenHash,
          memberId: launch.memberId,
          sessionTokenHash: launch.sessionTokenHash,
          nodeId: launch.nodeId,
          wallet: launch.wallet,
          funBalance: launch.freePlay ? FUN_BALANCE : null,
          lobbyOrigin: launch.lobbyOrigin,
          createdAt: new Date(now),
          expiresAt: new Date(now + GAME_SESSION_TTL_MS),
        })
        .returning();
      if (!gameSession) throw new Error('game session not inserted');
      return { ok: true, launch, gameToken, gameSession };
    });
  }

  /**
   * Inside a bet's transaction: checks again that a member's game session still has its live
   * login session, and holds that session row (`SELECT … FOR SHARE`) until the transaction ends,
   * so a logout or password change that revokes it waits for the bet (or the bet sees it revoked).
   * @param tx the bet's transaction
   * @param gameSession the game session
   * @returns true for free play, or when the login session is live
   */
  async holdLoginSession(tx: AppDb, gameSession: GameSessionRow): Promise<boolean> {
    if (gameSession.memberId === null) return true;
    if (gameSession.sessionTokenHash === null) return false;
    const [row] = await tx
      .select({ tokenHash: t.sessions.tokenHash })
      .from(t.sessions)
      .where(and(eq(t.sessions.tokenHash, gameSession.sessionTokenHash), isNull(t.sessions.revokedAt), gt(t.sessions.expiresAt, at(this.deps.now()))))
      .for('share');
    return row !== undefined;
  }

  /**
   * The live game session of a token: not expired, its member (if any) not disabled, its login
   * session (if any) neither revoked nor expired.
   * @param token the game-session token (`Authorization: Game <token>`)
   * @returns the session and its launch; or why there is none: `unknown` (no such token, expired,
   *   member disabled) or `loginEnded` (the login session it was launched from is revoked or expired)
   */
  async gameSession(token: string | undefined): Promise<GameSessionLookup> {
    if (!token || !TOKEN_PATTERN.test(token)) return { ok: false, reason: 'unknown' };
    const now = this.deps.now();
    const [row] = await this.deps.db
      .select({ gameSession: t.gameSessions, launch: t.launches, disabled: t.members.disabled, loginLive: sql<boolean>`${loginSessionLive(t.gameSessions, now)}` })
      .from(t.gameSessions)
      .innerJoin(t.launches, eq(t.launches.tokenHash, t.gameSessions.launchTokenHash))
      .leftJoin(t.members, eq(t.members.id, t.gameSessions.memberId))
      .where(and(eq(t.gameSessions.tokenHash, hashGameToken(token)), gt(t.gameSessions.expiresAt, at(now))));
    if (!row || row.disabled === true) return { ok: false, reason: 'unknown' };
    if (row.loginLive !== true) return { ok: false, reason: 'loginEnded' };
    return { ok: true, gameSession: row.gameSession, launch: row.launch };
  }
}
