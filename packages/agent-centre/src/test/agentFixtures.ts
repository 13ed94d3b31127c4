/**
 * The agent centre's story and test data: api-client's mock platform with `agent1` (type 1,
 * invitation code AG1001) logged in under shell's test session token, and helpers to make one
 * endpoint wait, fail or answer a given value.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Announcement, ContractTypeName, PermissionInfo, WhitelabelNode } from '@gamehall/api-client';
import type { Contract } from '@gamehall/api-client/contract';
import { type AccountMockOptions, type AgentRegisterMockOptions, ContractsMockState, createHandlers, envelope, makeAnnouncement, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { type AppStoryParameters, loggedInSession } from '@gamehall/shell/storybook';

/** `agent1`'s session in the store (type 1, "Agent One"). */
export const agentSession = () => loggedInSession({ type: 1, account: 'agent1', nickname: 'Agent One' });

/** The session token of {@link agentSession} (the mock platform knows it as `agent1`). */
export const AGENT_TOKEN = agentSession().token ?? '';

/** What {@link agentHandlers} can change. */
export interface AgentHandlerOptions {
  /** Who the test token is (default `agent1`). */
  account?: string;
  /** More account mock options (accounts, forced failures). */
  accounts?: AccountMockOptions;
  /** Changes the permission info (e.g. turns AGENTPOLICY3 off). */
  permission?: (info: PermissionInfo) => PermissionInfo;
  /** Forced delays and failures of the registerCenter mocks. */
  agentRegister?: AgentRegisterMockOptions;
  /** The contracts and settlements the contract mocks serve (default none). */
  contracts?: ContractsMockState;
}

/**
 * The mock platform's handlers with `agent1` (or `account`) logged in.
 *
 * @param options - see {@link AgentHandlerOptions}
 * @returns MSW handlers
 */
export function agentHandlers(options: AgentHandlerOptions = {}): HttpHandler[] {
  const catalogue = makeMockCatalogue({ gamesPerVendor: 1 });
  if (options.permission) catalogue.permissionInfo = options.permission(catalogue.permissionInfo);
  return createHandlers(catalogue, { accounts: { ...options.accounts, sessions: { ...options.accounts?.sessions, [AGENT_TOKEN]: options.account ?? 'agent1' } }, ...(options.agentRegister ? { agentRegister: options.agentRegister } : {}), ...(options.contracts ? { contracts: options.contracts } : {}) });
}

/**
 * The permission info with one whitelabel flag switched (anywhere in the tree).
 *
 * @param modId - the flag, e.g. `AGENTPOLICY3`
 * @param on - its new state
 * @returns a function for {@link AgentHandlerOptions.permission}
 */
export function withFlag(modId: string, on: boolean): (info: PermissionInfo) => PermissionInfo {
  const visit = (nodes: WhitelabelNode[]): WhitelabelNode[] => nodes.map((n) => ({ ...n, enabled: n.modId === modId ? (on ? '1' : '0') : n.enabled, childrenNodes: visit(n.childrenNodes) }));
  return (info) => ({ ...info, whitelabel: visit(info.whitelabel) });
}

/**
 * A handler that makes one GET path wait forever (loading states).
 *
 * @param path - the endpoint's path, e.g. `/wps/relay/MCSFE_getListAnnouncements`
 * @returns the handler (put it before the others)
 */
