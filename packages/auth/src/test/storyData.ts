/**
 * MSW data for stories and tests: the mock catalogue (permission info with its whitelabel tree and
 * registration rules) and the stateful account mocks, with variants per visual state.
 */
import type { HttpHandler } from 'msw';
import type { PermissionInfo, RegisterFieldRule, WhitelabelNode } from '@gamehall/api-client';
import { type AccountMockOptions, createAccountHandlers, createHandlers, makeMockCatalogue, makePermissionInfo } from '@gamehall/api-client/mocks';
import { type SessionState } from '@gamehall/shell/storybook';

const node = (modId: string, enabled: '0' | '1', childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({ modId, enabled, childrenNodes });

/** Whitelabel flags to switch on (everything else off). */
export interface SiteFlags {
  usernameRegistration?: boolean;
  mobileRegistration?: boolean;
  smsVerification?: boolean;
  freePlay?: boolean;
  smsLogin?: boolean;
}

const on = (flag: boolean | undefined): '0' | '1' => (flag ? '1' : '0');

/**
 * A permission info with these flags and registration rules.
 *
 * @param flags - whitelabel flags (default: username + mobile registration, SMS verification, free play; SMS login off)
 * @param rules - registration rules (default: the mock's)
 */
export function sitePermissionInfo(flags: SiteFlags = {}, rules?: RegisterFieldRule[]): PermissionInfo {
  const f = { usernameRegistration: true, mobileRegistration: true, smsVerification: true, freePlay: true, smsLogin: false, ...flags };
  const base = makePermissionInfo();
  return {
    ...base,
    whitelabel: [
      node('REGISTER', '1', [node('USERNAMEREG3', on(f.usernameRegistration)), node('MOBILENUMREG3', on(f.mobileRegistration), [node('REGMOBVERF3', on(f.smsVerification))])]),
      node('LOGIN', '1', [node('FREEPLAY3', on(f.freePlay)), node('SMSLOGIN3', on(f.smsLogin))]),
    ],
    registerValidation: rules ?? base.registerValidation,
  };
}

/**
 * Handlers for a story or test: the account mocks (fresh state) over the catalogue with the
 * given permission info.
 *
 * @param options - account mock options (forced failures, delays, captcha)
 * @param permissionInfo - the site settings to serve
 */
export function authHandlers(options: AccountMockOptions = {}, permissionInfo: PermissionInfo = sitePermissionInfo()): HttpHandler[] {
  const db = { ...makeMockCatalogue({ gamesPerVendor: 1 }), permissionInfo };
  return [...createAccountHandlers(db, {}, options), ...createHandlers(db)];
}

interface MswContext {
  msw?: { use(...handlers: HttpHandler[]): void };
}

/**
 * A story `beforeEach` that serves fresh account mocks (new state on every run) over the
 * catalogue with `permissionInfo`, through msw-storybook-addon's `msw` context.
 *
 * @param options - account mock options (forced failures, delays, captcha)
 * @param permissionInfo - the site settings to serve
 * @returns the `beforeEach` function
 */
export function freshAccounts(options: AccountMockOptions = {}, permissionInfo?: PermissionInfo) {
  return (context: unknown): void => {
    (context as MswContext).msw?.use(...authHandlers(options, permissionInfo));
  };
}

/**
 * A preloaded session slice state (stories that start with a modal open or logged in).
 *
 * @param overrides - fields of shell's session state
 */
export function sessionState(overrides: Partial<SessionState> = {}): { session: SessionState } {
  return {
    session: {
      token: null,
      username: null,
      isLogin: false,
      isAgent: false,
      isTrial: false,
      member: null,
      modal: null,
      passwordChangeForced: false,
      afterLogin: false,
      ...overrides,
    },
  };
}
