/**
 * MSW handlers for the securityCenter page (spec §2) over the account store and the cashier mock
 * state (payment passwords and payout accounts), with the platform server's cases: masked
 * contact details, SMS and e-mail codes ({@link MOCK_SMS_CODE}), an authenticator app accepting
 * {@link MOCK_TOTP_CODE} and giving {@link MOCK_RECOVERY_CODES}, each usable once.
 * The login verification of spec §4 is answered by the account mocks (`loginVerify`).
 */
import { type HttpHandler, type JsonBodyType } from 'msw';
import { ERROR_CODES } from '../contract/errorCodes';
import type { SecurityOverview } from '../contract/security';
import { SECURITY_ERROR_CODES, securityRoutes } from '../contract/securityRoutes';
import { MOCK_SMS_CODE, MOCK_TOTP_CODE, type MockAccount, type MockAccountStore, type MockFailure, createAccountStore, mockLoginVerifyMethods, mockMaskEmail, mockMaskMobile } from './accounts';
import { CashierMockState } from './cashier';
import { memberEndpointHandlers } from './memberEndpoints';

/** The securityCenter endpoints (answered by this module). */
export const SECURITY_ENDPOINTS = ['securityOverview', 'bindMobileCode', 'bindMobile', 'bindEmailCode', 'bindEmail', 'authenticatorEnrol', 'authenticatorConfirm', 'authenticatorDisable'] as const;
/** @see SECURITY_ENDPOINTS */
export type SecurityEndpointName = (typeof SECURITY_ENDPOINTS)[number];

/** The base32 secret of a mock enrolment. */
export const MOCK_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** The recovery codes a mock confirmation answers (each usable once). */
export const MOCK_RECOVERY_CODES: readonly string[] = ['k7qm-2xpa', 'h3vd-9trw', 'p8zn-4ceu', 'w2jf-6ybs', 'm5rg-7kda', 'e9tx-3hnq', 'u4ws-8pvc', 'b6yk-2mfz', 'q3na-5jre', 'x7cp-9dgt'];

/** Options of the security mocks. */
export interface SecurityMockOptions {
  /** Answer these endpoints with this failure. */
  failures?: Partial<Record<SecurityEndpointName, MockFailure>>;
  /** Wait this many ms before answering, or never (`'infinite'`). */
  delays?: Partial<Record<SecurityEndpointName, number | 'infinite'>>;
}

const json = (body: JsonBodyType, status: number): Response => Response.json(body, { status });
const ok = (value: JsonBodyType): Response => json({ success: true, value, message: '' }, 200);
const fail = (message: string, errorCode: string, status = 200, value: JsonBodyType = null): Response => json({ success: false, value, message, errorCode }, status);

/**
 * Handlers of the securityCenter endpoints.
 *
 * @param options - forced failures and delays
 * @param store - the account store (shared with the account mocks)
 * @param cashier - the cashier state (payment passwords, payout accounts)
 * @returns the handlers (paths match on any origin)
 */
