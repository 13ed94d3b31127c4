/**
 * MSW handlers of the agent centre's user loss and my income reports (issue 13;
 * contract/agentLossIncome.ts), with the platform server's semantics.
 *
 * User loss is computed over the agent team mock's generated team (./agent.ts `AgentMockState`:
 * every downline at any depth, its daily bets, deposits and withdrawals). My income is each agent
 * account's generated income — drawn from a fixed seed per account over the 120 days before the
 * mock clock's day: a salary most days, a dividend on the 1st and 16th, now and then a rebate and
 * a transfer from its upline or a downline — plus the cashier mock's ledger entries of those
 * kinds (SALARY, DIVIDEND, REBATE, TRANSFER_FROM_UPLINE, TRANSFER_DOWNLINE_IN) on that account.
 */
import Big from 'big.js';
import { type HttpHandler, type JsonBodyType } from 'msw';
import type { AgentIncome, IncomeFigures, TeamMemberProfitLoss, TeamProfitLossPage, TeamProfitLossSort } from '../contract/agentLossIncome';
import { AGENT_ERROR_CODES, TEAM_OVERVIEW_MAX_DAYS, TEAM_PROFIT_LOSS_PAGE_DEFAULT, agentLossIncomeRoutes } from '../contract/agentRoutes';
import { AGENT_TYPES } from '../contract/routes';
import { ERROR_CODES } from '../contract/errorCodes';
import { type MockAccountStore, type MockFailure, createAccountStore } from './accounts';
import { AGENT_MESSAGES, AgentMockState } from './agent';
import { CashierMockState } from './cashier';
import { seeded } from './catalogue';
import { memberEndpointHandlers } from './memberEndpoints';

/** The user loss and my income endpoints (answered by this module). */
export const AGENT_LOSS_INCOME_ENDPOINTS = ['agentTeamProfitLoss', 'agentIncome'] as const;
/** @see AGENT_LOSS_INCOME_ENDPOINTS */
export type AgentLossIncomeEndpointName = (typeof AGENT_LOSS_INCOME_ENDPOINTS)[number];

