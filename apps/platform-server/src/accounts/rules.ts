/**
 * The server side of the registration rules (spec §5): the same register settings the client
 * reads from `/wps/system/setting/register` (per field enabled, required, acceptedPattern,
 * minLength, maxLength), the password rules (8–64 characters, the `password` rule's pattern,
 * not common) and the whitelabel flags (spec §3).
 */
import { ERROR_CODES, type RegisterFieldRule, type WhitelabelNode } from '@gamehall/api-client/contract';
import { BusinessError } from '../http/envelope.ts';
import { PASSWORD_MAX, PASSWORD_MIN, passwordWeakness } from '../security/passwords.ts';

/**
 * Whether a whitelabel flag is on, looked up anywhere in the tree by `modId` (as the client does).
 * @param tree the whitelabel tree
 * @param modId e.g. `FREEPLAY3`
 * @param fallback the answer when the flag is absent from the tree
 */
export function flagEnabled(tree: readonly WhitelabelNode[], modId: string, fallback: boolean): boolean {
  const node = findFlag(tree, modId);
  return node ? node.enabled === '1' : fallback;
}

function findFlag(tree: readonly WhitelabelNode[], modId: string): WhitelabelNode | undefined {
  for (const node of tree) {
    if (node.modId === modId) return node;
    const inner = findFlag(node.childrenNodes ?? [], modId);
    if (inner) return inner;
  }
  return undefined;
}

/** Whether a value matches a rule's accepted pattern (a lone `*` accepts anything, spec §5). */
export function matchesRule(rule: Pick<RegisterFieldRule, 'acceptedPattern'>, value: string): boolean {
  if (rule.acceptedPattern === '*') return true;
  try {
    return new RegExp(rule.acceptedPattern, 'u').test(value);
  } catch {
    return new RegExp(rule.acceptedPattern).test(value);
  }
}

const lengthText = (rule: Pick<RegisterFieldRule, 'minLength' | 'maxLength'>) =>
  rule.minLength === rule.maxLength ? String(rule.minLength) : `${String(rule.minLength)}-${String(rule.maxLength)}`;

/**
 * What is wrong with a field, in the `value.problem` of a `member.field.invalid` failure, so the
 * client can show it in the user's language: `required` (empty), `pattern` (format), `length`
 * (too short or long), `same` (confirmation differs from the password), `terms` (age and terms
 * not accepted), `differs` (new password equal to the current one).
 */
export type FieldProblem = 'required' | 'pattern' | 'length' | 'same' | 'terms' | 'differs';

/** The envelope `value` of a `member.field.invalid` failure. */
export interface FieldErrorValue {
  /** The body field, e.g. `username`, `confirmNewPassword`. */
  field: string;
  problem: FieldProblem;
}

/**
 * A field error: `member.field.invalid` with the English message `<field>: <text>` and the value
 * `{ field, problem }` ({@link FieldErrorValue}).
 * @param field the body field name
 * @param problem what is wrong
 * @param text the English explanation after the field name
 */
export const fieldError = (field: string, problem: FieldProblem, text: string): BusinessError =>
  new BusinessError(ERROR_CODES.fieldInvalid, `${field}: ${text}`, { field, problem } satisfies FieldErrorValue);

/**
 * Checks one value against its rule (length in characters, then pattern).
 * @throws BusinessError `member.field.invalid` naming the field (problem `length` or `pattern`)
 */
export function checkRule(rule: RegisterFieldRule, value: string): void {
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) throw fieldError(rule.field, 'length', `must be ${lengthText(rule)} characters`);
  if (!matchesRule(rule, value)) throw fieldError(rule.field, 'pattern', 'has an invalid format');
}

/** Registration fields a client may send that the register settings govern (spec §3 "Registration user"). */
export const RULE_FIELDS = ['username', 'payeeName', 'email', 'qqNum', 'mobileNum', 'recommenderId', 'affiliateCode', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'referralCode'] as const;

/**
 * Checks the governed fields of a registration against the register settings: an enabled,
 * required field must be present; a present enabled field must fit its rule. Username is
 * required in username registration and the mobile number in mobile registration, whatever the
 * settings say (spec §5); in mobile registration the user name is optional (the account is then
 * named `m<dialing code><number>`). Disabled fields are ignored (not stored).
 * @param body the registration body (strings trimmed by the caller)
 * @param rules the register settings
 * @param mode `username` or `mobile` registration
 * @returns the accepted values of enabled fields
 * @throws BusinessError `member.field.invalid` naming the first bad field
 */
export function checkRegistrationFields(body: Partial<Record<string, unknown>>, rules: readonly RegisterFieldRule[], mode: 'username' | 'mobile'): Record<string, string> {
  const accepted: Record<string, string> = {};
  for (const field of RULE_FIELDS) {
    const rule = rules.find((r) => r.field === field);
    const raw = body[field];
    const value = typeof raw === 'string' ? raw.trim() : '';
    const forced = (field === 'username' && mode === 'username') || (field === 'mobileNum' && mode === 'mobile');
    // Mobile registration names the account by the number: a user name is optional there.
    const optional = field === 'username' && mode === 'mobile';
    if (!rule?.enabled && !forced) continue;
    if (value === '') {
      if (forced || (rule?.required && !optional)) throw fieldError(field, 'required', 'is required');
      continue;
    }
    if (rule) checkRule(rule, value);
    accepted[field] = value;
  }
  return accepted;
}

/**
 * Checks a new password (spec §5): 8–64 characters, the register settings' `password` rule when
 * enabled, equal to its confirmation, not common or too guessable.
 * @param password the new password
 * @param confirmation its confirmation (`undefined`: not sent, not checked)
 * @param rules the register settings
 * @param names the body field names, for the messages
 * @param userInputs the user's own words (account name, mobile) that make a password guessable
 * @throws BusinessError `member.field.invalid` (length, format, confirmation) or `member.password.weak`
 */
export async function checkNewPassword(
  password: string,
  confirmation: string | undefined,
  rules: readonly RegisterFieldRule[],
  names: { password: string; confirmation: string },
  userInputs: string[] = [],
): Promise<void> {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) throw fieldError(names.password, 'length', `must be ${String(PASSWORD_MIN)}-${String(PASSWORD_MAX)} characters`);
  const rule = rules.find((r) => r.field === 'password');
  if (rule?.enabled) checkRule({ ...rule, field: names.password }, password);
  if (confirmation !== undefined && confirmation !== password) throw fieldError(names.confirmation, 'same', 'does not match the password');
  const weakness = await passwordWeakness(password, userInputs);
  if (weakness) throw new BusinessError(ERROR_CODES.passwordWeak, weakness);
}
