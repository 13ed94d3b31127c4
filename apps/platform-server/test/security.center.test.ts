/**
 * The securityCenter page (spec §2): overview, binding a mobile number and an e-mail with codes
 * from the dev outbox, the authenticator app (RFC 6238 TOTP, recovery codes), the payment
 * password change; and the login-IP verification of spec §4 (a right password from a new
 * address answers a challenge; the answer starts the session).
 */
import { ERROR_CODES, SECURITY_ERROR_CODES, type AuthenticatorEnrolment, type LoginChallenge, type LoginValue, type SecurityOverview } from '@gamehall/api-client/contract';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_ATTEMPTS } from '../src/accounts/loginVerification.ts';
import * as t from '../src/db/schema.ts';
import { SEEDED_PASSWORD } from '../src/seed/accounts.ts';
import { SEEDED_PAYMENT_PASSWORD } from '../src/seed/history.ts';
import { call, lastSmsCode } from './accountHelpers.ts';
import { ipSequence, seededApp } from './helpers.ts';

const env = seededApp({ fakeClock: true, config: { loginIpVerification: true } });
const freshIp = ipSequence('10.61');
/** player1's usual address (its first login in this file records it). */
const HOME = '10.60.0.1';

const login = (username: string, ip: string) => call<LoginValue | LoginChallenge | null>(env.app, 'login', { body: { type: 'username', username, password: SEEDED_PASSWORD }, ip });
async function tokenAt(username: string, ip: string): Promise<string> {
  const res = await login(username, ip);
  if (!res.body.success) throw new Error(`login ${username}: ${res.body.message}`);
  return (res.body.value as LoginValue).token;
}
const overview = async (token: string) => (await call<SecurityOverview>(env.app, 'securityOverview', { token })).body.value;
/** The code an authenticator app shows now (or `offsetSteps` 30-s steps away) on the app's clock. */
const codeAt = (secret: string, offsetSteps = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: env.clock.now() + offsetSteps * 30_000 });

describe('securityCenter overview', () => {
  it('shows which items are set, with the mobile and e-mail masked', async () => {
    const token = await tokenAt('player1', HOME);
    expect(await overview(token)).toMatchObject({
      paymentPassword: true,
      mobile: '+63 •••• 4567',
      email: 'p•••@gamehall.example',
      authenticator: false,
      recoveryCodesLeft: 0,
      payoutAccount: true,
      loginVerifyMethods: ['sms', 'email', 'bankAccountName'],
    });
    expect((await call(env.app, 'securityOverview')).status).toBe(401);
  });
});

