/**
 * MSW handlers of the agent centre's team endpoints (issue 13; contract/agent.ts): the team
 * overview, the downline list with search and the transfer to a downline, over a deterministic
 * generated team with the platform server's semantics (team = every downline at any depth, valid
 * bet = stakes, P&L = payouts − stakes, active = at least one bet in the range, UTC days).
 *
 * The team: agent1 → agent2 → player1 and agent1 → newbie (the mock accounts, balances from the
 * account store), plus {@link MOCK_TEAM_SIZE} generated downlines under agent1 over 4 levels
 * named as the server's seed names them (`t1a00001…` type 2, `t2a…` type 41, `t3a…` type 42,
 * `t4m…` members), registered over the last 90 days, with daily bets, deposits and withdrawals
 * drawn from a fixed seed (the same team on every run; the days end at the mock clock's day).
 */
import Big from 'big.js';
import { type HttpHandler, type JsonBodyType } from 'msw';
import type { Downline, DownlinePage, DownlineTransfer, TeamDay, TeamOverview } from '../contract/agent';
import { AGENT_ERROR_CODES, DOWNLINE_PAGE_DEFAULT, DOWNLINE_TRANSFER_MIN_AMOUNT, TEAM_OVERVIEW_MAX_DAYS, agentRoutes } from '../contract/agentRoutes';
import { AGENT_TYPES } from '../contract/routes';
import { ERROR_CODES } from '../contract/errorCodes';
import { type MockAccountStore, type MockFailure, createAccountStore } from './accounts';
import { CashierMockState } from './cashier';
import { memberEndpointHandlers } from './memberEndpoints';
import { seeded } from './catalogue';

/** The agent team endpoints (answered by this module). */
export const AGENT_ENDPOINTS = ['agentTeamOverview', 'agentDownlines', 'agentDownlineTransfer'] as const;
/** @see AGENT_ENDPOINTS */
export type AgentEndpointName = (typeof AGENT_ENDPOINTS)[number];
/** Generated downlines under agent1 (besides the mock accounts agent2, player1 and newbie). */
export const MOCK_TEAM_SIZE = 200;
/** Messages of the agent mocks (the platform server's). */
export const AGENT_MESSAGES = {
  notAgent: 'Only agents can use the agent centre',
  notInTeam: 'This member is not in your team',
  rangeOrder: 'The start day must be on or before the end day',
  rangeLength: `The range may be at most ${String(TEAM_OVERVIEW_MAX_DAYS)} days`,
  insufficient: 'Insufficient balance',
  conflict: 'This request id was already used for a different request',
  tooSmall: `The smallest transfer is ${DOWNLINE_TRANSFER_MIN_AMOUNT}`,
} as const;

/** Options of {@link AgentMockState}. */
export interface AgentMockOptions {
  /** The clock in ms (default `Date.now`): the generated days end at its UTC day. */
  now?: () => number;
  /** Answer these endpoints with this failure (`'network'`: a network error). */
  failures?: Partial<Record<AgentEndpointName, MockFailure | 'network'>>;
  /** Wait this many ms before answering, or never (`'infinite'`). */
  delays?: Partial<Record<AgentEndpointName, number | 'infinite'>>;
}

/** One member of the mock team tree. */
export interface MockTeamMember {
  id: number;
  account: string;
  nickname: string;
  type: number;
  /** The upline's id (null: a top agent or no upline). */
  parentId: number | null;
  /** Main wallet of a generated member (mock accounts use the account store's balance). */
  balance: string;
  lastLoginAt: string | null;
  registeredAt: string;
  /** Activity by UTC day (`yyyy-MM-dd`). */
  days: Map<string, { bets: number; stake: Big; payout: Big; deposit: Big; withdraw: Big }>;
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);


const FIRST = ['Ana', 'Ben', 'Carlo', 'Dina', 'Eli', 'Faye', 'Gino', 'Hana', 'Ivan', 'Joy', 'Kiko', 'Lea', 'Migs', 'Nina', 'Oscar', 'Pia', 'Rey', 'Sol', 'Tess', 'Vic'];
const LAST = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza', 'Torres', 'Flores', 'Ramos', 'Aquino'];

/** The mock team and the transfers made on it; keep a reference to read or change it from a test or story. */
export class AgentMockState {
  /** Every team member by id (the mock accounts' ids are 1…4, generated ones from 1001). */
  readonly members = new Map<number, MockTeamMember>();
  /** Transfers to downlines by `agent|requestId`, with the member and amount a retry must repeat. */
  readonly transfers = new Map<string, { memberId: number; value: DownlineTransfer }>();
  readonly options: AgentMockOptions;
  readonly now: () => number;

