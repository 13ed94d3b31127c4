/** Whitelabel flags the auth flows read (spec §3 "Whitelabel flags"); the tree walk is shell's. */
export { isWhitelabelEnabled } from '@gamehall/shell';

/** Flag ids the auth flows read (spec §3; FREEPLAY3 and SMSLOGIN3 are the platform server's). */
export const WHITELABEL = {
  usernameRegistration: 'USERNAMEREG3',
  mobileRegistration: 'MOBILENUMREG3',
  mobileSmsVerification: 'REGMOBVERF3',
  mobilePasswordRegistration: 'MOBILENUMPASSREG3',
  freePlay: 'FREEPLAY3',
  smsLogin: 'SMSLOGIN3',
} as const;
