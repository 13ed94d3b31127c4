/**
 * The securityCenter page's server side (spec §2 "Member centre pages"): the overview of the
 * member's security items and binding a mobile number (SMS code) or an e-mail address (e-mail
 * code, dev outbox). The codes are the SMS code machinery's ({@link SmsService}: 6 digits, 5
 * minutes, single use, 5 tries, one send a minute and 5 an hour per recipient, 20 per IP);
 * e-mail codes go to the outbox's `email` channel. The authenticator is
 * src/accounts/authenticator.ts; change password and the payment password keep their services.
 */
import { ERROR_CODES, SECURITY_ERROR_CODES, TRIAL_TYPE, type BindEmailBody, type BindMobileBody, type SecurityOverview } from '@gamehall/api-client/contract';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { type ContentRepository } from '../content.ts';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { BusinessError } from '../http/envelope.ts';
import { TRIAL_MESSAGE } from './accounts.ts';
import { type AuthenticatorService } from './authenticator.ts';
import { type LoginVerification, maskEmail, maskMobile } from './loginVerification.ts';
import { checkRule } from './rules.ts';
import { type MemberRow } from './sessions.ts';
import { smsRecipient, type SmsService } from './sms.ts';

/** Dependencies of {@link SecurityService}. */
export interface SecurityDeps {
  db: AppDb;
  content: ContentRepository;
  sms: SmsService;
  authenticator: AuthenticatorService;
  verification: LoginVerification;
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505');

/** The securityCenter flows. */
export class SecurityService {
  constructor(private readonly deps: SecurityDeps) {}

  private refuseTrial(member: MemberRow): void {
    if (member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.trialAccount, TRIAL_MESSAGE);
  }

  private async fresh(memberId: number): Promise<MemberRow> {
    const [row] = await this.deps.db.select().from(t.members).where(eq(t.members.id, memberId));
    if (!row) throw new Error(`member ${String(memberId)} vanished`);
    return row;
  }

  private async rule(field: 'mobileNum' | 'email', value: string): Promise<void> {
    const rule = (await this.deps.content.registerRules()).find((r) => r.field === field);
    if (rule?.enabled) checkRule(rule, value);
  }

  /**
   * The member's security items (masked contact details; no secrets).
   * @param member the session's member (read again: the answer shows the stored state)
   */
  async overview(member: Pick<MemberRow, 'id'>): Promise<SecurityOverview> {
    const row = await this.fresh(member.id);
    const [status, methods, [payment], [payout]] = await Promise.all([
      this.deps.authenticator.status(row.id),
      this.deps.verification.methodsOf(row),
      this.deps.db.select({ n: count() }).from(t.paymentPasswords).where(eq(t.paymentPasswords.memberId, row.id)),
      this.deps.db.select({ n: count() }).from(t.payoutAccounts).where(eq(t.payoutAccounts.memberId, row.id)),
    ]);
    return {
      passwordChangedAt: row.passwordChangedAt.toISOString(),
      paymentPassword: (payment?.n ?? 0) > 0,
      mobile: maskMobile(row.countryDialingCode, row.mobileNum),
      email: maskEmail(row.email),
      authenticator: status.enabled,
      recoveryCodesLeft: status.recoveryCodesLeft,
      payoutAccount: (payout?.n ?? 0) > 0,
      loginVerifyMethods: methods,
    };
  }

  /**
   * Sends an SMS code to a number the member wants to bind.
   * @returns minutes the code is valid
   * @throws BusinessError `member.trial`, `member.field.invalid` (the mobile rule), `member.mobile.exists` (another member's)
   * @throws TooManyRequestsError over the SMS limits
   */
  async sendMobileCode(member: MemberRow, mobileNum: string, countryDialingCode: string | undefined, ip: string): Promise<number> {
    this.refuseTrial(member);
    await this.rule('mobileNum', mobileNum);
    const dialing = countryDialingCode ?? '63';
    const [other] = await this.deps.db
      .select({ id: t.members.id })
      .from(t.members)
      .where(and(eq(t.members.countryDialingCode, dialing), eq(t.members.mobileNum, mobileNum), ne(t.members.id, member.id)));
    if (other) throw new BusinessError(ERROR_CODES.mobileExists, 'mobileNum: already registered');
    return this.deps.sms.send(smsRecipient(dialing, mobileNum), 'bindMobile', ip, true);
  }

  /**
   * Binds (or replaces) the member's mobile number with the SMS code sent to it.
   * @returns the overview after the change
   * @throws BusinessError `member.trial`, `sms.code.invalid`, `sms.code.expired`, `member.mobile.exists`
   */
  async bindMobile(member: MemberRow, body: BindMobileBody): Promise<SecurityOverview> {
    this.refuseTrial(member);
    const dialing = body.countryDialingCode ?? '63';
    const codeId = await this.deps.sms.check(smsRecipient(dialing, body.mobileNum), 'bindMobile', body.verificationCode);
    try {
      await this.deps.db.transaction(async (tx) => {
        const db = tx as unknown as AppDb;
        await this.deps.sms.consume(db, codeId);
        await db.update(t.members).set({ mobileNum: body.mobileNum, countryDialingCode: dialing }).where(eq(t.members.id, member.id));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new BusinessError(ERROR_CODES.mobileExists, 'mobileNum: already registered');
      throw error;
    }
    return this.overview(member);
  }

  private async emailTaken(memberId: number, email: string): Promise<boolean> {
    const [other] = await this.deps.db
      .select({ id: t.members.id })
      .from(t.members)
      .where(and(sql`lower(${t.members.email}) = ${email.toLowerCase()}`, ne(t.members.id, memberId)));
    return other !== undefined;
  }

  /**
   * Sends an e-mail code (dev outbox) to an address the member wants to bind.
   * @returns minutes the code is valid
   * @throws BusinessError `member.trial`, `member.field.invalid` (the e-mail rule), `member.email.exists`
   * @throws TooManyRequestsError over the code limits
   */
  async sendEmailCode(member: MemberRow, email: string, ip: string): Promise<number> {
    this.refuseTrial(member);
    const address = email.trim();
    await this.rule('email', address);
    if (await this.emailTaken(member.id, address)) throw new BusinessError(SECURITY_ERROR_CODES.emailExists, 'email: already bound to another account');
    return this.deps.sms.send(address.toLowerCase(), 'bindEmail', ip, true, 'email');
  }

  /**
   * Binds (or replaces) the member's e-mail address with the code sent to it.
   * @returns the overview after the change
   * @throws BusinessError `member.trial`, `sms.code.invalid`, `sms.code.expired` (the code machinery's codes), `member.email.exists`
   */
  async bindEmail(member: MemberRow, body: BindEmailBody): Promise<SecurityOverview> {
    this.refuseTrial(member);
    const address = body.email.trim();
    const codeId = await this.deps.sms.check(address.toLowerCase(), 'bindEmail', body.verificationCode);
    if (await this.emailTaken(member.id, address)) throw new BusinessError(SECURITY_ERROR_CODES.emailExists, 'email: already bound to another account');
    await this.deps.db.transaction(async (tx) => {
      const db = tx as unknown as AppDb;
      await this.deps.sms.consume(db, codeId);
      await db.update(t.members).set({ email: address }).where(eq(t.members.id, member.id));
    });
    return this.overview(member);
  }
}