  /** @param options - clock, failures, delays */
  constructor(options: AgentMockOptions = {}) {
    this.options = options;
    this.now = options.now ?? Date.now;
    const now = this.now();
    const today = Date.parse(`${dayOf(now)}T00:00:00.000Z`);
    const at = (daysAgo: number) => new Date(today - daysAgo * DAY_MS + 9 * 3_600_000).toISOString();
    const known: [number, string, string, number, number | null][] = [
      [1, 'agent1', 'Agent One', 1, null],
      [2, 'agent2', 'Agent Two', 2, 1],
      [3, 'player1', 'Player One', 0, 2],
      [4, 'newbie', 'Newbie', 0, 1],
    ];
    for (const [id, account, nickname, type, parentId] of known) {
      this.members.set(id, { id, account, nickname, type, parentId, balance: '0.00', lastLoginAt: account === 'newbie' ? null : at(1), registeredAt: at(120), days: new Map() });
    }
    const random = seeded(0x7ea3_2026);
    const sizes = [Math.round(MOCK_TEAM_SIZE * 0.025), Math.round(MOCK_TEAM_SIZE * 0.075), Math.round(MOCK_TEAM_SIZE * 0.2)];
    const levels: [number, number, number, number] = [sizes[0] ?? 1, sizes[1] ?? 1, sizes[2] ?? 1, MOCK_TEAM_SIZE - sizes.reduce((s, n) => s + n, 0)];
    const types = [2, 41, 42, 0];
    let id = 1001;
    let parents: MockTeamMember[] = [this.members.get(1) as MockTeamMember];
    for (const [level, size] of levels.entries()) {
      const made: MockTeamMember[] = [];
      for (let g = 1; g <= size; g += 1) {
        const parent = parents[(g - 1) % parents.length] as MockTeamMember;
        const parentAgo = Math.min(90, Math.round((today - Date.parse(parent.registeredAt)) / DAY_MS));
        const ago = Math.max(1, Math.floor(parentAgo * (1 - random() * (level === 3 ? 0.97 : 0.4))));
        const member: MockTeamMember = {
          id,
          account: `t${String(level + 1)}${level === 3 ? 'm' : 'a'}${String(g).padStart(5, '0')}`,
          nickname: `${FIRST[Math.floor(random() * FIRST.length)] ?? 'Ana'} ${LAST[Math.floor(random() * LAST.length)] ?? 'Cruz'}`,
          type: types[level] ?? 0,
          parentId: parent.id,
          balance: '0.00',
          lastLoginAt: random() < 0.1 ? null : at(Math.floor(random() * ago)),
          registeredAt: at(ago),
          days: new Map(),
        };
        // Players (levels 3 and 4) bet on some days after registering; each deposits once, some withdraw.
        let balance = new Big(0);
        if (level >= 2) {
          const deposit = new Big(Math.floor(500 + random() * 4500));
          balance = balance.plus(deposit);
          member.days.set(dayOf(Date.parse(member.registeredAt)), { bets: 0, stake: new Big(0), payout: new Big(0), deposit, withdraw: new Big(0) });
          for (let d = ago; d >= 0; d -= 1) {
            if (random() > 0.3) continue;
            const bets = 1 + Math.floor(random() * 40);
            const stake = new Big(bets * (1 + Math.floor(random() * 10)));
            const payout = stake.times(Math.floor(random() * 190) / 100).round(2, Big.roundDown);
            if (stake.gt(balance)) continue;
            balance = balance.minus(stake).plus(payout);
            const key = dayOf(today - d * DAY_MS);
            const day = member.days.get(key) ?? { bets: 0, stake: new Big(0), payout: new Big(0), deposit: new Big(0), withdraw: new Big(0) };
            member.days.set(key, { ...day, bets: day.bets + bets, stake: day.stake.plus(stake), payout: day.payout.plus(payout) });
          }
          if (random() < 0.3 && balance.gt(100)) {
            const withdraw = balance.times(0.4).round(0, Big.roundDown);
            balance = balance.minus(withdraw);
            const key = dayOf(today - Math.floor(random() * Math.min(ago, 10)) * DAY_MS);
            const day = member.days.get(key) ?? { bets: 0, stake: new Big(0), payout: new Big(0), deposit: new Big(0), withdraw: new Big(0) };
            member.days.set(key, { ...day, withdraw: day.withdraw.plus(withdraw) });
          }
        } else {
          balance = new Big(Math.floor(random() * 20000));
        }
        member.balance = balance.toFixed(2);
        this.members.set(id, member);
        made.push(member);
        id += 1;
      }
      parents = made;
    }
  }

