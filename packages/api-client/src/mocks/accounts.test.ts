import { Value } from 'typebox/value';
import { afterEach, describe, expect, it } from 'vitest';
import { type EndpointName, endpoints } from '../contract/endpoints';
import { ERROR_CODES } from '../contract/errorCodes';
import { request } from '../transport/request';
import { ACCOUNT_ENDPOINTS, MOCK_CAPTCHA_ANSWER, MOCK_DEFAULT_PASSWORD, MOCK_LOGIN_CODE_TTL_S, MOCK_PASSWORD, MOCK_SMS_CODE, createAccountHandlers } from './accounts';
import { makeMockCatalogue } from './catalogue';
import { createHandlers } from './handlers';
import { startMockServer } from './node';
import { failureOf } from '../test/mockTestKit';

const server = startMockServer();
const db = makeMockCatalogue();

/** Fresh account state for each test (the handlers keep state per set). */
function freshAccounts(options: Parameters<typeof createAccountHandlers>[2] = {}) {
  server.use(...createAccountHandlers(db, {}, options));
}


afterEach(() => {
  sessionStorage.clear();
});

describe('account mocks', () => {
  it('log in over a sealed body, then member info with the session token', async () => {
    freshAccounts();
    const value = await request('login', { body: { type: 'username', username: 'Player1', password: MOCK_PASSWORD } });
    expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, captcha: false });
    sessionStorage.setItem('token', value.token);
    await expect(request('memberInfo')).resolves.toMatchObject({ account: 'player1', type: 0 });
    await request('logout');
    expect((await failureOf(request('memberInfo'))).status).toBe(401);
  });

  it('answer a wrong password and an unknown user alike, then require the captcha (single use)', async () => {
    freshAccounts();
    const unknown = await failureOf(request('login', { body: { type: 'username', username: 'ghost', password: 'nope' } }));
    freshAccounts();
    const wrong = await failureOf(request('login', { body: { type: 'username', username: 'player1', password: 'nope' } }));
    expect([wrong.errorCode, wrong.message, wrong.value]).toEqual([ERROR_CODES.loginFailed, 'Incorrect account or password', { captcha: true }]);
    expect([unknown.errorCode, unknown.message, unknown.value]).toEqual([wrong.errorCode, wrong.message, wrong.value]);
    const noCaptcha = await failureOf(request('login', { body: { type: 'username', username: 'player1', password: MOCK_PASSWORD } }));
    expect(noCaptcha.errorCode).toBe(ERROR_CODES.captchaInvalid);
    expect(await request('captcha')).toMatch(/^iVBORw0KGgo/);
    await expect(request('login', { body: { type: 'username', username: 'player1', password: MOCK_PASSWORD, captcha: MOCK_CAPTCHA_ANSWER.toLowerCase() } })).resolves.toHaveProperty('token');
  });

  it('refuse a non-agent at the agent login and flag the default password', async () => {
    freshAccounts();
    expect((await failureOf(request('login', { body: { type: 'username', username: 'player1', password: MOCK_PASSWORD, agent: true } }))).errorCode).toBe(ERROR_CODES.notAgent);
    await expect(request('login', { body: { type: 'username', username: 'agent1', password: MOCK_PASSWORD, agent: true } })).resolves.toHaveProperty('token');
    await expect(request('login', { body: { type: 'username', username: 'defaultpw', password: MOCK_DEFAULT_PASSWORD } })).resolves.toMatchObject({ passwordExpired: true });
  });

  it('register with an affiliate code and log in; a bad code or a taken name is refused', async () => {
    freshAccounts();
    const body = { username: 'newplayer9', password: 'Secret123x', confirmPassword: 'Secret123x', agreed: true, login: true, registerMethod: 'WEB' as const, affiliateCode: 'AG1001' };
    expect((await failureOf(request('register', { body: { ...body, affiliateCode: 'NOPE1' } }))).errorCode).toBe(ERROR_CODES.affiliateInvalid);
    await expect(request('affiliate', { query: { code: 'AG1001' } })).resolves.toEqual({ code: 'AG1001', agentNickname: 'Agent One' });
    const value = await request('register', { body });
    expect(value).toMatchObject({ firstTimeLogin: true });
    expect((await failureOf(request('register', { body }))).errorCode).toBe(ERROR_CODES.accountExists);
  });

  it('SMS: codes for valid numbers, register/mobile and the forgot-password reset with the code', async () => {
    freshAccounts({ smsExpiredMinutes: 2 });
    await expect(request('smsRegister', { body: { mobileNo: '9170001111', countryDialingCode: '63' } })).resolves.toEqual({ expiredMinutes: 2 });
    expect((await failureOf(request('smsRegister', { body: { mobileNo: '9171234567' } }))).errorCode).toBe(ERROR_CODES.mobileExists);
    await expect(
      request('registerMobile', { body: { mobileNum: '9170001111', countryDialingCode: '63', verificationCode: MOCK_SMS_CODE, password: 'Secret123x', confirmPassword: 'Secret123x', agreed: true, login: true } }),
    ).resolves.toHaveProperty('token');
    await expect(request('smsNoLogin', { body: { mobileNum: '9171234567' } })).resolves.toEqual({ expiredMinutes: 2 });
    expect((await failureOf(request('passwordVerification', { body: { mobileNum: '9171234567', verificationCode: '000000', newPassword: 'NewSecret9' } }))).errorCode).toBe(ERROR_CODES.smsCodeInvalid);
    await expect(request('passwordVerification', { body: { mobileNum: '9171234567', verificationCode: MOCK_SMS_CODE, newPassword: 'NewSecret9' } })).resolves.toHaveProperty('token');
    await expect(request('login', { body: { type: 'username', username: 'player1', password: 'NewSecret9' } })).resolves.toHaveProperty('token');
  });

  it('change the password (old one checked) and answer forgot-by-email alike', async () => {
    freshAccounts();
    sessionStorage.setItem('token', (await request('login', { body: { type: 'username', username: 'player1', password: MOCK_PASSWORD } })).token);
    expect((await failureOf(request('changePassword', { body: { oldPassword: 'bad', newPassword: 'Another123', confirmNewPassword: 'Another123' } }))).errorCode).toBe(ERROR_CODES.oldPasswordWrong);
    await expect(request('changePassword', { body: { oldPassword: MOCK_PASSWORD, newPassword: 'Another123', confirmNewPassword: 'Another123' } })).resolves.toBeNull();
    await expect(request('forgotPasswordEmail', { body: { username: 'ghost', email: 'ghost@example.com' } })).resolves.toBeNull();
  });

  it('force failures and trial sessions per options', async () => {
    freshAccounts({ failures: { smsNoLogin: { errorCode: ERROR_CODES.tooManyRequests, message: 'Too many requests, please try again after 5 minutes', status: 429 } } });
    const error = await failureOf(request('smsNoLogin', { body: { mobileNum: '9171234567' } }));
    expect([error.status, error.message]).toEqual([429, 'Too many requests, please try again after 5 minutes']);
    sessionStorage.setItem('token', (await request('loginFreeplay', { body: {} })).token);
    await expect(request('memberInfo')).resolves.toMatchObject({ type: 4 });
    expect((await failureOf(request('fundsConsolidated'))).errorCode).toBe(ERROR_CODES.trialAccount);
  });

  it('answer every account endpoint with a schema-valid value', async () => {
    freshAccounts();
    const login = await request('login', { body: { type: 'username', username: 'player1', password: MOCK_PASSWORD } });
    sessionStorage.setItem('token', login.token);
    const calls: Record<string, () => Promise<unknown>> = {
      login: async () => login,
      loginFreeplay: () => request('loginFreeplay', { body: {} }),
      register: () => request('register', { body: { username: 'abcdef12', password: 'Secret123x', confirmPassword: 'Secret123x', agreed: true, login: true } }),
      registerMobile: () => request('registerMobile', { body: { mobileNum: '9175550000', verificationCode: MOCK_SMS_CODE, password: 'Secret123x', confirmPassword: 'Secret123x', agreed: true, login: true } }),
      changePassword: () => request('changePassword', { body: { oldPassword: MOCK_PASSWORD, newPassword: 'Another123', confirmNewPassword: 'Another123' } }),
      forgotPasswordEmail: () => request('forgotPasswordEmail', { body: { username: 'player1', email: 'player1@gamehall.example' } }),
      passwordVerification: () => request('passwordVerification', { body: { mobileNum: '9171234567', verificationCode: MOCK_SMS_CODE, newPassword: 'Another456' } }),
      smsNoLogin: () => request('smsNoLogin', { body: { mobileNum: '9171234567' } }),
      smsRegister: () => request('smsRegister', { body: { mobileNo: '9175550001' } }),
      affiliate: () => request('affiliate', { query: { code: 'AG2001' } }),
      loginCodeExchange: async () => request('loginCodeExchange', { body: { code: (await request('loginCode')).code } }),
    };
    // The login verification's two endpoints need a challenge: security.test.ts checks them.
    for (const name of ACCOUNT_ENDPOINTS.filter((n) => n !== 'logout' && n !== 'loginVerify' && n !== 'loginVerifyCode')) {
      const value = await (calls[name] ?? (() => request(name as EndpointName)))();
      expect(Value.Errors(endpoints[name].value, value), name).toEqual([]);
    }
    expect(Value.Errors(endpoints.logout.value, await request('logout'))).toEqual([]);
  });

  it('make one-time login codes that exchange once for a session of the same member', async () => {
    freshAccounts();
    const login = await request('login', { body: { type: 'username', username: 'agent2', password: MOCK_PASSWORD } });
    sessionStorage.setItem('token', login.token);
    const { code, expiresIn } = await request('loginCode');
    expect(expiresIn).toBe(MOCK_LOGIN_CODE_TTL_S);
    const session = await request('loginCodeExchange', { body: { code } });
    expect(session.account).toBe('agent2');
    expect((await request('memberInfo', { token: session.token })).account).toBe('agent2');
    await expect(request('loginCodeExchange', { body: { code } })).rejects.toMatchObject({ errorCode: ERROR_CODES.loginCodeInvalid });
  });

  it('are part of the default handlers', () => {
    expect(createHandlers(db).length).toBeGreaterThan(createAccountHandlers(db).length);
  });
});
