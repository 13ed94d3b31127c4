/**
 * Bets of the demo game and the betting record (spec §2 avatar menu "betting record", §7
 * ODSFE2_MemTransDet). A bet is one transaction: the stake is taken only when the wallet covers
 * it, the server-decided payout (src/play/rtp.ts) is added, the BET and PAYOUT ledger entries
 * and the bet row are written. Each bet carries an idempotency key unique per game session: a
 * retry answers the first bet and changes nothing; the same key with another stake or pick is
 * `request.idempotency.conflict`. Free play settles on the game session's play money instead
 * (no ledger, no member).
 */
import { randomUUID } from 'node:crypto';
import { type BetRecord, ERROR_CODES, type GameType, TRIAL_TYPE } from '@gamehall/api-client/contract';
import Big from 'big.js';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { dayRange } from '../cashier/ledger.ts';
import { Type, type Static } from 'typebox';
import { TRIAL_MESSAGE } from '../accounts/accounts.ts';
import { type ContentRepository } from '../content.ts';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { BusinessError, RequestError } from '../http/envelope.ts';
import { StatusError, gameNotFound } from './errors.ts';
import { type GameRow, gameByNodeId, isPickGame, vendorName } from './games.ts';
import { type GameSessionRow, type LaunchRow, type LaunchService } from './launches.ts';
import { ZERO, minus, money, payoutOf } from './money.ts';
import { type Outcome, type RandomInt, drawPick, secureRandomInt, spinSlot } from './rtp.ts';
import { FUN_WALLET, IDEMPOTENCY_CONFLICT_MESSAGE, INSUFFICIENT_FUNDS_MESSAGE, type WalletMember, type WalletService } from './wallets.ts';

/** Largest stake of one bet (decimal string; a game whose minimum bet is higher allows that one). */
export const MAX_STAKE = '1000.00';
/** How many of the session's latest bets the game page lists. */
export const SESSION_BETS_SHOWN = 10;
/** Stake ladder of the page's stake picker, as multiples of the game's minimum bet (kept while ≤ the max stake). */
export const STAKE_STEPS: readonly number[] = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];
/** Message of a dead game session (HTTP 401 `game.launch.token.invalid`). */
export const GAME_SESSION_ENDED_MESSAGE = 'This game session has ended: start the game again from the lobby';
/** Message of a game session whose login session ended (logout, password change, expiry; HTTP 401 `game.launch.token.invalid`). */
export const LOGIN_SESSION_ENDED_MESSAGE = 'Your login session has ended (logged out, password changed or expired): log in and start the game again from the lobby';
/** Default page size of the betting record. */
export const RECORDS_PAGE_DEFAULT = 20;

/** Body of the demo game's `POST /api/bet`. */
export const BetBody = Type.Object(
  {
    /** A UUID the page draws per bet (and reuses when it retries). */
    idempotencyKey: Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' }),
    /** Decimal string, e.g. `"1.00"`: a multiple of the game's minimum bet, at most {@link MAX_STAKE}. */
    stake: Type.String({ pattern: '^\\d{1,7}(\\.\\d{1,2})?$' }),
    /** The digit picked (lottery games only). */
    pick: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
  },
  { additionalProperties: false },
);
/** @see BetBody */
export type BetBody = Static<typeof BetBody>;

/** The answer to a bet (and to its retries). */
export interface BetAnswer {
  betId: string;
  stake: string;
  payout: string;
  outcome: Outcome;
  /** The game wallet's balance after the bet. */
  balance: string;
}

/** One bet as the game page lists it. */
export interface SessionBet {
  betId: string;
  stake: string;
  payout: string;
  outcome: Outcome;
  /** ISO 8601 UTC. */
  betTime: string;
}

/** What the game page shows (its first render and `GET /api/session`). */
export interface GameSessionInfo {
  nodeId: number;
  gameName: string;
  gameCode: string;
  gameType: GameType;
  vassalage: string;
  vendorName: string;
  /** `slot` (3 reels) or `pick` (lottery digit). */
  kind: 'slot' | 'pick';
  minBet: string;
  maxStake: string;
  /** Stakes the picker offers, ascending. */
  stakes: string[];
  /** The game wallet's balance (play money in free play). */
  balance: string;
  currencySymbol: string;
  freePlay: boolean;
  /** Platform language of the launch (EN, TY). */
  language: string;
  /** Lottery launches: `betting` or `lobby`. */
  lottoView: string | null;
  /** The lobby's origin: the only `postMessage` target. */
  lobbyOrigin: string;
  /** The session's latest bets, newest first. */
  bets: SessionBet[];
}