  /** The member's level under the agent: 0 itself, n ≥ 1 a downline, undefined outside its team. */
  depthUnder(agentId: number, memberId: number): number | undefined {
    let depth = 0;
    for (let m = this.members.get(memberId); m; m = m.parentId === null ? undefined : this.members.get(m.parentId), depth += 1) {
      if (m.id === agentId) return depth;
    }
    return undefined;
  }

  /** Every downline of the agent at any depth. */
  teamOf(agentId: number): MockTeamMember[] {
    return [...this.members.values()].filter((m) => (this.depthUnder(agentId, m.id) ?? 0) > 0);
  }

  /** The team member of a mock account name (undefined: not in the mock team). */
  byAccount(account: string): MockTeamMember | undefined {
    return [...this.members.values()].find((m) => m.account === account.toLowerCase());
  }
}

const json = (body: JsonBodyType, status: number): Response => Response.json(body, { status });
const ok = (value: JsonBodyType): Response => json({ success: true, value, message: '' }, 200);
const fail = (message: string, errorCode: string, value: JsonBodyType = null): Response => json({ success: false, value, message, errorCode }, 200);

/**
 * Handlers of the agent team endpoints (see the module comment): non-agents (trial accounts too)
 * get `agent.only`, members outside the caller's team `agent.downline.not.in.team`, a range
 * reversed or over 90 days `agent.range.invalid`; a transfer books TRANSFER_TO_DOWNLINE and
 * TRANSFER_FROM_UPLINE on the cashier state's ledger when the downline is a mock account, once
 * per request id.
 *
 * @param state - the team (or options for a fresh one)
 * @param store - the account store (sessions, the mock accounts' balances)
 * @param cashier - the cashier state (ledger entries of transfers)
 * @returns the handlers (paths match on any origin)
 */
