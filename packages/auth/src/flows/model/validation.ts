/**
 * Form validation from the server's registration rules (spec §5): shell's rule → yup schema
 * builders (`packages/shell/src/forms/registerRules.ts`, shared with the agent centre's register
 * form), re-exported for the auth forms.
 */
export {
  DEFAULT_PASSWORD_RULE,
  PASSWORD_FIELDS,
  PASSWORD_LENGTH,
  SMS_CODE_PATTERN,
  confirmSchema,
  dialingCodeSchema,
  findRule,
  lengthText,
  matchesRule,
  mobileSchema,
  passwordRule,
  ruleMessage,
  ruleSchema,
  smsCodeSchema,
  type Translate,
} from '@gamehall/shell';
