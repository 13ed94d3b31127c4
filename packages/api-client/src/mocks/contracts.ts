/**
 * MSW handlers for agent contracts and their settlements (issue 13; contract/contracts.ts) over a
 * {@link ContractsMockState}, with the platform server's rules: only agents offer
 * (`agent.only`), only types their consolidated-funds flags enable (the mock agents have
 * every flag), only to a direct downline (`parent`), rates up to the caller's own active contract
 * of the type or, for a top agent (no `parent`), {@link MERCHANT_MAX_RATES}; tiers use their
 * type's thresholds, ascending; offering again replaces a pending offer; accepting a lower rate
 * than contracts the accepter gave its downlines answers `contract.terminations.unconfirmed`
 * until `confirm: true`, which ends them (spec §4). Settlements are not computed here: seed them
 * with {@link ContractsMockState.addSettlement}.
 */
import Big from 'big.js';
import { type HttpHandler, type JsonBodyType } from 'msw';
import { type Contract, type ContractActionBody, type ContractSettlement, checkContractTiers } from '../contract/contracts';
import { CONTRACT_ERROR_CODES, CONTRACT_TYPES, type ContractTypeName, MERCHANT_MAX_RATES, contractRoutes } from '../contract/contractRoutes';
import { AGENT_TYPES } from '../contract/routes';
import { ERROR_CODES } from '../contract/errorCodes';
import { type MockAccountStore, createAccountStore } from './accounts';
import { type MemberEndpointOptions, memberEndpointHandlers } from './memberEndpoints';

/** The contract endpoints (answered by this module). */
export const CONTRACT_MOCK_ENDPOINTS = [
  'dividendContract',
  'dividendContractAction',
  'dailySalaryContract',
  'dailySalaryContractAction',
  'hourSalaryContract',
  'hourSalaryContractAction',
  'realtimeSalaryContract',
  'realtimeSalaryContractAction',
  'pendingContracts',
  'contractSettlements',
] as const;
/** @see CONTRACT_MOCK_ENDPOINTS */
export type ContractEndpointName = (typeof CONTRACT_MOCK_ENDPOINTS)[number];

const TYPE_OF: Record<ContractEndpointName, ContractTypeName | undefined> = {
  dividendContract: 'DIVIDEND',
  dividendContractAction: 'DIVIDEND',
  dailySalaryContract: 'DAILY_SALARY',
  dailySalaryContractAction: 'DAILY_SALARY',
  hourSalaryContract: 'HOURLY_SALARY',
  hourSalaryContractAction: 'HOURLY_SALARY',
  realtimeSalaryContract: 'REALTIME_SALARY',
  realtimeSalaryContractAction: 'REALTIME_SALARY',
  pendingContracts: undefined,
  contractSettlements: undefined,
};

/** Page size of the contract lists when the query names none (as the server). */
export const CONTRACT_MOCK_PAGE_SIZE = 20;

/** A thrown mock refusal: its envelope. */
class Refusal extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly status = 200,
    readonly value: JsonBodyType = null,
  ) {
    super(message);
  }
}


/** The contracts and settlements the mocks serve; tests and stories seed and read it. */
export class ContractsMockState {
  /** Every contract, any status, in offer order. */
  contracts: Contract[] = [];
  /** Seeded settlements with their holder's account. */
  settlements: (ContractSettlement & { account: string })[] = [];
  /** Forced delays and failures per endpoint. */
  options: MemberEndpointOptions<ContractEndpointName> = {};
  /** The accounts (shared with the account mocks by `createHandlers`). */
  store: MockAccountStore = createAccountStore();
  /** The clock (ms). */
  now: () => number = () => Date.now();
  private nextId = 1;

  /**
   * Adds a contract as is (stories: an active contract, a pending offer).
   * @param contract everything but the id (and `maxRate`, taken from the tiers when absent)
   * @returns the stored contract
   */
  addContract(contract: Omit<Contract, 'contractId' | 'maxRate'> & { maxRate?: string }): Contract {
    const stored: Contract = { ...contract, contractId: this.nextId++, maxRate: contract.maxRate ?? maxOf(contract.tiers) };
    this.contracts.push(stored);
    return stored;
  }

  /**
   * Adds a settlement of an account (records pages).
   * @param account the holder's account name
   * @param settlement everything but the id
   */
  addSettlement(account: string, settlement: Omit<ContractSettlement, 'settlementId'>): ContractSettlement {
    const stored = { ...settlement, settlementId: this.settlements.length + 1 };
    this.settlements.push({ ...stored, account: account.toLowerCase() });
    return stored;
  }

