/**
 * MSW handlers for the member centre's reward and report endpoints (spec §2 manualRebate,
 * personalProfit) over a stateful {@link RewardsMockState}, with the platform server's cases:
 * the rebate of the bets after the last claim at the merchant's rates (rounded down to the
 * cent per category), claims idempotent by `requestId` that credit the main wallet with a REBATE
 * ledger entry of the cashier mocks, nothing to claim and below-minimum refusals, and the profit
 * and loss of a UTC day range. Bets are the state's own ({@link RewardsMockState.addBet}).
 */
import Big from 'big.js';
import { type HttpHandler, type JsonBodyType } from 'msw';
import type { GameType } from '../contract/entities';
import type { ProfitCategory, ProfitValue, RebateCategory, RebateClaim, RebateInfoValue } from '../contract/rewards';
import { PROFIT_MAX_DAYS } from '../contract/rewards';
import { CASHIER_ERROR_CODES, cashierRoutes } from '../contract/cashierRoutes';
import { ERROR_CODES } from '../contract/errorCodes';
import { type MockAccountStore, createAccountStore } from './accounts';
import { CashierMockState } from './cashier';
import type { PlayMockFailure } from './play';
import { memberEndpointHandlers } from './memberEndpoints';

/** The reward and report endpoints (answered by this module). */
export const REWARD_ENDPOINTS = ['rebateInfo', 'rebateClaim', 'personalProfit'] as const;
/** @see REWARD_ENDPOINTS */
export type RewardEndpointName = (typeof REWARD_ENDPOINTS)[number];

/** The merchant's rebate rates, percent, in order (the platform server seeds the same). */
export const MOCK_REBATE_RATES: readonly { gameType: GameType; rate: string }[] = [
  { gameType: 'RNG', rate: '0.8000' },
  { gameType: 'LIVE', rate: '0.5000' },
  { gameType: 'SPORTS', rate: '0.6000' },
  { gameType: 'ESPORTS', rate: '0.6000' },
  { gameType: 'FISH', rate: '0.7000' },
  { gameType: 'PVP', rate: '0.4000' },
  { gameType: 'LOTT', rate: '0.3000' },
  { gameType: 'ELOTT', rate: '0.3000' },
  { gameType: 'COCKFIGHT', rate: '0.5000' },
];
/** The merchant's smallest rebate claim (the platform server's default). */
export const MOCK_REBATE_MIN_CLAIM = '1.00';
/** Server messages of the reward refusals (the platform server's wording). */
export const REWARD_MESSAGES = {
  nothing: 'There is no rebate to claim yet',
  belowMinimum: (min: string) => `The smallest rebate you can claim is ${min}`,
} as const;

/** A member's bet as the reward mocks keep it. */
export interface MockBet {
  id: number;
  account: string;
  gameType: GameType;
  stake: string;
  payout: string;
  /** ms since the epoch. */
  at: number;
}

/** Options of the reward mocks. */
export interface RewardsMockOptions {
  /** Whether `player1` starts with 30 bets of the last 20 days, the last three placed now (default true). */
  seedPlayer1?: boolean;
  /** Answer these endpoints with this failure (a failure envelope) or `'network'` (no answer). */
  failures?: Partial<Record<RewardEndpointName, PlayMockFailure>>;
  /** Wait this many ms before answering. */
  delays?: Partial<Record<RewardEndpointName, number>>;
  /** The smallest claim (default {@link MOCK_REBATE_MIN_CLAIM}). */
  minClaim?: string;
  /** The clock, ms since the epoch (default `Date.now`). */
  now?: () => number;
}

const DAY_MS = 86_400_000;

/** The state of the reward mocks: bets per account, claims and their watermarks. */
export class RewardsMockState {
  readonly bets: MockBet[] = [];
  readonly claims: { account: string; requestId: string; toBetId: number; value: RebateClaim }[] = [];
  readonly options: RewardsMockOptions;
  readonly now: () => number;