/** A page of the betting record. */
export interface BetRecordPage {
  list: BetRecord[];
  pageNo: number;
  pageSize: number;
  totalPages: number;
  total: number;
}

/** Thrown inside a bet transaction to roll it back. */
class Rollback extends Error {
  constructor(readonly why: 'insufficient' | 'duplicate' | 'ended') {
    super(why);
  }
}

type StoredOutcome = Outcome & { balanceAfter: string };

/**
 * The stakes offered for a minimum bet: {@link STAKE_STEPS} multiples up to the max stake.
 * @param minBet the game's minimum bet (decimal string; 0 is treated as 0.01)
 */
export function stakeLadder(minBet: string): string[] {
  const base = new Big(minBet).gt(0) ? new Big(minBet) : new Big('0.01');
  const max = maxStakeOf(base.toFixed(2));
  return STAKE_STEPS.map((n) => base.times(n)).filter((s) => s.lte(max)).map((s) => s.toFixed(2));
}

/** The largest stake of a game: {@link MAX_STAKE}, or its minimum bet when that is higher. */
export function maxStakeOf(minBet: string): string {
  return new Big(minBet).gt(MAX_STAKE) ? money(minBet) : MAX_STAKE;
}

/**
 * Checks a stake against a game: more than zero, at least the minimum bet, a whole multiple of
 * it, at most the max stake.
 * @returns the stake with two decimals
 * @throws RequestError naming the rule broken
 */
export function checkStake(stake: string, minBet: string): string {
  const value = new Big(stake);
  const min = new Big(minBet).gt(0) ? new Big(minBet) : new Big('0.01');
  const max = maxStakeOf(min.toFixed(2));
  if (value.lte(0)) throw new RequestError('body field "stake" must be more than 0');
  if (value.lt(min)) throw new RequestError(`body field "stake" must be at least the minimum bet ${min.toFixed(2)}`);
  if (!value.mod(min).eq(0)) throw new RequestError(`body field "stake" must be a multiple of the minimum bet ${min.toFixed(2)}`);
  if (value.gt(max)) throw new RequestError(`body field "stake" must be at most ${max}`);
  return value.toFixed(2);
}

/** Bets and betting records. */
export class BetService {
  /**
   * @param deps the database, the clock (ms), the wallets, the launches (game sessions) and the content (currency symbol)
   * @param random uniform random integers for outcomes (default `crypto.randomInt`; tests pass a fixed one)
   */
  constructor(
    private readonly deps: { db: AppDb; now: () => number; wallets: WalletService; launches: LaunchService; content: ContentRepository },
    private readonly random: RandomInt = secureRandomInt,
  ) {}

  private async live(token: string | undefined): Promise<{ gameSession: GameSessionRow; launch: LaunchRow; game: GameRow }> {
    const found = await this.deps.launches.gameSession(token);
    if (!found.ok) throw new StatusError(401, ERROR_CODES.launchTokenInvalid, found.reason === 'loginEnded' ? LOGIN_SESSION_ENDED_MESSAGE : GAME_SESSION_ENDED_MESSAGE);
    const game = await gameByNodeId(this.deps.db, found.gameSession.nodeId);
    if (!game) throw gameNotFound(`nodeId ${String(found.gameSession.nodeId)}`);
    return { gameSession: found.gameSession, launch: found.launch, game };
  }

  /** The game wallet's balance of a game session. */
  private async balanceOf(gameSession: GameSessionRow): Promise<string> {
    if (gameSession.wallet === FUN_WALLET || gameSession.memberId === null) return money(gameSession.funBalance ?? ZERO);
    return this.deps.wallets.walletBalance(gameSession.memberId, gameSession.wallet);
  }