export function pending(path: string): HttpHandler {
  return http.get(`*${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

/**
 * A handler answering one GET path with this value.
 *
 * @param path - the endpoint's path
 * @param value - the envelope's value
 * @returns the handler (put it before the others)
 */
export function answering(path: string, value: Parameters<typeof envelope>[0]): HttpHandler {
  return http.get(`*${path}`, () => envelope(value));
}

/**
 * A handler whose GET path fails as a network error.
 *
 * @param path - the endpoint's path
 * @returns the handler (put it before the others)
 */
export function networkError(path: string): HttpHandler {
  return http.get(`*${path}`, () => HttpResponse.error());
}

/** The announcements relay's path. */
export const ANNOUNCEMENTS_PATH = '/wps/relay/MCSFE_getListAnnouncements';

/**
 * An announcements answer with `count` player notices (newest: id 1).
 *
 * @param count - how many notices
 * @returns the announcements value
 */
export function notices(count: number): { banners: []; notices: Announcement[]; popup: []; promotion: []; help: [] } {
  return { banners: [], notices: Array.from({ length: count }, (_, i) => makeAnnouncement({ id: i + 1, title: `Agent notice ${String(i + 1)}` })), popup: [], promotion: [], help: [] };
}

/** The story parameters of the agent centre's stories: `agent1` logged in at `/agentHome`. */
export const agentStoryParameters = {
  route: '/agentHome',
  session: agentSession(),
} satisfies AppStoryParameters;

/** The settlements path of the records pages. */
export const SETTLEMENTS_PATH = '/wps/agent/contracts/settlements';

/** What {@link contractsState} seeds. */
export interface ContractSeed {
  /** The contract type of the seeded contract and settlements (default DIVIDEND). */
  type?: ContractTypeName;
  /** Whether `agent1` holds an active contract of the type from `master` (default true). */
  active?: boolean;
  /** How many settlements of the type `agent1` has (default 3); the newest period ends 2026-11-26 00:00 UTC. */
  settlements?: number;
}

/** Tiers of each type as the seeded contracts hold them. */
export const SEED_TIERS: Record<ContractTypeName, Contract['tiers']> = {
  DIVIDEND: [
    { profitLoss: '10000.00', activeMembers: 5, rate: '10.00' },
    { profitLoss: '50000.00', activeMembers: 10, rate: '20.00' },
  ],
  DAILY_SALARY: [
    { betAmount: '10000.00', activeMembers: 3, rate: '0.50' },
    { betAmount: '100000.00', activeMembers: 10, rate: '1.00' },
  ],
  HOURLY_SALARY: [{ betAmount: '5000.00', rate: '0.30' }],
  REALTIME_SALARY: [{ rate: '0.20' }],
};

const PERIOD_MS: Record<ContractTypeName, number> = { DIVIDEND: 7 * 86_400_000, DAILY_SALARY: 86_400_000, HOURLY_SALARY: 3_600_000, REALTIME_SALARY: 300_000 };

/**
 * A contract mock state for `agent1`: an active contract of the type from the upline `master`
 * (Master Agent) and settlements of it, newest first (`i` = 0 newest: valid bet 12,345.60 + i,
 * 7 active members, P&L −20,000.00, tier 1 at the first tier's rate; every third none met, 0.00).
 *
 * @param seed - see {@link ContractSeed}
 * @returns the state (pass as `contracts` to {@link agentHandlers})
 */
export function contractsState(seed: ContractSeed = {}): ContractsMockState {
  const type = seed.type ?? 'DIVIDEND';
  const state = new ContractsMockState();
  const tiers = SEED_TIERS[type];
  const master = { account: 'master', nickname: 'Master Agent' };
  const me = { account: 'agent1', nickname: 'Agent One' };
  const contract =
    seed.active === false
      ? undefined
      : state.addContract({ type, status: 'ACTIVE', upline: master, member: me, ...(type === 'DIVIDEND' ? { period: 'WEEKLY' as const } : {}), tiers, offeredAt: '2026-10-01T00:00:00.000Z', respondedAt: '2026-10-01T01:00:00.000Z' });
  const end = Date.parse('2026-11-26T00:00:00.000Z');
  for (let i = 0; i < (seed.settlements ?? 3); i++) {
    const periodEnd = end - i * PERIOD_MS[type];
    const met = i % 3 !== 2;
    const validBet = toMoney(1_234_560n + BigInt(i) * 100n);
    const rate = met ? (tiers[0]?.rate ?? '0.00') : '0.00';
    const base = type === 'DIVIDEND' ? '20000.00' : validBet;
    state.addSettlement('agent1', {
      contractId: contract?.contractId ?? 1,
      type,
      periodStart: new Date(periodEnd - PERIOD_MS[type]).toISOString(),
      periodEnd: new Date(periodEnd).toISOString(),
      validBet,
      activeMembers: 7,
      profitLoss: '-20000.00',
      tier: met ? 0 : null,
      rate,
      amount: toMoney((cents(base) * cents(rate)) / 10_000n),
      settledAt: new Date(periodEnd + 60_000).toISOString(),
    });
  }
  return state;
}

/** Money or a rate as a decimal string with 2 decimals → hundredths (bigint). */
const cents = (decimal: string): bigint => BigInt(decimal.replace('.', ''));
/** Hundredths (bigint, ≥ 0) → a decimal string with 2 decimals. */
const toMoney = (hundredths: bigint): string => `${String(hundredths / 100n)}.${String(hundredths % 100n).padStart(2, '0')}`;

/** What {@link offersState} seeds. */
export interface OfferSeed {
  /** The types offered to `agent1` by `master`, oldest first (default DIVIDEND). */
  types?: ContractTypeName[];
  /** Whether `agent1` gave `agent2` an active daily salary at 1.50 %, above the seeded daily offer's 1.00 % (spec §4 confirm step). */
  downlineAbove?: boolean;
}

/**
 * A contract mock state with pending offers from `master` (Master Agent) to `agent1`, with the
 * {@link SEED_TIERS} of their type (a dividend weekly).
 *
 * @param seed - see {@link OfferSeed}
 * @returns the state (pass as `contracts` to {@link agentHandlers})
 */
export function offersState(seed: OfferSeed = {}): ContractsMockState {
  const state = new ContractsMockState();
  const master = { account: 'master', nickname: 'Master Agent' };
  const me = { account: 'agent1', nickname: 'Agent One' };
  if (seed.downlineAbove) {
    state.addContract({ type: 'DAILY_SALARY', status: 'ACTIVE', upline: me, member: { account: 'agent2', nickname: 'Agent Two' }, tiers: [{ betAmount: '10000.00', activeMembers: 3, rate: '1.50' }], offeredAt: '2026-10-01T00:00:00.000Z' });
  }
  for (const [i, type] of (seed.types ?? ['DIVIDEND']).entries()) {
    state.addContract({ type, status: 'OFFERED', upline: master, member: me, ...(type === 'DIVIDEND' ? { period: 'WEEKLY' as const } : {}), tiers: SEED_TIERS[type], offeredAt: new Date(Date.parse('2026-11-20T08:00:00.000Z') + i * 3_600_000).toISOString() });
  }
  return state;
}