export function createSecurityHandlers(options: SecurityMockOptions = {}, store: MockAccountStore = createAccountStore(), cashier: CashierMockState = new CashierMockState()): HttpHandler[] {
  /** Authenticator state per lower-case account: a pending enrolment, unused recovery codes. */
  const pending = new Set<string>();
  const recovery = new Map<string, Set<string>>();

  const overview = (a: MockAccount): SecurityOverview => {
    const key = a.account.toLowerCase();
    const payout = cashier.payoutAccounts.some((p) => p.account === key);
    const methods = mockLoginVerifyMethods(a);
    if (payout && !methods.includes('bankAccountName')) methods.push('bankAccountName');
    return {
      passwordChangedAt: '2026-11-01T00:00:00.000Z',
      paymentPassword: cashier.paymentPasswords.has(key),
      mobile: mockMaskMobile(a),
      email: mockMaskEmail(a.email),
      authenticator: a.authenticator === true,
      recoveryCodesLeft: a.authenticator ? (recovery.get(key)?.size ?? 0) : 0,
      payoutAccount: payout,
      loginVerifyMethods: methods,
    };
  };
  const byMobile = (mobile: string, except: MockAccount) => [...store.accounts.values()].find((o) => o !== except && o.mobileNum === mobile);
  const byEmail = (email: string, except: MockAccount) => [...store.accounts.values()].find((o) => o !== except && o.email?.toLowerCase() === email.toLowerCase());
  const wrongCode = () => fail('The authenticator code is incorrect', SECURITY_ERROR_CODES.verificationFailed);

  const resolvers: Record<SecurityEndpointName, (a: MockAccount, body: Record<string, string>) => Response> = {
    securityOverview: (a) => ok(overview(a)),
    bindMobileCode: (a, body) => (byMobile(body.mobileNum ?? '', a) ? fail('mobileNum: already registered', ERROR_CODES.mobileExists) : ok({ expiredMinutes: 5 })),
    bindMobile: (a, body) => {
      if (body.verificationCode !== MOCK_SMS_CODE) return fail('Invalid or missing verification code', ERROR_CODES.smsCodeInvalid);
      if (byMobile(body.mobileNum ?? '', a)) return fail('mobileNum: already registered', ERROR_CODES.mobileExists);
      a.mobileNum = body.mobileNum;
      a.countryDialingCode = body.countryDialingCode ?? '63';
      return ok(overview(a));
    },
    bindEmailCode: (a, body) => (byEmail(body.email ?? '', a) ? fail('email: already bound to another account', SECURITY_ERROR_CODES.emailExists) : ok({ expiredMinutes: 5 })),
    bindEmail: (a, body) => {
      if (body.verificationCode !== MOCK_SMS_CODE) return fail('Invalid or missing verification code', ERROR_CODES.smsCodeInvalid);
      if (byEmail(body.email ?? '', a)) return fail('email: already bound to another account', SECURITY_ERROR_CODES.emailExists);
      a.email = body.email?.trim();
      return ok(overview(a));
    },
    authenticatorEnrol: (a) => {
      if (a.authenticator) return fail('An authenticator app is already enabled: disable it first', SECURITY_ERROR_CODES.authenticatorState);
      pending.add(a.account.toLowerCase());
      return ok({ secret: MOCK_TOTP_SECRET, otpauthUri: `otpauth://totp/Gamehall:${encodeURIComponent(a.account)}?issuer=Gamehall&secret=${MOCK_TOTP_SECRET}&algorithm=SHA1&digits=6&period=30` });
    },
    authenticatorConfirm: (a, body) => {
      const key = a.account.toLowerCase();
      if (!pending.has(key)) return fail('No authenticator enrolment is waiting: start again', SECURITY_ERROR_CODES.authenticatorState);
      if (body.code !== MOCK_TOTP_CODE) return wrongCode();
      pending.delete(key);
      a.authenticator = true;
      recovery.set(key, new Set(MOCK_RECOVERY_CODES));
      return ok({ recoveryCodes: [...MOCK_RECOVERY_CODES] });
    },
    authenticatorDisable: (a, body) => {
      const key = a.account.toLowerCase();
      if (!a.authenticator) return fail('No authenticator app is enabled', SECURITY_ERROR_CODES.authenticatorState);
      const codes = recovery.get(key);
      const given = (body.code ?? '').toLowerCase();
      if (given !== MOCK_TOTP_CODE && !codes?.delete(given)) return wrongCode();
      a.authenticator = false;
      recovery.delete(key);
      return ok(null);
    },
  };

  return memberEndpointHandlers({
    names: SECURITY_ENDPOINTS,
    route: (name) => securityRoutes[name],
    store,
    options: () => options,
    malformedBody: 'Request body is not valid',
    resolve: (name, { member, body }) => resolvers[name](member, body as Record<string, string>),
  });
}
