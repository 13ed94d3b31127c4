/**
 * MSW handlers of the agent centre's team records (issue 13; contract/agentTeamRecords.ts): team
 * betting and the team's transactions, over the generated team of {@link AgentMockState} with the
 * platform server's semantics (team = every downline at any depth, not the agent; real-money
 * bets; newest first; UTC day ranges of at most 90 days; `account` = an account prefix of a team
 * member, else `agent.downline.not.in.team`).
 *
 * The records are drawn from the team's daily figures: each member's betting day becomes up to 3
 * bets whose stakes and payouts add up to the day's (so the mock's bet counts are smaller than the
 * overview's, its sums the same); each deposit and withdrawal day one DEPOSIT or WITHDRAW entry;
 * the generated agents get a SALARY every 7th day and a DIVIDEND every 15th (amounts from a fixed
 * seed); transfers made to downlines on the mock show as TRANSFER_FROM_UPLINE.
 */
import Big from 'big.js';
import { type HttpHandler, type JsonBodyType } from 'msw';
import type { TeamBet, TeamBetPage, TeamTransaction, TeamTransactionPage } from '../contract/agentTeamRecords';
import { AGENT_ERROR_CODES, TEAM_OVERVIEW_MAX_DAYS } from '../contract/agentRoutes';
import { TEAM_RECORDS_PAGE_DEFAULT, TEAM_TRANSACTION_FILTER_KINDS, type TeamTransactionFilter, agentTeamRecordRoutes } from '../contract/agentTeamRecordsRoutes';
import type { LedgerKind } from '../contract/cashier';
import type { GameType } from '../contract/entities';
import { AGENT_TYPES } from '../contract/routes';
import { ERROR_CODES } from '../contract/errorCodes';
import { type MockAccountStore, createAccountStore } from './accounts';
import { AGENT_MESSAGES, AgentMockState, type MockTeamMember } from './agent';
import { seeded } from './catalogue';
import { type MemberEndpointOptions, memberEndpointHandlers } from './memberEndpoints';

/** The team record endpoints (answered by this module). */
export const AGENT_TEAM_RECORD_ENDPOINTS = ['agentTeamBets', 'agentTeamTransactions'] as const;
/** @see AGENT_TEAM_RECORD_ENDPOINTS */
export type AgentTeamRecordEndpointName = (typeof AGENT_TEAM_RECORD_ENDPOINTS)[number];
/** Forced delays and failures of the team record mocks. */
export type AgentTeamRecordMockOptions = MemberEndpointOptions<AgentTeamRecordEndpointName>;

const DAY_MS = 86_400_000;
/** The games the mock bets are on (node id, name, vendor, type). */
const GAMES: readonly [number, string, string, GameType][] = [
  [101, 'Fortune Gems', 'JILI', 'RNG'],
  [102, 'Super Ace', 'JILI', 'RNG'],
  [201, 'Mahjong Ways', 'PG', 'RNG'],
  [301, 'Crazy Time', 'EVO', 'LIVE'],
  [401, 'Fishing War', 'JDB', 'FISH'],
];

interface Records {
  bets: (TeamBet & { memberId: number; seq: number })[];
  entries: (Omit<TeamTransaction, 'account' | 'depth'> & { memberId: number })[];
}
const cache = new WeakMap<AgentMockState, Records>();

/** Splits `total` into `n` two-decimal parts that add up to it exactly. */
function split(total: Big, n: number): Big[] {
  const part = total.div(n).round(2, Big.roundDown);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? total.minus(part.times(n - 1)) : part));
}