  private party(account: string) {
    const a = this.store.accounts.get(account);
    return { account, nickname: a?.nickname ?? account };
  }

  private capOf(account: string, type: ContractTypeName): string | null {
    const own = this.contracts.find((c) => c.member.account === account && c.type === type && c.status === 'ACTIVE');
    if (own) return own.maxRate;
    return this.store.accounts.get(account)?.parent ? null : MERCHANT_MAX_RATES[type];
  }

  /** The relay `GET` of a type for an account (`query.account`: only the contracts held by that downline). */
  view(account: string, type: ContractTypeName, query: Record<string, string>) {
    const me = this.store.accounts.get(account);
    const pageNo = Number(query.pageNo ?? 1);
    const pageSize = Number(query.pageSize ?? CONTRACT_MOCK_PAGE_SIZE);
    const holder = query.account?.trim().toLowerCase();
    const given = this.contracts
      .filter((c) => c.upline.account === account && c.type === type && (c.status === 'OFFERED' || c.status === 'ACTIVE') && (holder === undefined || c.member.account === holder))
      .sort((a, b) => b.contractId - a.contractId);
    const mine = this.contracts.filter((c) => c.member.account === account && c.type === type);
    return {
      type,
      canOffer: me !== undefined && AGENT_TYPES.includes(me.type),
      maxRate: this.capOf(account, type),
      own: mine.find((c) => c.status === 'ACTIVE') ?? null,
      offer: mine.find((c) => c.status === 'OFFERED') ?? null,
      downlines: { list: given.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNo, pageSize, total: given.length, totalPages: Math.ceil(given.length / pageSize) },
    };
  }

  /** The relay `POST` of a type for an account (throws a {@link Refusal}). */
  act(account: string, type: ContractTypeName, body: ContractActionBody): Contract {
    const at = new Date(this.now()).toISOString();
    const need = <K extends keyof ContractActionBody>(key: K) => {
      const value = body[key];
      if (value === undefined) throw new Refusal(ERROR_CODES.badRequest, `body field "${key}" is required for ${body.action}`, 400);
      return value as NonNullable<ContractActionBody[K]>;
    };
    const find = (id: number, either: boolean) => {
      const c = this.contracts.find((x) => x.contractId === id && x.type === type && (x.member.account === account || (either && x.upline.account === account)));
      if (!c) throw new Refusal(CONTRACT_ERROR_CODES.notFound, 'No such contract');
      return c;
    };
    const end = (c: Contract, by: NonNullable<Contract['terminatedBy']>, reason: NonNullable<Contract['terminationReason']>) =>
      Object.assign(c, { status: 'TERMINATED', terminatedAt: at, terminatedBy: by, terminationReason: reason } satisfies Partial<Contract>);
    switch (body.action) {
      case 'offer': {
        const target = need('account').trim().toLowerCase();
        const tiersIn = need('tiers');
        const me = this.store.accounts.get(account);
        if (!me || !AGENT_TYPES.includes(me.type)) throw new Refusal(ERROR_CODES.agentOnly, 'Only agents can offer contracts');
        if (type === 'DIVIDEND' && !body.period) throw new Refusal(ERROR_CODES.badRequest, 'body field "period" is required for a dividend offer', 400);
        if (type !== 'DIVIDEND' && body.period) throw new Refusal(CONTRACT_ERROR_CODES.tiersInvalid, 'Only a dividend contract has a period');
        const checked = checkContractTiers(type, tiersIn);
        if ('problem' in checked) throw new Refusal(CONTRACT_ERROR_CODES.tiersInvalid, checked.problem);
        const { tiers } = checked;
        const downline = this.store.accounts.get(target);
        if (!downline || downline.parent?.toLowerCase() !== account || downline.type === 4) throw new Refusal(CONTRACT_ERROR_CODES.downlineInvalid, `${target} is not one of your direct downlines`);
        const cap = this.capOf(account, type);
        const maxRate = checked.maxRate;
        if (cap === null || new Big(maxRate).gt(cap)) throw new Refusal(CONTRACT_ERROR_CODES.rateTooHigh, cap === null ? `You have no ${type} contract to pass on` : `The rate may be at most ${cap} %`, 200, { maxRate: cap });
        for (const c of this.contracts) if (c.member.account === target && c.type === type && c.status === 'OFFERED') end(c, 'UPLINE', 'REPLACED');
        return this.addContract({ type, status: 'OFFERED', upline: this.party(account), member: this.party(target), ...(body.period ? { period: body.period } : {}), tiers, offeredAt: at });
      }
      case 'accept': {
        const offer = find(need('contractId'), false);
        if (offer.status !== 'OFFERED') throw new Refusal(CONTRACT_ERROR_CODES.stateInvalid, 'This offer is no longer open');
        const above = this.contracts.filter((c) => c.upline.account === account && c.type === type && (c.status === 'OFFERED' || c.status === 'ACTIVE') && new Big(c.maxRate).gt(offer.maxRate));
        if (above.length > 0 && body.confirm !== true) {
          throw new Refusal(CONTRACT_ERROR_CODES.confirmTerminations, `Accepting ends ${String(above.length)} contract(s) you gave your downlines at a higher rate; confirm to go ahead`, 200, {
            contracts: above.map((c) => ({ ...c })),
          });
        }
        for (const c of above) end(c, 'SYSTEM', 'UPLINE_RATE_LOWERED');
        for (const c of this.contracts) if (c.member.account === account && c.type === type && c.status === 'ACTIVE') end(c, 'SYSTEM', 'REPLACED');
        return Object.assign(offer, { status: 'ACTIVE', respondedAt: at } satisfies Partial<Contract>);
      }
      case 'reject': {
        const offer = find(need('contractId'), false);
        if (offer.status !== 'OFFERED') throw new Refusal(CONTRACT_ERROR_CODES.stateInvalid, 'This offer is no longer open');
        return Object.assign(offer, { status: 'REJECTED', respondedAt: at } satisfies Partial<Contract>);
      }
      case 'terminate': {
        const c = find(need('contractId'), true);
        const byUpline = c.upline.account === account;
        const open = byUpline ? c.status === 'OFFERED' || c.status === 'ACTIVE' : c.status === 'ACTIVE';
        if (!open) throw new Refusal(CONTRACT_ERROR_CODES.stateInvalid, c.status === 'OFFERED' ? 'Reject the offer instead' : 'This contract has ended');
        return end(c, byUpline ? 'UPLINE' : 'DOWNLINE', byUpline ? 'BY_UPLINE' : 'BY_DOWNLINE');
      }
    }
  }