  /**
   * What the game page shows for a game session.
   * @param token the game-session token
   * @throws StatusError 401 `game.launch.token.invalid` when the game session is unknown or over,
   *   or the login session it was launched from is revoked or expired
   */
  async sessionInfo(token: string | undefined): Promise<GameSessionInfo> {
    const { gameSession, launch, game } = await this.live(token);
    const [balance, vendor, settings, rows] = await Promise.all([
      this.balanceOf(gameSession),
      vendorName(this.deps.db, game.vassalage),
      this.deps.content.settings(),
      this.deps.db
        .select({ betId: t.bets.betId, stake: t.bets.stake, payout: t.bets.payout, outcome: t.bets.outcome, createdAt: t.bets.createdAt })
        .from(t.bets)
        .where(eq(t.bets.gameSessionHash, gameSession.tokenHash))
        .orderBy(desc(t.bets.id))
        .limit(SESSION_BETS_SHOWN),
    ]);
    return {
      nodeId: game.nodeId,
      gameName: game.gameName,
      gameCode: game.gameCode,
      gameType: game.gameType as GameType,
      vassalage: game.vassalage,
      vendorName: vendor,
      kind: isPickGame(game) ? 'pick' : 'slot',
      minBet: money(game.minBet),
      maxStake: maxStakeOf(game.minBet),
      stakes: stakeLadder(game.minBet),
      balance,
      currencySymbol: settings.currency.symbol,
      freePlay: launch.freePlay,
      language: launch.language,
      lottoView: launch.lottoView,
      lobbyOrigin: gameSession.lobbyOrigin,
      bets: rows.map((r) => ({ betId: r.betId, stake: money(r.stake), payout: money(r.payout), outcome: stripStored(r.outcome as StoredOutcome), betTime: r.createdAt.toISOString() })),
    };
  }

