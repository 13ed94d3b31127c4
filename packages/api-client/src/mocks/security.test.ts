import { Value } from 'typebox/value';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../contract/endpoints';
import { ERROR_CODES } from '../contract/errorCodes';
import type { LoginChallenge } from '../contract/security';
import { SECURITY_ERROR_CODES, securityRoutes } from '../contract/securityRoutes';
import type { PlatformError } from '../transport/errors';
import { request } from '../transport/request';
import { registerRoutes } from '../transport/routeTable';
import { MOCK_ACCOUNTS, MOCK_PASSWORD, MOCK_SMS_CODE, MOCK_TOTP_CODE, MOCK_TRAVELLER } from './accounts';
import { CashierMockState } from './cashier';
import { makeMockCatalogue } from './catalogue';
import { createHandlers } from './handlers';
import { startMockServer } from './node';
import { MOCK_RECOVERY_CODES, SECURITY_ENDPOINTS } from './security';

const server = startMockServer();
const db = makeMockCatalogue({ gamesPerVendor: 2 });
registerRoutes(securityRoutes);

function fresh() {
  server.use(...createHandlers(db, { cashier: new CashierMockState(), accounts: { accounts: [...MOCK_ACCOUNTS, MOCK_TRAVELLER] } }));
}
async function loginAs(account: string): Promise<void> {
  const login = await request('login', { body: { type: 'username', username: account, password: MOCK_PASSWORD } });
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

describe('securityCenter mocks', () => {
  it('answer every security endpoint with a schema-valid value, as the server does', async () => {
    fresh();
    await loginAs('agent2');
    const values: Record<string, unknown> = {
      securityOverview: await request('securityOverview'),
      bindMobileCode: await request('bindMobileCode', { body: { mobileNum: '9175550002' } }),
      bindMobile: await request('bindMobile', { body: { mobileNum: '9175550002', verificationCode: MOCK_SMS_CODE } }),
      bindEmailCode: await request('bindEmailCode', { body: { email: 'agent2@example.com' } }),
      bindEmail: await request('bindEmail', { body: { email: 'agent2@example.com', verificationCode: MOCK_SMS_CODE } }),
      authenticatorEnrol: await request('authenticatorEnrol'),
      authenticatorConfirm: await request('authenticatorConfirm', { body: { code: MOCK_TOTP_CODE } }),
      authenticatorDisable: await request('authenticatorDisable', { body: { code: MOCK_RECOVERY_CODES[0] ?? '' } }),
    };
    for (const name of SECURITY_ENDPOINTS) expect(Value.Errors(endpoints[name].value, values[name]), name).toEqual([]);
    expect(values.bindMobile).toMatchObject({ mobile: '+63 •••• 0002', loginVerifyMethods: ['sms'] });
  });

  it('refuse a wrong code and a number of another member', async () => {
    fresh();
    await loginAs('agent2');
    expect((await failureOf(request('bindMobile', { body: { mobileNum: '9175550002', verificationCode: '000000' } }))).errorCode).toBe(ERROR_CODES.smsCodeInvalid);
    expect((await failureOf(request('bindMobileCode', { body: { mobileNum: '9171234567' } }))).errorCode).toBe(ERROR_CODES.mobileExists);
    await request('authenticatorEnrol');
    expect((await failureOf(request('authenticatorConfirm', { body: { code: '111111' } }))).errorCode).toBe(SECURITY_ERROR_CODES.verificationFailed);
  });

  it('challenge a login from a new address and start the session on a right answer', async () => {
    fresh();
    const challenged = await failureOf(request('login', { body: { type: 'username', username: 'traveller', password: MOCK_PASSWORD } }));
    expect(challenged.errorCode).toBe(SECURITY_ERROR_CODES.verificationRequired);
    const challenge = challenged.value as LoginChallenge;
    expect(challenge).toMatchObject({ methods: ['authenticator', 'sms', 'email', 'bankAccountName'], mobile: '+63 •••• 1234', email: 't•••@gamehall.example' });
    expect(await request('loginVerifyCode', { body: { challengeId: challenge.challengeId, method: 'sms' } })).toEqual({ expiredMinutes: 5 });
    const wrong = await failureOf(request('loginVerify', { body: { challengeId: challenge.challengeId, method: 'bankAccountName', answer: 'Someone' } }));
    expect(wrong).toMatchObject({ errorCode: SECURITY_ERROR_CODES.verificationFailed, value: { attemptsLeft: 4 } });
    const session = await request('loginVerify', { body: { challengeId: challenge.challengeId, method: 'bankAccountName', answer: 'tessa  traveller' } });
    expect(Value.Errors(endpoints.loginVerify.value, session)).toEqual([]);
    expect((await request('memberInfo', { token: session.token })).account).toBe('traveller');
  });
});
