import { Value } from 'typebox/value';
import { afterEach, describe, expect, it } from 'vitest';
import { AGENT_REGISTER_ERROR_CODES } from '../contract/agentRegister';
import { endpoints } from '../contract/endpoints';
import { ERROR_CODES } from '../contract/errorCodes';
import type { PlatformError } from '../transport/errors';
import { request } from '../transport/request';
import { MOCK_PASSWORD } from './accounts';
import { MOCK_PLAYER_SITE } from './agentRegister';
import { makeMockCatalogue } from './catalogue';
import { createHandlers } from './handlers';
import { startMockServer } from './node';

const server = startMockServer();
const db = makeMockCatalogue({ gamesPerVendor: 1 });

async function loginAs(account: string, password = MOCK_PASSWORD): Promise<void> {
  const login = await request('login', { body: { type: 'username', username: account, password, ...(account.startsWith('agent') ? { agent: true } : {}) } });
  sessionStorage.setItem('token', login.token);
}
const failureOf = async (call: Promise<unknown>): Promise<PlatformError> => {
  try {
    await call;
  } catch (error) {
    return error as PlatformError;
  }
  throw new Error('expected a failure');
};

afterEach(() => sessionStorage.clear());

describe('registerCenter mocks', () => {
  it("answer the agent's invitation code, its player-site link and the downline agent type it may create", async () => {
    server.use(...createHandlers(db));
    await loginAs('agent1');
    const info = await request('agentRegisterInfo');
    expect(Value.Check(endpoints.agentRegisterInfo.value, info)).toBe(true);
    expect(info).toEqual({ affiliateCode: 'AG1001', inviteUrl: `${MOCK_PLAYER_SITE}/register?affiliateCode=AG1001`, downlineAgentType: 2 });
  });

  it('register a member under the calling agent, who can then log in; the name is taken afterwards', async () => {
    server.use(...createHandlers(db));
    await loginAs('agent1');
    const created = await request('agentRegister', { body: { username: 'downline7', password: 'Secret123', confirmPassword: 'Secret123', kind: 'MEMBER' } });
    expect(created).toEqual({ account: 'downline7', type: 0, parent: 'agent1' });
    const again = await failureOf(request('agentRegister', { body: { username: 'downline7', password: 'Secret123', confirmPassword: 'Secret123', kind: 'MEMBER' } }));
    expect(again.errorCode).toBe(ERROR_CODES.accountExists);
    sessionStorage.clear();
    await loginAs('downline7', 'Secret123');
    expect(sessionStorage.getItem('token')).not.toBe('');
  });

  it('refuse a mismatched confirmation, an agent downline from an agent that registers members only, and a non-agent', async () => {
    server.use(...createHandlers(db));
    await loginAs('agent2');
    expect((await failureOf(request('agentRegister', { body: { username: 'downline8', password: 'Secret123', confirmPassword: 'Secret124', kind: 'MEMBER' } }))).errorCode).toBe(ERROR_CODES.fieldInvalid);
    expect((await failureOf(request('agentRegister', { body: { username: 'downline8', password: 'Secret123', confirmPassword: 'Secret123', kind: 'AGENT' } }))).errorCode).toBe(AGENT_REGISTER_ERROR_CODES.downlineTypeRefused);
    sessionStorage.clear();
    await loginAs('player1');
    expect((await failureOf(request('agentRegisterInfo'))).errorCode).toBe(ERROR_CODES.agentOnly);
  });
});