  /** @param options - seeding, failures, delays, minimum claim, clock */
  constructor(options: RewardsMockOptions = {}) {
    this.options = options;
    this.now = options.now ?? Date.now;
    if (options.seedPlayer1 ?? true) {
      const types: readonly GameType[] = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'RNG'];
      for (let i = 0; i < 30; i += 1) {
        const stake = new Big(20 + (i % 7) * 15).toFixed(2);
        const payout = i % 3 === 0 ? new Big(stake).times(2).toFixed(2) : i % 3 === 1 ? '0.00' : new Big(stake).div(2).toFixed(2);
        // The last three are placed now, so every period (today included) has bets.
        this.addBet('player1', types[i % types.length] ?? 'RNG', stake, payout, i >= 27 ? this.now() : this.now() - (20 - i * 0.66) * DAY_MS);
      }
    }
  }

  /**
   * Records a settled bet of `account`.
   * @returns the bet
   */
  addBet(account: string, gameType: GameType, stake: string, payout: string, at = this.now()): MockBet {
    const bet = { id: this.bets.length + 1, account: account.toLowerCase(), gameType, stake, payout, at };
    this.bets.push(bet);
    return bet;
  }

  /** The rebate of an account's bets after its last claim, and the newest bet id. */
  quote(account: string): { categories: RebateCategory[]; total: string; toBetId: number } {
    const mark = Math.max(0, ...this.claims.filter((c) => c.account === account).map((c) => c.toBetId));
    const open = this.bets.filter((b) => b.account === account && b.id > mark);
    let total = new Big(0);
    const categories = MOCK_REBATE_RATES.map(({ gameType, rate }): RebateCategory => {
      const validBet = open.filter((b) => b.gameType === gameType).reduce((s, b) => s.plus(b.stake), new Big(0));
      const rebate = validBet.times(rate).div(100).round(2, Big.roundDown);
      total = total.plus(rebate);
      return { gameType, validBet: validBet.toFixed(2), rate, rebate: rebate.toFixed(2) };
    });
    return { categories, total: total.toFixed(2), toBetId: Math.max(mark, ...open.map((b) => b.id)) };
  }
}

const json = (body: JsonBodyType, status: number): Response => Response.json(body, { status });
const ok = (value: JsonBodyType): Response => json({ success: true, value, message: '' }, 200);
const fail = (message: string, errorCode: string, status = 200): Response => json({ success: false, value: null, message, errorCode }, status);

/**
 * Handlers of the reward endpoints. Every endpoint needs a session of `store` (401), trial
 * accounts are refused (`member.trial`), queries and bodies are checked against the contract
 * (400 `request.invalid`).
 *
 * @param state - the reward state, or options for a fresh one
 * @param cashier - the cashier state whose ledger a claim writes to
 * @param store - the accounts and sessions (shared with the account and cashier mocks)
 * @returns one handler per reward endpoint
 */
