/**
 * The registerCenter endpoints (spec §2 registerCenter, §5, §6): the agent's invitation code and
 * link, and the direct registration of a downline (member or the agent's downline agent type)
 * with the registration's rule checks; the new account's upline is the agent and it can log in.
 * Agents only.
 */
import { AGENT_REGISTER_ERROR_CODES, ERROR_CODES, type AgentRegisterInfo, type AgentRegisterValue, type LoginValue } from '@gamehall/api-client/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { type Answer, call } from './accountHelpers.ts';
import { seededApp } from './helpers.ts';
import { login, trialLogin } from './play.helpers.ts';

const env = seededApp();

const info = (token: string) => call<AgentRegisterInfo>(env.app, 'agentRegisterInfo', { token });
const register = (token: string, body: Record<string, unknown>) => call<AgentRegisterValue>(env.app, 'agentRegister', { token, body });
const body = (username: string, kind: 'MEMBER' | 'AGENT' = 'MEMBER', password = 'Downline2026x') => ({ username, password, confirmPassword: password, kind });

const failure = (answer: Answer, errorCode: string) => {
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ success: false, errorCode });
};

async function memberRow(account: string) {
  const [row] = await env.database.db.select().from(t.members).where(eq(t.members.account, account));
  return row;
}

describe('agentRegisterInfo (GET /wps/agent/register/info)', () => {
  it("answers the agent's invitation code, the player site's register link with it and the downline agent type", async () => {
    const answer = await info(await login(env.app, 'agent1'));
    expect(answer.body.success).toBe(true);
    expect(answer.body.value.affiliateCode).toBe('AG1001');
    expect(answer.body.value.inviteUrl).toMatch(/^https?:\/\/[^/]+\/register\?affiliateCode=AG1001$/);
    expect(answer.body.value.downlineAgentType).toBe(2);
    // agent2 (type 2) registers members only; agent41 creates type 42 agents.
    expect((await info(await login(env.app, 'agent2'))).body.value.downlineAgentType).toBeUndefined();
    expect((await info(await login(env.app, 'agent41'))).body.value.downlineAgentType).toBe(42);
  });

  it('refuses a member, a trial account (not an agent either) and a visitor', async () => {
    failure(await info(await login(env.app, 'player1')), ERROR_CODES.agentOnly);
    failure(await info(await trialLogin(env.app)), ERROR_CODES.agentOnly);
    expect((await call(env.app, 'agentRegisterInfo', {})).status).toBe(401);
  });
});

describe('agentRegister (POST /wps/agent/register)', () => {
  it('registers a member under the calling agent, with a wallet; the member can log in with the password', async () => {
    const answer = await register(await login(env.app, 'agent2'), body('TeamMember01'));
    expect(answer.body).toMatchObject({ success: true, value: { account: 'teammember01', type: 0, parent: 'agent2' } });
    const row = await memberRow('teammember01');
    const agent = await memberRow('agent2');
    expect(row?.parentId).toBe(agent?.id);
    expect(row?.type).toBe(0);
    const [wallet] = await env.database.db.select().from(t.wallets).where(eq(t.wallets.memberId, row?.id ?? -1));
    expect(wallet?.balance).toBe('0.00');
    const loggedIn = await call<LoginValue>(env.app, 'login', { body: { type: 'username', username: 'teammember01', password: 'Downline2026x' } });
    expect(loggedIn.body.success).toBe(true);
  });

  it("registers an agent of the agent's downline agent type, with an invitation code of its own", async () => {
    const answer = await register(await login(env.app, 'agent41'), body('SubAgent42x', 'AGENT'));
    expect(answer.body).toMatchObject({ success: true, value: { account: 'subagent42x', type: 42, parent: 'agent41' } });
    const row = await memberRow('subagent42x');
    expect(row?.affiliateCode).toMatch(/^AG[A-Z2-9]{8}$/);
  });

  it('refuses an agent downline from an agent that registers members only', async () => {
    failure(await register(await login(env.app, 'agent2'), body('notallowed1', 'AGENT')), AGENT_REGISTER_ERROR_CODES.downlineTypeRefused);
    expect(await memberRow('notallowed1')).toBeUndefined();
  });

  it('applies the registration rules: a taken name, a short or unconfirmed password, a weak one, a name breaking the rule', async () => {
    const token = await login(env.app, 'agent1');
    failure(await register(token, body('player1')), ERROR_CODES.accountExists);
    const short = await register(token, body('shortpass1', 'MEMBER', 'abc'));
    failure(short, ERROR_CODES.fieldInvalid);
    expect(short.body.value).toMatchObject({ field: 'password', problem: 'length' });
    const mismatch = await register(token, { ...body('mismatch01'), confirmPassword: 'Another2026x' });
    expect(mismatch.body.value).toMatchObject({ field: 'confirmPassword', problem: 'same' });
    failure(await register(token, body('weakpass01', 'MEMBER', 'password123')), ERROR_CODES.passwordWeak);
    const badName = await register(token, body('!!'));
    failure(badName, ERROR_CODES.fieldInvalid);
    expect(badName.body.value).toMatchObject({ field: 'username' });
    for (const name of ['shortpass1', 'mismatch01', 'weakpass01']) expect(await memberRow(name)).toBeUndefined();
  });

  it('refuses a member and a visitor', async () => {
    failure(await register(await login(env.app, 'player1'), body('fromplayer1')), ERROR_CODES.agentOnly);
    expect((await register('', body('novisitor1'))).status).toBe(401);
    expect(await memberRow('fromplayer1')).toBeUndefined();
  });
});
