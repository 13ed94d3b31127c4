/**
 * Mocks of the registerCenter endpoints (contract `agentRegister.ts`): the calling agent's
 * invitation code and link, and the direct registration of a downline with the register rules of
 * the catalogue's permission info (spec §5), as the platform server answers them.
 */
import type { HttpHandler, JsonBodyType } from 'msw';
import { AGENT_REGISTER_ERROR_CODES, AGENT_REGISTER_MESSAGES, type AgentRegisterInfo, type AgentRegisterValue } from '../contract/agentRegister';
import type { RegisterFieldRule } from '../contract/entities';
import { AGENT_TYPES } from '../contract/routes';
import { ERROR_CODES } from '../contract/errorCodes';
import { routes } from '../contract/featureRoutes';
import { type MockAccount, type MockAccountStore, type MockFailure, matchesRule } from './accounts';
import { memberEndpointHandlers } from './memberEndpoints';

/** The registerCenter endpoints the mocks answer. */
export const AGENT_REGISTER_ENDPOINTS = ['agentRegisterInfo', 'agentRegister'] as const;
/** @see AGENT_REGISTER_ENDPOINTS */
export type AgentRegisterEndpointName = (typeof AGENT_REGISTER_ENDPOINTS)[number];

/** The player site the mocks' invitation links point to. */
export const MOCK_PLAYER_SITE = 'https://player.mock.test';

/** Forced delays and failures of the registerCenter mocks (read at each request). */
export interface AgentRegisterMockOptions {
  /** Wait this many ms before answering, or never. */
  delays?: Partial<Record<AgentRegisterEndpointName, number | 'infinite'>>;
  /** Answer with this failure; `'network'` = a network error. */
  failures?: Partial<Record<AgentRegisterEndpointName, MockFailure | 'network'>>;
}

/**
 * The member type an agent's `AGENT` registration creates (type 1 → 2, 41 → 42; 2 and 42 register members only).
 *
 * @param type - the calling agent's member type
 * @returns the downline agent type, or undefined
 */
export function downlineAgentType(type: number): number | undefined {
  return type === 1 ? 2 : type === 41 ? 42 : undefined;
}

const ok = (value: JsonBodyType): Response => Response.json({ success: true, value, message: '' });
const fail = (message: string, errorCode: string): Response => Response.json({ success: false, value: null, message, errorCode });
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Handlers of `agentRegisterInfo` and `agentRegister` over the shared account store (a
 * registered downline can log in at once).
 *
 * @param rules - the register rules (the catalogue's `permissionInfo.registerValidation`)
 * @param store - the account store of the other mocks
 * @param options - forced delays and failures
 * @returns the handlers
 */
export function createAgentRegisterHandlers(rules: readonly RegisterFieldRule[], store: MockAccountStore, options: AgentRegisterMockOptions = {}): HttpHandler[] {
  const info = (agent: MockAccount): AgentRegisterInfo => {
    const type = downlineAgentType(agent.type);
    return {
      ...(agent.affiliateCode ? { affiliateCode: agent.affiliateCode, inviteUrl: `${MOCK_PLAYER_SITE}/register?affiliateCode=${encodeURIComponent(agent.affiliateCode)}` } : {}),
      ...(type !== undefined ? { downlineAgentType: type } : {}),
    };
  };
  const register = (agent: MockAccount, body: Record<string, unknown>): Response => {
    const username = text(body.username).trim();
    const password = text(body.password);
    const usernameRule = rules.find((r) => r.field === 'username' && r.enabled);
    if (username === '') return fail('username: required', ERROR_CODES.fieldInvalid);
    if (usernameRule && !matchesRule(usernameRule, username)) return fail('username: does not match the rule', ERROR_CODES.fieldInvalid);
    if (password.length < 8 || password.length > 64) return fail('password: 8–64 characters', ERROR_CODES.fieldInvalid);
    const passwordRule = rules.find((r) => r.field === 'password' && r.enabled);
    if (passwordRule && !matchesRule({ ...passwordRule, minLength: 0, maxLength: 0 }, password)) return fail('password: does not match the rule', ERROR_CODES.fieldInvalid);
    if (password !== body.confirmPassword) return fail('confirmPassword: does not match', ERROR_CODES.fieldInvalid);
    const type = body.kind === 'AGENT' ? downlineAgentType(agent.type) : 0;
    if (type === undefined) return fail(AGENT_REGISTER_MESSAGES.downlineTypeRefused, AGENT_REGISTER_ERROR_CODES.downlineTypeRefused);
    const account = username.toLowerCase();
    if (store.accounts.has(account)) return fail('username: already registered, please choose another one', ERROR_CODES.accountExists);
    store.accounts.set(account, { account, password, nickname: account, type, balance: '0.00', neverLoggedIn: true, parent: agent.account });
    const value: AgentRegisterValue = { account, type, parent: agent.account.toLowerCase() };
    return ok(value);
  };
  return memberEndpointHandlers({
    names: AGENT_REGISTER_ENDPOINTS,
    route: (name) => routes[name],
    store,
    options: () => options,
    // A trial account is no agent: it gets `agent.only` like any non-agent, as from the server.
    trialAllowed: () => true,
    resolve: (name, { member, body }) => {
      if (!AGENT_TYPES.includes(member.type)) return fail(AGENT_REGISTER_MESSAGES.agentOnly, ERROR_CODES.agentOnly);
      return name === 'agentRegisterInfo' ? ok(info(member)) : register(member, body);
    },
  });
}