/** The generated records of a mock team (once per state; see the module comment). */
function recordsOf(team: AgentMockState): Records {
  const done = cache.get(team);
  if (done) return done;
  const random = seeded(0x7ea3_0b37);
  const bets: Records['bets'] = [];
  const raw: Omit<Records['entries'][number], 'id' | 'balanceAfter'>[] = [];
  const today = Date.parse(`${new Date(team.now()).toISOString().slice(0, 10)}T00:00:00.000Z`);
  for (const m of team.members.values()) {
    for (const [day, act] of [...m.days.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const start = Date.parse(`${day}T00:00:00.000Z`);
      const at = (slot: number) => new Date(Math.min(team.now(), start + ((m.id * 7_919 + slot * 3_517) % 1_440) * 60_000)).toISOString();
      if (act.deposit.gt(0)) raw.push({ memberId: m.id, kind: 'DEPOSIT', wallet: 'MAIN', amount: act.deposit.toFixed(2), reference: `D${String(m.id)}${day.replaceAll('-', '')}`, createdAt: at(0) });
      if (act.bets > 0) {
        const n = Math.min(3, act.bets);
        const stakes = split(act.stake, n);
        const payouts = split(act.payout, n);
        for (let i = 0; i < n; i += 1) {
          const [nodeId, gameName, vassalage, gameType] = GAMES[Math.floor(random() * GAMES.length)] ?? [101, 'Fortune Gems', 'JILI', 'RNG'];
          const stake = stakes[i] ?? new Big(0);
          const payout = payouts[i] ?? new Big(0);
          bets.push({ memberId: m.id, seq: bets.length, betId: `MB${String(m.id)}${day.replaceAll('-', '')}${String(i)}`, account: m.account, depth: 1, nodeId, gameName, vassalage, gameType, stake: stake.toFixed(2), payout: payout.toFixed(2), winLoss: payout.minus(stake).toFixed(2), betTime: at(i + 1) });
        }
      }
      if (act.withdraw.gt(0)) raw.push({ memberId: m.id, kind: 'WITHDRAW', wallet: 'MAIN', amount: act.withdraw.neg().toFixed(2), reference: `W${String(m.id)}${day.replaceAll('-', '')}`, createdAt: at(5) });
    }
    if (m.id > 1000 && m.type !== 0) {
      const registered = Math.round((today - Date.parse(m.registeredAt)) / DAY_MS);
      for (let ago = registered - 1; ago >= 1; ago -= 1) {
        const day = new Date(today - ago * DAY_MS).toISOString().slice(0, 10);
        const at = new Date(today - ago * DAY_MS + 2 * 3_600_000).toISOString();
        if (ago % 7 === 0) raw.push({ memberId: m.id, kind: 'SALARY', wallet: 'MAIN', amount: new Big(Math.floor(random() * 50_000)).div(100).plus(5).toFixed(2), reference: `S${String(m.id)}${day}`, createdAt: at });
        if (ago % 15 === 0) raw.push({ memberId: m.id, kind: 'DIVIDEND', wallet: 'MAIN', amount: new Big(Math.floor(random() * 200_000)).div(100).plus(20).toFixed(2), reference: `V${String(m.id)}${day}`, createdAt: at });
      }
    }
  }
  // Oldest first: ids in time order, each member's balance after as a running sum.
  raw.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.memberId - b.memberId);
  const balances = new Map<number, Big>();
  const entries = raw.map((e, i) => {
    const after = (balances.get(e.memberId) ?? new Big(0)).plus(e.amount);
    balances.set(e.memberId, after);
    return { ...e, id: i + 1, balanceAfter: after.toFixed(2) };
  });
  const records = { bets, entries };
  cache.set(team, records);
  return records;
}

const json = (body: JsonBodyType, status: number): Response => Response.json(body, { status });
const ok = (value: JsonBodyType): Response => json({ success: true, value, message: '' }, 200);
const fail = (message: string, errorCode: string, value: JsonBodyType = null): Response => json({ success: false, value, message, errorCode }, 200);

/**
 * Handlers of the team record endpoints (see the module comment): non-agents get `agent.only`,
 * a range reversed or over 90 days `agent.range.invalid`, an account prefix matching no team
 * member `agent.downline.not.in.team`.
 *
 * @param team - the generated team (share the agent handlers' state so transfers show)
 * @param store - the account store (sessions)
 * @param options - forced delays and failures
 * @returns the handlers (paths match on any origin)
 */
