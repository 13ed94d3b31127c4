/**
 * Handlers of the securityCenter page (spec §2) and of the login-IP verification (spec §4): the
 * work is in src/accounts (SecurityService, AuthenticatorService, AccountService.loginVerify).
 * Codes, secrets and recovery codes are never logged or audited.
 */
import { type ValueOf } from '@gamehall/api-client/contract';
import { auditReason, auditRequest } from '../security/audit.ts';
import { type Handlers } from './api.ts';

type SecurityEndpoint =
  | 'securityOverview'
  | 'bindMobileCode'
  | 'bindMobile'
  | 'bindEmailCode'
  | 'bindEmail'
  | 'authenticatorEnrol'
  | 'authenticatorConfirm'
  | 'authenticatorDisable'
  | 'loginVerifyCode'
  | 'loginVerify';

const who = (session: { member: { account: string; id: number } }) => ({ account: session.member.account, memberId: session.member.id });

/** The security handlers, merged into the contract's handler map by api.ts. */
export const securityHandlers: Pick<Handlers, SecurityEndpoint> = {
  async securityOverview({ session, services }) {
    return services.security.overview(session.member);
  },
  async bindMobileCode({ body, session, ip, services }) {
    return { expiredMinutes: await services.security.sendMobileCode(session.member, body.mobileNum, body.countryDialingCode, ip) };
  },
  async bindMobile({ body, session, services, request }) {
    const overview = await services.security.bindMobile(session.member, body);
    auditRequest(request, { event: 'security.mobile.bound', ...who(session) });
    return overview;
  },
  async bindEmailCode({ body, session, ip, services }) {
    return { expiredMinutes: await services.security.sendEmailCode(session.member, body.email, ip) };
  },
  async bindEmail({ body, session, services, request }) {
    const overview = await services.security.bindEmail(session.member, body);
    auditRequest(request, { event: 'security.email.bound', ...who(session) });
    return overview;
  },
  async authenticatorEnrol({ session, services }) {
    return services.authenticator.enrol(session.member);
  },
  async authenticatorConfirm({ body, session, services, request }) {
    const recoveryCodes = await services.authenticator.confirm(session.member, body.code);
    auditRequest(request, { event: 'authenticator.enabled', ...who(session) });
    return { recoveryCodes };
  },
  async authenticatorDisable({ body, session, services, request }) {
    await services.authenticator.disable(session.member, body.code);
    auditRequest(request, { event: 'authenticator.disabled', ...who(session) });
    return null;
  },
  async loginVerifyCode({ body, ip, clientId, services }) {
    return { expiredMinutes: await services.accounts.loginVerifyCode(body, { ip, clientId: clientId() }) };
  },
  async loginVerify({ body, ip, clientId, services, request }) {
    let value: ValueOf<'loginVerify'>;
    try {
      value = await services.accounts.loginVerify(body, { ip, clientId: clientId() });
    } catch (error) {
      auditRequest(request, { event: 'login.failed', reason: auditReason(error) });
      throw error;
    }
    const member = (await services.sessions.find(value.token))?.member;
    auditRequest(request, { event: 'login.verified', account: member?.account, memberId: member?.id, method: body.method });
    return value;
  },
};