  /**
   * Places a bet in a game session (the demo game's `POST /api/bet`).
   * @param token the game-session token (`Authorization: Game <token>`)
   * @param body idempotency key, stake (decimal string), pick (lottery games)
   * @param beforeFreePlayBet called before a free-play bet is judged (the route's per-address
   *   throttle, issue 10 §3); it throws to refuse the bet
   * @returns the bet, its outcome and the game wallet's balance after it (a retry: the first answer)
   * @throws StatusError 401 `game.launch.token.invalid` (game session unknown or over, or the login
   *   session it was launched from revoked or expired; nothing written)
   * @throws RequestError (400) for a stake off the game's rules, or a pick missing (lottery) or given (slot)
   * @throws BusinessError `wallet.insufficient.funds` (nothing written), `request.idempotency.conflict`
   */
  async place(token: string | undefined, body: BetBody, beforeFreePlayBet?: () => Promise<void>): Promise<BetAnswer> {
    const { gameSession, game } = await this.live(token);
    if (gameSession.memberId === null && beforeFreePlayBet) await beforeFreePlayBet();
    const kind = isPickGame(game) ? 'pick' : 'slot';
    if (kind === 'pick' && body.pick === undefined) throw new RequestError('body field "pick" (a digit 0-9) is required in a lottery game');
    if (kind === 'slot' && body.pick !== undefined) throw new RequestError('body field "pick" is only for lottery games');
    const stake = checkStake(body.stake, game.minBet);
    const key = body.idempotencyKey.toLowerCase();
    const wanted = { stake, pick: body.pick };
    const prior = await this.prior(gameSession.tokenHash, key, wanted);
    if (prior) return prior;

    const outcome: Outcome = kind === 'pick' ? drawPick(body.pick ?? 0, this.random) : spinSlot(this.random);
    const payout = payoutOf(stake, outcome.multiplier);
    const betId = randomUUID();
    const now = new Date(this.deps.now());
    try {
      return await this.deps.db.transaction(async (tx) => {
        // A logout committed after the check above is seen here; one after this waits for the bet.
        if (!(await this.deps.launches.holdLoginSession(tx, gameSession))) throw new Rollback('ended');
        let balance: string;
        if (gameSession.wallet === FUN_WALLET || gameSession.memberId === null) {
          const [row] = await tx
            .update(t.gameSessions)
            .set({ funBalance: sql`${t.gameSessions.funBalance} + ${minus(payout, stake)}::numeric` })
            .where(and(eq(t.gameSessions.tokenHash, gameSession.tokenHash), sql`${t.gameSessions.funBalance} >= ${stake}::numeric`))
            .returning({ funBalance: t.gameSessions.funBalance });
          if (!row) throw new Rollback('insufficient');
          balance = money(row.funBalance ?? ZERO);
        } else {
          const settled = await this.deps.wallets.settleBet(tx, gameSession.memberId, gameSession.wallet, stake, payout, betId);
          if (!settled) throw new Rollback('insufficient');
          balance = settled.balance;
        }
        const stored: StoredOutcome = { ...outcome, balanceAfter: balance };
        const inserted = await tx
          .insert(t.bets)
          .values({
            betId,
            gameSessionHash: gameSession.tokenHash,
            idempotencyKey: key,
            memberId: gameSession.memberId,
            nodeId: game.nodeId,
            wallet: gameSession.wallet,
            kind,
            stake,
            payout,
            outcome: stored,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: t.bets.id });
        if (inserted.length === 0) throw new Rollback('duplicate');
        return { betId, stake, payout, outcome, balance };
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
      if (error.why === 'ended') throw new StatusError(401, ERROR_CODES.launchTokenInvalid, LOGIN_SESSION_ENDED_MESSAGE);
      // A concurrent retry of the same key won (its bet is the answer), or the wallet is short.
      const first = await this.prior(gameSession.tokenHash, key, wanted);
      if (first) return first;
      if (error.why === 'insufficient') throw new BusinessError(ERROR_CODES.insufficientFunds, INSUFFICIENT_FUNDS_MESSAGE);
      throw new BusinessError(ERROR_CODES.idempotencyConflict, IDEMPOTENCY_CONFLICT_MESSAGE);
    }
  }

  /**
   * The bet already placed with a key in a game session.
   * @returns its answer, or undefined when the key is new
   * @throws BusinessError `request.idempotency.conflict` when it was placed with another stake or pick
   */
  private async prior(gameSessionHash: string, key: string, wanted: { stake: string; pick?: number }): Promise<BetAnswer | undefined> {
    const [row] = await this.deps.db
      .select({ betId: t.bets.betId, stake: t.bets.stake, payout: t.bets.payout, outcome: t.bets.outcome })
      .from(t.bets)
      .where(and(eq(t.bets.gameSessionHash, gameSessionHash), eq(t.bets.idempotencyKey, key)));
    if (!row) return undefined;
    const stored = row.outcome as StoredOutcome;
    const pick = stored.kind === 'pick' ? stored.pick : undefined;
    if (money(row.stake) !== wanted.stake || pick !== wanted.pick) throw new BusinessError(ERROR_CODES.idempotencyConflict, IDEMPOTENCY_CONFLICT_MESSAGE);
    return { betId: row.betId, stake: money(row.stake), payout: money(row.payout), outcome: stripStored(stored), balance: money(stored.balanceAfter) };
  }

  /**
   * The member's bets, newest first (betting record, spec §2; relay ODSFE2_MemTransDet).
   * @param member the session member
   * @param filter category, vendor and day range (`yyyy-MM-dd`, inclusive UTC days as in the
   *   transaction history; all optional), 1-based page number, page size
   * @returns a page: `winLoss` = payout − stake, `betTime` ISO 8601 UTC
   * @throws BusinessError `member.trial` for a trial account (its free play is not a member's bet)
   */
  async records(member: WalletMember, filter: { gameType?: GameType; vassalage?: string; from?: string; to?: string; pageNo: number; pageSize: number }): Promise<BetRecordPage> {
    if (member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.trialAccount, TRIAL_MESSAGE);
    const { start, end } = dayRange(filter.from, filter.to);
    const where = and(
      eq(t.bets.memberId, member.id),
      start ? gte(t.bets.createdAt, start) : undefined,
      end ? lt(t.bets.createdAt, end) : undefined,
      filter.gameType ? eq(t.games.gameType, filter.gameType) : undefined,
      filter.vassalage ? eq(t.games.vassalage, filter.vassalage) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.deps.db
        .select({
          betId: t.bets.betId,
          nodeId: t.bets.nodeId,
          gameName: t.games.gameName,
          vassalage: t.games.vassalage,
          gameType: t.games.gameType,
          stake: t.bets.stake,
          payout: t.bets.payout,
          createdAt: t.bets.createdAt,
        })
        .from(t.bets)
        .innerJoin(t.games, eq(t.games.nodeId, t.bets.nodeId))
        .where(where)
        .orderBy(desc(t.bets.id))
        .limit(filter.pageSize)
        .offset((filter.pageNo - 1) * filter.pageSize),
      this.deps.db.select({ n: count() }).from(t.bets).innerJoin(t.games, eq(t.games.nodeId, t.bets.nodeId)).where(where),
    ]);
    const n = total?.n ?? 0;
    return {
      list: rows.map((r) => ({
        betId: r.betId,
        nodeId: r.nodeId,
        gameName: r.gameName,
        vassalage: r.vassalage,
        gameType: r.gameType as GameType,
        stake: money(r.stake),
        payout: money(r.payout),
        winLoss: minus(r.payout, r.stake),
        betTime: r.createdAt.toISOString(),
      })),
      pageNo: filter.pageNo,
      pageSize: filter.pageSize,
      totalPages: Math.ceil(n / filter.pageSize),
      total: n,
    };
  }
}

/** The outcome without the stored balance. */
function stripStored(stored: StoredOutcome): Outcome {
  const { balanceAfter: _balance, ...outcome } = stored;
  return outcome;
}