export function createAgentTeamRecordHandlers(team: AgentMockState = new AgentMockState(), store: MockAccountStore = createAccountStore(), options: AgentTeamRecordMockOptions = {}): HttpHandler[] {
  /** The filter's members with their depth, or the failure. */
  const filter = (agent: MockTeamMember, query: Record<string, string>): Response | { depth: Map<number, number>; start: number; end: number; pageNo: number; pageSize: number } => {
    const start = Date.parse(`${query.from ?? ''}T00:00:00.000Z`);
    const end = Date.parse(`${query.to ?? ''}T00:00:00.000Z`);
    if (Number.isNaN(start) || Number.isNaN(end) || start > end) return fail(AGENT_MESSAGES.rangeOrder, AGENT_ERROR_CODES.rangeInvalid);
    if ((end - start) / DAY_MS + 1 > TEAM_OVERVIEW_MAX_DAYS) return fail(AGENT_MESSAGES.rangeLength, AGENT_ERROR_CODES.rangeInvalid, { maxDays: TEAM_OVERVIEW_MAX_DAYS });
    const search = query.account?.trim().toLowerCase();
    const members = team.teamOf(agent.id).filter((m) => !search || m.account.startsWith(search));
    if (search && members.length === 0) return fail(AGENT_MESSAGES.notInTeam, AGENT_ERROR_CODES.notInTeam);
    const depth = new Map(members.map((m) => [m.id, team.depthUnder(agent.id, m.id) ?? 1]));
    return { depth, start, end: end + DAY_MS, pageNo: Number(query.pageNo ?? 1), pageSize: Number(query.pageSize ?? TEAM_RECORDS_PAGE_DEFAULT) };
  };
  const inRange = (iso: string, f: { start: number; end: number }) => {
    const ms = Date.parse(iso);
    return ms >= f.start && ms < f.end;
  };

  const bets = (agent: MockTeamMember, query: Record<string, string>): Response => {
    const f = filter(agent, query);
    if (f instanceof Response) return f;
    const rows = recordsOf(team)
      .bets.filter((b) => f.depth.has(b.memberId) && inRange(b.betTime, f))
      .sort((a, b) => b.betTime.localeCompare(a.betTime) || b.seq - a.seq);
    const stake = rows.reduce((s, b) => s.plus(b.stake), new Big(0));
    const payout = rows.reduce((s, b) => s.plus(b.payout), new Big(0));
    const value: TeamBetPage = {
      list: rows.slice((f.pageNo - 1) * f.pageSize, f.pageNo * f.pageSize).map(({ memberId, seq: _seq, ...b }) => ({ ...b, depth: f.depth.get(memberId) ?? 1 })),
      pageNo: f.pageNo,
      pageSize: f.pageSize,
      total: rows.length,
      totalPages: Math.ceil(rows.length / f.pageSize),
      totals: { betCount: rows.length, validBet: stake.toFixed(2), payout: payout.toFixed(2), profitLoss: payout.minus(stake).toFixed(2) },
    };
    return ok(value);
  };

  const transactions = (agent: MockTeamMember, query: Record<string, string>): Response => {
    const f = filter(agent, query);
    if (f instanceof Response) return f;
    const kinds: readonly LedgerKind[] | undefined = query.kind ? TEAM_TRANSACTION_FILTER_KINDS[query.kind as TeamTransactionFilter] : undefined;
    const generated = recordsOf(team).entries;
    // Transfers made on the mock, after the generated entries.
    const transfers = [...team.transfers.values()].map(({ memberId, value }, i) => ({ id: generated.length + i + 1, memberId, kind: 'TRANSFER_FROM_UPLINE' as LedgerKind, wallet: 'MAIN', amount: value.amount, balanceAfter: value.amount, reference: value.transferId, createdAt: value.createdAt }));
    const rows = [...generated, ...transfers]
      .filter((e) => f.depth.has(e.memberId) && inRange(e.createdAt, f) && (!kinds || kinds.includes(e.kind)))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    const byId = new Map([...team.members.values()].map((m) => [m.id, m.account]));
    const value: TeamTransactionPage = {
      list: rows.slice((f.pageNo - 1) * f.pageSize, f.pageNo * f.pageSize).map(({ memberId, ...e }) => ({ ...e, account: byId.get(memberId) ?? '', depth: f.depth.get(memberId) ?? 1 })),
      pageNo: f.pageNo,
      pageSize: f.pageSize,
      total: rows.length,
      totalPages: Math.ceil(rows.length / f.pageSize),
      totals: {
        credit: rows.filter((e) => new Big(e.amount).gt(0)).reduce((s, e) => s.plus(e.amount), new Big(0)).toFixed(2),
        debit: rows.filter((e) => new Big(e.amount).lt(0)).reduce((s, e) => s.plus(e.amount), new Big(0)).toFixed(2),
      },
    };
    return ok(value);
  };

  return memberEndpointHandlers({
    names: AGENT_TEAM_RECORD_ENDPOINTS,
    route: (name) => agentTeamRecordRoutes[name],
    store,
    options: () => options,
    // The server refuses a trial account as a non-agent.
    trialAllowed: () => true,
    resolve: (name, { member, query }) => {
      const agent = team.byAccount(member.account);
      if (!AGENT_TYPES.includes(member.type) || !agent) return fail(AGENT_MESSAGES.notAgent, ERROR_CODES.agentOnly);
      return name === 'agentTeamBets' ? bets(agent, query) : transactions(agent, query);
    },
  });
}