export function createRewardHandlers(state: RewardsMockState | RewardsMockOptions = {}, cashier: CashierMockState = new CashierMockState(), store: MockAccountStore = createAccountStore()): HttpHandler[] {
  const rewards = state instanceof RewardsMockState ? state : new RewardsMockState(state);
  const minClaim = new Big(rewards.options.minClaim ?? MOCK_REBATE_MIN_CLAIM).toFixed(2);
  const resolvers: Record<RewardEndpointName, (account: string, query: Record<string, string>, body: Record<string, unknown>) => Response> = {
    rebateInfo: (account) => {
      const q = rewards.quote(account);
      const last = rewards.claims.filter((c) => c.account === account).at(-1);
      const value: RebateInfoValue = { categories: q.categories, total: q.total, minClaim, ...(last ? { lastClaimAt: last.value.createdAt } : {}) };
      return ok(value);
    },
    rebateClaim: (account, _query, body) => {
      const requestId = String(body.requestId).toLowerCase();
      const earlier = rewards.claims.find((c) => c.account === account && c.requestId === requestId);
      if (earlier) return ok(earlier.value);
      const q = rewards.quote(account);
      if (new Big(q.total).lte(0)) return fail(REWARD_MESSAGES.nothing, CASHIER_ERROR_CODES.rebateNothing);
      if (new Big(q.total).lt(minClaim)) return json({ success: false, value: { minClaim, total: q.total }, message: REWARD_MESSAGES.belowMinimum(minClaim), errorCode: CASHIER_ERROR_CODES.rebateBelowMinimum }, 200);
      const now = rewards.now();
      const claimId = `R${new Date(now).toISOString().slice(0, 10).replace(/-/g, '')}${String(100000 + rewards.claims.length)}`;
      const value: RebateClaim = { claimId, amount: q.total, categories: q.categories.filter((c) => new Big(c.validBet).gt(0)), createdAt: new Date(now).toISOString() };
      rewards.claims.push({ account, requestId, toBetId: q.toBetId, value });
      cashier.book(account, 'REBATE', q.total, claimId, now);
      return ok(value);
    },
    personalProfit: (account, query) => {
      const start = Date.parse(`${query.from ?? ''}T00:00:00.000Z`);
      const end = Date.parse(`${query.to ?? ''}T00:00:00.000Z`) + DAY_MS;
      if (!(start < end)) return fail('query parameter "from" must be on or before "to"', ERROR_CODES.badRequest, 400);
      if (end - start > PROFIT_MAX_DAYS * DAY_MS) return fail(`the range may be at most ${String(PROFIT_MAX_DAYS)} days`, ERROR_CODES.badRequest, 400);
      const inRange = (iso: string | number) => {
        const at = typeof iso === 'number' ? iso : Date.parse(iso);
        return at >= start && at < end;
      };
      const bets = rewards.bets.filter((b) => b.account === account && inRange(b.at));
      const categories = MOCK_REBATE_RATES.map(({ gameType }) => bets.filter((b) => b.gameType === gameType))
        .filter((of) => of.length > 0)
        .map((of): ProfitCategory => {
          const betAmount = of.reduce((s, b) => s.plus(b.stake), new Big(0));
          const payout = of.reduce((s, b) => s.plus(b.payout), new Big(0));
          return { gameType: of[0]?.gameType ?? 'RNG', betCount: of.length, betAmount: betAmount.toFixed(2), validBet: betAmount.toFixed(2), payout: payout.toFixed(2), winLoss: payout.minus(betAmount).toFixed(2) };
        });
      const add = (pick: (c: ProfitCategory) => string) => categories.reduce((s, c) => s.plus(pick(c)), new Big(0));
      const ledger = cashier.ledger.filter((e) => e.account === account && inRange(e.value.createdAt)).map((e) => e.value);
      const of = (...kinds: string[]) => ledger.filter((e) => kinds.includes(e.kind)).reduce((s, e) => s.plus(e.amount), new Big(0));
      const winLoss = add((c) => c.winLoss);
      const value: ProfitValue = {
        from: query.from ?? '',
        to: query.to ?? '',
        categories,
        totals: { betCount: bets.length, betAmount: add((c) => c.betAmount).toFixed(2), validBet: add((c) => c.validBet).toFixed(2), payout: add((c) => c.payout).toFixed(2), winLoss: winLoss.toFixed(2) },
        bonus: of('BONUS').toFixed(2),
        rebate: of('REBATE').toFixed(2),
        deposit: of('DEPOSIT').toFixed(2),
        withdraw: of('WITHDRAW', 'WITHDRAW_REFUND').abs().toFixed(2),
        profit: winLoss.plus(of('BONUS')).plus(of('REBATE')).toFixed(2),
      };
      return ok(value);
    },
  };

  return memberEndpointHandlers({
    names: REWARD_ENDPOINTS,
    route: (name) => cashierRoutes[name],
    store,
    options: () => rewards.options,
    resolve: (name, { account, query, body }) => resolvers[name](account, query, body),
  });
}