  /** Every pending offer to an account, newest first. */
  pending(account: string): Contract[] {
    return this.contracts.filter((c) => c.member.account === account && c.status === 'OFFERED').sort((a, b) => b.contractId - a.contractId);
  }

  /** An account's settlements of a type, newest period first, paged. */
  settlementPage(account: string, query: Record<string, string>) {
    const pageNo = Number(query.pageNo ?? 1);
    const pageSize = Number(query.pageSize ?? CONTRACT_MOCK_PAGE_SIZE);
    const all = this.settlements
      .filter((s) => s.account === account && s.type === query.type)
      .sort((a, b) => b.periodStart.localeCompare(a.periodStart) || b.settlementId - a.settlementId)
      .map(({ account: _holder, ...s }) => s);
    return { list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNo, pageSize, total: all.length, totalPages: Math.ceil(all.length / pageSize) };
  }
}

const maxOf = (tiers: readonly { rate: string }[]) => tiers.reduce((m, t) => (new Big(t.rate).gt(m) ? new Big(t.rate) : m), new Big(0)).toFixed(2);

const json = (body: JsonBodyType, status: number): Response => Response.json(body, { status });
const ok = (value: JsonBodyType): Response => json({ success: true, value, message: '' }, 200);

/**
 * MSW handlers of the contract endpoints (see the module comment). Each needs a session of
 * `store` (401), checks the query and body against the contract, refuses trial accounts
 * (`member.trial`, except `pendingContracts`, which answers them an empty list as the server).
 * @param state - the state to serve (its `store` becomes `store`), or nothing for a fresh one
 * @param store - the accounts and sessions (share the account mocks' store: `createHandlers` does)
 * @returns the handlers
 */
export function createContractHandlers(state: ContractsMockState = new ContractsMockState(), store: MockAccountStore = createAccountStore()): HttpHandler[] {
  state.store = store;
  return memberEndpointHandlers({
    names: CONTRACT_MOCK_ENDPOINTS,
    route: (name) => contractRoutes[name],
    store,
    options: () => state.options,
    trialAllowed: (name) => name === 'pendingContracts',
    resolve: (name, { account, member, query, body }) => {
      try {
        if (name === 'pendingContracts') return ok(member.type === 4 ? [] : state.pending(account));
        if (name === 'contractSettlements') return ok(state.settlementPage(account, query));
        const type = TYPE_OF[name] ?? CONTRACT_TYPES[0];
        if (name.endsWith('Action')) return ok(state.act(account, type, body as ContractActionBody));
        return ok(state.view(account, type, query));
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return json({ success: false, value: error.value, message: error.message, errorCode: error.errorCode }, error.status);
      }
    },
  });
}