describe('binding a mobile number and an e-mail', () => {
  it('binds a new number with the SMS code sent to it; a wrong code, another member\'s number and a quick resend are refused', async () => {
    const token = await tokenAt('agent41', freshIp());
    const ip = freshIp();
    const sent = await call(env.app, 'bindMobileCode', { token, ip, body: { mobileNum: '9175550041' } });
    expect(sent.body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const again = await call(env.app, 'bindMobileCode', { token, ip, body: { mobileNum: '9175550041' } });
    expect(again.status).toBe(429);
    const wrong = await call(env.app, 'bindMobile', { token, body: { mobileNum: '9175550041', verificationCode: '000000' } });
    expect(wrong.body.errorCode).toBe(ERROR_CODES.smsCodeInvalid);
    const code = await lastSmsCode(env.app, '+639175550041');
    const bound = await call<SecurityOverview>(env.app, 'bindMobile', { token, body: { mobileNum: '9175550041', verificationCode: code } });
    expect(bound.body).toMatchObject({ success: true, value: { mobile: '+63 •••• 0041' } });
    const reused = await call(env.app, 'bindMobile', { token, body: { mobileNum: '9175550041', verificationCode: code } });
    expect(reused.body.errorCode).toBe(ERROR_CODES.smsCodeInvalid);
    const taken = await call(env.app, 'bindMobileCode', { token, body: { mobileNum: '9171234567' } });
    expect(taken.body.errorCode).toBe(ERROR_CODES.mobileExists);
  });

  it('binds an e-mail with the code sent to the dev outbox; an address of another member is refused', async () => {
    const token = await tokenAt('agent42', freshIp());
    const sent = await call(env.app, 'bindEmailCode', { token, body: { email: 'Agent42@Example.com' } });
    expect(sent.body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const [mail] = await env.app.platform.outbox.list({ recipient: 'agent42@example.com', limit: 1 });
    expect(mail?.channel).toBe('email');
    const code = await lastSmsCode(env.app, 'agent42@example.com');
    const bound = await call<SecurityOverview>(env.app, 'bindEmail', { token, body: { email: 'Agent42@Example.com', verificationCode: code } });
    expect(bound.body).toMatchObject({ success: true, value: { email: 'A•••@Example.com' } });
    const taken = await call(env.app, 'bindEmailCode', { token, body: { email: 'player1@gamehall.example' } });
    expect(taken.body.errorCode).toBe(SECURITY_ERROR_CODES.emailExists);
  });
});

describe('payment password', () => {
  it('changing one that is set needs the old one', async () => {
    const token = await tokenAt('player1', HOME);
    const missing = await call(env.app, 'paymentPassword', { token, body: { paymentPassword: '246802', confirmPaymentPassword: '246802' } });
    expect(missing.body).toMatchObject({ success: false, errorCode: ERROR_CODES.fieldInvalid });
    const changed = await call(env.app, 'paymentPassword', { token, body: { oldPaymentPassword: SEEDED_PAYMENT_PASSWORD, paymentPassword: '246802', confirmPaymentPassword: '246802' } });
    expect(changed.body.success).toBe(true);
    const back = await call(env.app, 'paymentPassword', { token, body: { oldPaymentPassword: '246802', paymentPassword: SEEDED_PAYMENT_PASSWORD, confirmPaymentPassword: SEEDED_PAYMENT_PASSWORD } });
    expect(back.body.success).toBe(true);
  });
});

describe('authenticator app and the login-IP verification', () => {
  it('enrols, confirms with a first code, answers a new-address login with a recovery code once, and disables with a current code', async () => {
    const token = await tokenAt('player1', HOME);
    const enrol = await call<AuthenticatorEnrolment>(env.app, 'authenticatorEnrol', { token });
    const { secret, otpauthUri } = enrol.body.value;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Gamehall:player1\?/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    // Stored sealed, never in clear.
    const [stored] = await env.database.db.select().from(t.memberAuthenticators);
    expect(stored?.sealedSecret).toMatch(/^v1\./);
    expect(stored?.sealedSecret).not.toContain(secret);
    const wrong = await call(env.app, 'authenticatorConfirm', { token, body: { code: codeAt(secret, 5) } });
    expect(wrong.body.errorCode).toBe(SECURITY_ERROR_CODES.verificationFailed);
    const confirmed = await call<{ recoveryCodes: string[] }>(env.app, 'authenticatorConfirm', { token, body: { code: codeAt(secret) } });
    const codes = confirmed.body.value.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const hashes = await env.database.db.select().from(t.memberRecoveryCodes);
    expect(hashes.map((h) => h.codeHash).some((h) => codes.some((c) => h.includes(c.replace('-', ''))))).toBe(false);
    expect(await overview(token)).toMatchObject({ authenticator: true, recoveryCodesLeft: 10, loginVerifyMethods: ['authenticator', 'sms', 'email', 'bankAccountName'] });
    expect((await call(env.app, 'authenticatorEnrol', { token })).body.errorCode).toBe(SECURITY_ERROR_CODES.authenticatorState);

    // A new address: a challenge, not a session.
    const away = freshIp();
    const challenged = await login('player1', away);
    expect(challenged.body).toMatchObject({ success: false, errorCode: SECURITY_ERROR_CODES.verificationRequired, value: { methods: ['authenticator', 'sms', 'email', 'bankAccountName'], mobile: '+63 •••• 4567', expiresIn: 300 } });
    const { challengeId } = challenged.body.value as LoginChallenge;
    const recovery = codes[0] ?? '';
    const verified = await call<LoginValue>(env.app, 'loginVerify', { ip: away, body: { challengeId, method: 'authenticator', answer: recovery.toUpperCase() } });
    expect(verified.body.success).toBe(true);
    expect((await call(env.app, 'memberInfo', { token: verified.body.value.token })).body.success).toBe(true);
    // Answered once; the address is now known; the recovery code is used up.
    expect((await call(env.app, 'loginVerify', { ip: away, body: { challengeId, method: 'authenticator', answer: recovery } })).body.errorCode).toBe(SECURITY_ERROR_CODES.challengeInvalid);
    expect((await login('player1', away)).body.success).toBe(true);
    expect((await overview(token)).recoveryCodesLeft).toBe(9);
    expect((await call(env.app, 'authenticatorDisable', { token, body: { code: recovery } })).body.errorCode).toBe(SECURITY_ERROR_CODES.verificationFailed);

    // The confirming code's step is used: the same code cannot disable it; the next one can.
    env.clock.advance(30_000);
    const disabled = await call(env.app, 'authenticatorDisable', { token, body: { code: codeAt(secret) } });
    expect(disabled.body.success).toBe(true);
    expect(await overview(token)).toMatchObject({ authenticator: false, recoveryCodesLeft: 0 });
  });

  it('a new address answered by SMS code or by the bank account name; wrong answers count down, then the challenge is dead', async () => {
    await tokenAt('player1', HOME);
    const away = freshIp();
    const first = await login('player1', away);
    const { challengeId } = first.body.value as LoginChallenge;
    const wrong = await call(env.app, 'loginVerify', { ip: away, body: { challengeId, method: 'bankAccountName', answer: 'Someone Else' } });
    expect(wrong.body).toMatchObject({ success: false, errorCode: SECURITY_ERROR_CODES.verificationFailed, value: { attemptsLeft: CHALLENGE_ATTEMPTS - 1 } });
    // Only from the address that was challenged.
    expect((await call(env.app, 'loginVerify', { ip: freshIp(), body: { challengeId, method: 'bankAccountName', answer: 'Player One' } })).body.errorCode).toBe(SECURITY_ERROR_CODES.challengeInvalid);
    const sent = await call(env.app, 'loginVerifyCode', { ip: away, body: { challengeId, method: 'sms' } });
    expect(sent.body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastSmsCode(env.app, '+639171234567');
    const verified = await call<LoginValue>(env.app, 'loginVerify', { ip: away, body: { challengeId, method: 'sms', answer: code } });
    expect(verified.body.success).toBe(true);

    const other = freshIp();
    const second = (await login('player1', other)).body.value as LoginChallenge;
    const byName = await call<LoginValue>(env.app, 'loginVerify', { ip: other, body: { challengeId: second.challengeId, method: 'bankAccountName', answer: '  player   ONE ' } });
    expect(byName.body.success).toBe(true);

    const third = freshIp();
    const dead = (await login('player1', third)).body.value as LoginChallenge;
    for (let i = 0; i < CHALLENGE_ATTEMPTS; i += 1) await call(env.app, 'loginVerify', { ip: third, body: { challengeId: dead.challengeId, method: 'bankAccountName', answer: 'Nobody' } });
    expect((await call(env.app, 'loginVerify', { ip: third, body: { challengeId: dead.challengeId, method: 'bankAccountName', answer: 'Player One' } })).body.errorCode).toBe(SECURITY_ERROR_CODES.challengeInvalid);

    const fourth = freshIp();
    const late = (await login('player1', fourth)).body.value as LoginChallenge;
    env.clock.advance(5 * 60_000);
    expect((await call(env.app, 'loginVerify', { ip: fourth, body: { challengeId: late.challengeId, method: 'bankAccountName', answer: 'Player One' } })).body.errorCode).toBe(SECURITY_ERROR_CODES.challengeInvalid);
    // A new challenge takes the expired ones away: only it is kept.
    const fifth = freshIp();
    const kept = (await login('player1', fifth)).body.value as LoginChallenge;
    expect(await env.database.db.select({ address: t.loginChallenges.address, expiresAt: t.loginChallenges.expiresAt }).from(t.loginChallenges)).toEqual([
      { address: fifth, expiresAt: new Date(env.clock.now() + kept.expiresIn * 1000) },
    ]);
  });

  it('a member who registered (and was logged in by it) from one address is asked for the verification at a login from another', async () => {
    const home = freshIp();
    const body = { username: 'Regvrf01', mobileNum: '9175550701', password: SEEDED_PASSWORD, confirmPassword: SEEDED_PASSWORD, agreed: true, login: true, registerMethod: 'WEB' };
    expect((await call<LoginValue>(env.app, 'register', { body, ip: home })).body.success).toBe(true);
    const away = await login('regvrf01', freshIp());
    expect(away.body).toMatchObject({ success: false, errorCode: SECURITY_ERROR_CODES.verificationRequired, value: { methods: ['sms'], mobile: '+63 •••• 0701' } });
    expect((await login('regvrf01', home)).body.success).toBe(true);
  });

  it('a member without any method, and a first login ever, log in as before', async () => {
    // agent2 has no mobile, e-mail, authenticator or payout account.
    await tokenAt('agent2', freshIp());
    expect((await login('agent2', freshIp())).body.success).toBe(true);
    // newbie has never logged in: the first login records the address.
    expect((await login('newbie', freshIp())).body.success).toBe(true);
  });
});