export function createAgentHandlers(state: AgentMockState | AgentMockOptions = {}, store: MockAccountStore = createAccountStore(), cashier: CashierMockState = new CashierMockState()): HttpHandler[] {
  const team = state instanceof AgentMockState ? state : new AgentMockState(state);
  const balanceOf = (m: MockTeamMember) => store.accounts.get(m.account)?.balance ?? m.balance;

  const overview = (agent: MockTeamMember, from: string, to: string): Response => {
    const start = Date.parse(`${from}T00:00:00.000Z`);
    const end = Date.parse(`${to}T00:00:00.000Z`);
    if (Number.isNaN(start) || Number.isNaN(end) || start > end) return fail(AGENT_MESSAGES.rangeOrder, AGENT_ERROR_CODES.rangeInvalid);
    if ((end - start) / DAY_MS + 1 > TEAM_OVERVIEW_MAX_DAYS) return fail(AGENT_MESSAGES.rangeLength, AGENT_ERROR_CODES.rangeInvalid, { maxDays: TEAM_OVERVIEW_MAX_DAYS });
    const members = team.teamOf(agent.id);
    const active = new Set<number>();
    const zero = new Big(0);
    const sums = { stake: zero, payout: zero, deposit: zero, withdraw: zero, bets: 0, newMembers: 0 };
    const days: TeamDay[] = [];
    for (let ms = start; ms <= end; ms += DAY_MS) {
      const day = dayOf(ms);
      const d = { newMembers: 0, active: 0, bets: 0, stake: zero, payout: zero, deposit: zero, withdraw: zero };
      for (const m of members) {
        if (m.registeredAt.startsWith(day)) d.newMembers += 1;
        const act = m.days.get(day);
        if (!act) continue;
        if (act.bets > 0) {
          d.active += 1;
          active.add(m.id);
        }
        d.bets += act.bets;
        d.stake = d.stake.plus(act.stake);
        d.payout = d.payout.plus(act.payout);
        d.deposit = d.deposit.plus(act.deposit);
        d.withdraw = d.withdraw.plus(act.withdraw);
      }
      sums.newMembers += d.newMembers;
      sums.bets += d.bets;
      sums.stake = sums.stake.plus(d.stake);
      sums.payout = sums.payout.plus(d.payout);
      sums.deposit = sums.deposit.plus(d.deposit);
      sums.withdraw = sums.withdraw.plus(d.withdraw);
      days.push({
        day,
        newMembers: d.newMembers,
        activeMembers: d.active,
        deposit: d.deposit.toFixed(2),
        withdraw: d.withdraw.toFixed(2),
        betCount: d.bets,
        validBet: d.stake.toFixed(2),
        profitLoss: d.payout.minus(d.stake).toFixed(2),
      });
    }
    const value: TeamOverview = {
      from,
      to,
      teamSize: members.length,
      directMembers: members.filter((m) => m.parentId === agent.id).length,
      newMembers: sums.newMembers,
      activeMembers: active.size,
      deposit: sums.deposit.toFixed(2),
      withdraw: sums.withdraw.toFixed(2),
      betCount: sums.bets,
      validBet: sums.stake.toFixed(2),
      payout: sums.payout.toFixed(2),
      profitLoss: sums.payout.minus(sums.stake).toFixed(2),
      days,
    };
    return ok(value);
  };

  const downlines = (agent: MockTeamMember, query: Record<string, string>): Response => {
    const pageNo = Number(query.pageNo ?? 1);
    const pageSize = Number(query.pageSize ?? DOWNLINE_PAGE_DEFAULT);
    const search = query.account?.trim().toLowerCase();
    let rows: MockTeamMember[];
    if (search) {
      rows = team.teamOf(agent.id).filter((m) => m.account.startsWith(search));
    } else {
      const parentId = query.parentId === undefined ? agent.id : Number(query.parentId);
      if (team.depthUnder(agent.id, parentId) === undefined) return fail(AGENT_MESSAGES.notInTeam, AGENT_ERROR_CODES.notInTeam);
      rows = [...team.members.values()].filter((m) => m.parentId === parentId);
    }
    rows.sort((a, b) => a.id - b.id);
    const list = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(
      (m): Downline => ({
        id: m.id,
        account: m.account,
        nickname: m.nickname,
        type: m.type,
        depth: team.depthUnder(agent.id, m.id) ?? 1,
        directCount: [...team.members.values()].filter((o) => o.parentId === m.id).length,
        teamSize: team.teamOf(m.id).length,
        balance: balanceOf(m),
        lastLoginAt: m.lastLoginAt,
        registeredAt: m.registeredAt,
      }),
    );
    const value: DownlinePage = { list, pageNo, pageSize, total: rows.length, totalPages: Math.ceil(rows.length / pageSize) };
    return ok(value);
  };

  const transfer = (agent: MockTeamMember, body: Record<string, unknown>): Response => {
    const requestId = String(body.requestId).toLowerCase();
    const amount = new Big(String(body.amount)).toFixed(2);
    const memberId = Number(body.memberId);
    const key = `${agent.account}|${requestId}`;
    const booked = team.transfers.get(key);
    if (booked) return booked.memberId === memberId && booked.value.amount === amount ? ok(booked.value) : fail(AGENT_MESSAGES.conflict, ERROR_CODES.idempotencyConflict);
    const member = team.members.get(memberId);
    if (!member || (team.depthUnder(agent.id, memberId) ?? 0) < 1) return fail(AGENT_MESSAGES.notInTeam, AGENT_ERROR_CODES.notInTeam);
    if (new Big(amount).lt(DOWNLINE_TRANSFER_MIN_AMOUNT)) return fail(AGENT_MESSAGES.tooSmall, AGENT_ERROR_CODES.amountTooSmall, { minAmount: DOWNLINE_TRANSFER_MIN_AMOUNT });
    const own = store.accounts.get(agent.account);
    if (!own || new Big(own.balance).lt(amount)) return fail(AGENT_MESSAGES.insufficient, ERROR_CODES.insufficientFunds);
    cashier.store ??= store;
    const balance = cashier.book(agent.account, 'TRANSFER_TO_DOWNLINE', `-${amount}`, requestId);
    if (store.accounts.has(member.account)) cashier.book(member.account, 'TRANSFER_FROM_UPLINE', amount, requestId);
    else member.balance = new Big(member.balance).plus(amount).toFixed(2);
    const value: DownlineTransfer = { transferId: requestId, amount, balance, member: { id: member.id, account: member.account, nickname: member.nickname }, createdAt: new Date(team.now()).toISOString() };
    team.transfers.set(key, { memberId, value });
    return ok(value);
  };

  return memberEndpointHandlers({
    names: AGENT_ENDPOINTS,
    route: (name) => agentRoutes[name],
    store,
    options: () => team.options,
    // The server refuses a trial account as a non-agent.
    trialAllowed: () => true,
    resolve: (name, { member, query, body }) => {
      const agent = team.byAccount(member.account);
      if (!AGENT_TYPES.includes(member.type) || !agent) return fail(AGENT_MESSAGES.notAgent, ERROR_CODES.agentOnly);
      if (name === 'agentTeamOverview') return overview(agent, query.from ?? '', query.to ?? '');
      if (name === 'agentDownlines') return downlines(agent, query);
      return transfer(agent, body);
    },
  });
}