/** Options of {@link createAgentLossIncomeHandlers}. */
export interface AgentLossIncomeMockOptions {
  /** Answer these endpoints with this failure (`'network'`: a network error). */
  failures?: Partial<Record<AgentLossIncomeEndpointName, MockFailure | 'network'>>;
  /** Wait this many ms before answering, or never (`'infinite'`). */
  delays?: Partial<Record<AgentLossIncomeEndpointName, number | 'infinite'>>;
  /** No generated income (only the cashier mock's ledger entries): an agent without income. */
  noGeneratedIncome?: boolean;
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Days of generated income before the mock clock's day. */
const INCOME_DAYS = 120;

const json = (body: JsonBodyType, status: number): Response => Response.json(body, { status });
const ok = (value: JsonBodyType): Response => json({ success: true, value, message: '' }, 200);
const fail = (message: string, errorCode: string, value: JsonBodyType = null): Response => json({ success: false, value, message, errorCode }, 200);

/** The ledger kind of each income figure (income itself is their sum). */
const KIND_OF: Record<Exclude<keyof IncomeFigures, 'income'>, string> = {
  salary: 'SALARY',
  dividend: 'DIVIDEND',
  rebate: 'REBATE',
  fromUpline: 'TRANSFER_FROM_UPLINE',
  fromDownlines: 'TRANSFER_DOWNLINE_IN',
};

/** The range check of the agent reports: `undefined` when fine, else the failure answer. */
function rangeProblem(from: string, to: string): Response | undefined {
  const start = Date.parse(`${from}T00:00:00.000Z`);
  const end = Date.parse(`${to}T00:00:00.000Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || start > end) return fail(AGENT_MESSAGES.rangeOrder, AGENT_ERROR_CODES.rangeInvalid);
  if ((end - start) / DAY_MS + 1 > TEAM_OVERVIEW_MAX_DAYS) return fail(AGENT_MESSAGES.rangeLength, AGENT_ERROR_CODES.rangeInvalid, { maxDays: TEAM_OVERVIEW_MAX_DAYS });
  return undefined;
}

/**
 * An agent account's generated income entries by day (see the module comment): the same for the
 * same account and clock day.
 * @param account - the agent's account
 * @param now - the clock in ms
 * @returns amounts by UTC day and kind (`SALARY`, …)
 */
export function generatedIncome(account: string, now: number): Map<string, Map<string, Big>> {
  const random = seeded([...account].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 0x1c0e));
  const today = Date.parse(`${dayOf(now)}T00:00:00.000Z`);
  const out = new Map<string, Map<string, Big>>();
  for (let ago = INCOME_DAYS; ago >= 0; ago -= 1) {
    const ms = today - ago * DAY_MS;
    const day = new Map<string, Big>();
    if (random() < 0.75) day.set('SALARY', new Big(Math.floor(5_000 + random() * 90_000)).div(100));
    const date = new Date(ms).getUTCDate();
    if (date === 1 || date === 16) day.set('DIVIDEND', new Big(Math.floor(1000 + random() * 9000)));
    if (random() < 0.15) day.set('REBATE', new Big(Math.floor(random() * 20_000) / 100));
    if (random() < 0.08) day.set('TRANSFER_FROM_UPLINE', new Big(Math.floor(100 + random() * 4900)));
    if (random() < 0.05) day.set('TRANSFER_DOWNLINE_IN', new Big(Math.floor(50 + random() * 950)));
    if (day.size > 0) out.set(dayOf(ms), day);
  }
  return out;
}

/**
 * Handlers of the user loss and my income endpoints (see the module comment): non-agents (trial
 * accounts too) get `agent.only`, a range reversed or over 90 days `agent.range.invalid`.
 *
 * @param team - the agent team mock's state (the same as the team endpoints', so figures agree)
 * @param store - the account store (sessions)
 * @param cashier - the cashier state (ledger entries of income and received transfers)
 * @param options - failures, delays, no generated income
 * @returns the handlers (paths match on any origin)
 */
export function createAgentLossIncomeHandlers(
  team: AgentMockState = new AgentMockState(),
  store: MockAccountStore = createAccountStore(),
  cashier: CashierMockState = new CashierMockState(),
  options: AgentLossIncomeMockOptions = {},
): HttpHandler[] {
  const profitLoss = (agentId: number, query: Record<string, string>): Response => {
    const from = query.from ?? '';
    const to = query.to ?? '';
    const problem = rangeProblem(from, to);
    if (problem) return problem;
    const sort = (query.sort ?? 'loss') as TeamProfitLossSort;
    const pageNo = Number(query.pageNo ?? 1);
    const pageSize = Number(query.pageSize ?? TEAM_PROFIT_LOSS_PAGE_DEFAULT);
    const search = query.account?.trim().toLowerCase();
    const zero = new Big(0);
    const rows = team
      .teamOf(agentId)
      .filter((m) => !search || m.account.startsWith(search))
      .map((m) => {
        const s = { bets: 0, stake: zero, payout: zero, deposit: zero, withdraw: zero };
        for (const [day, act] of m.days) {
          if (day < from || day > to) continue;
          s.bets += act.bets;
          s.stake = s.stake.plus(act.stake);
          s.payout = s.payout.plus(act.payout);
          s.deposit = s.deposit.plus(act.deposit);
          s.withdraw = s.withdraw.plus(act.withdraw);
        }
        return { m, s, pl: s.payout.minus(s.stake) };
      });
    const byAccount = (a: (typeof rows)[number], b: (typeof rows)[number]) => (a.m.account < b.m.account ? -1 : a.m.account > b.m.account ? 1 : a.m.id - b.m.id);
    const compare: Record<TeamProfitLossSort, (a: (typeof rows)[number], b: (typeof rows)[number]) => number> = {
      loss: (a, b) => a.pl.cmp(b.pl) || byAccount(a, b),
      profit: (a, b) => b.pl.cmp(a.pl) || byAccount(a, b),
      validBet: (a, b) => b.s.stake.cmp(a.s.stake) || byAccount(a, b),
      account: byAccount,
    };
    rows.sort(compare[sort]);
    const list = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(
      ({ m, s, pl }): TeamMemberProfitLoss => ({
        id: m.id,
        account: m.account,
        type: m.type,
        depth: team.depthUnder(agentId, m.id) ?? 1,
        betCount: s.bets,
        validBet: s.stake.toFixed(2),
        payout: s.payout.toFixed(2),
        profitLoss: pl.toFixed(2),
        deposit: s.deposit.toFixed(2),
        withdraw: s.withdraw.toFixed(2),
      }),
    );
    const sum = (pick: (r: (typeof rows)[number]) => Big) => rows.reduce((acc, r) => acc.plus(pick(r)), zero);
    const value: TeamProfitLossPage = {
      from,
      to,
      sort,
      list,
      pageNo,
      pageSize,
      total: rows.length,
      totalPages: Math.ceil(rows.length / pageSize),
      totals: {
        betCount: rows.reduce((n, r) => n + r.s.bets, 0),
        validBet: sum((r) => r.s.stake).toFixed(2),
        payout: sum((r) => r.s.payout).toFixed(2),
        profitLoss: sum((r) => r.pl).toFixed(2),
        deposit: sum((r) => r.s.deposit).toFixed(2),
        withdraw: sum((r) => r.s.withdraw).toFixed(2),
      },
    };
    return ok(value);
  };

  const income = (account: string, from: string, to: string): Response => {
    const problem = rangeProblem(from, to);
    if (problem) return problem;
    const byDay = options.noGeneratedIncome ? new Map<string, Map<string, Big>>() : generatedIncome(account, team.now());
    const kinds = new Set(Object.values(KIND_OF));
    for (const { account: owner, value: entry } of cashier.ledger) {
      if (owner !== account || !kinds.has(entry.kind)) continue;
      const day = entry.createdAt.slice(0, 10);
      const sums = byDay.get(day) ?? new Map<string, Big>();
      sums.set(entry.kind, (sums.get(entry.kind) ?? new Big(0)).plus(entry.amount));
      byDay.set(day, sums);
    }
    const figures = (of: (kind: string) => Big): IncomeFigures => {
      const salary = of(KIND_OF.salary);
      const dividend = of(KIND_OF.dividend);
      const rebate = of(KIND_OF.rebate);
      return {
        salary: salary.toFixed(2),
        dividend: dividend.toFixed(2),
        rebate: rebate.toFixed(2),
        income: salary.plus(dividend).plus(rebate).toFixed(2),
        fromUpline: of(KIND_OF.fromUpline).toFixed(2),
        fromDownlines: of(KIND_OF.fromDownlines).toFixed(2),
      };
    };
    const inRange = [...byDay.entries()].filter(([day]) => day >= from && day <= to).sort(([a], [b]) => (a < b ? 1 : -1));
    const value: AgentIncome = {
      from,
      to,
      totals: figures((kind) => inRange.reduce((acc, [, sums]) => acc.plus(sums.get(kind) ?? 0), new Big(0))),
      days: inRange.map(([day, sums]) => ({ day, ...figures((kind) => sums.get(kind) ?? new Big(0)) })),
    };
    return ok(value);
  };

  return memberEndpointHandlers({
    names: AGENT_LOSS_INCOME_ENDPOINTS,
    route: (name) => agentLossIncomeRoutes[name],
    store,
    options: () => options,
    // The server refuses a trial account as a non-agent.
    trialAllowed: () => true,
    resolve: (name, { member, query }) => {
      const agent = team.byAccount(member.account);
      if (!AGENT_TYPES.includes(member.type) || !agent) return fail(AGENT_MESSAGES.notAgent, ERROR_CODES.agentOnly);
      if (name === 'agentTeamProfitLoss') return profitLoss(agent.id, query);
      return income(agent.account, query.from ?? '', query.to ?? '');
    },
  });
}
