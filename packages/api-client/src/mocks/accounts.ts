/**
 * MSW handlers for the account endpoints (spec §7 "Session and member").
 * Placeholder during the accounts issue: the auth work replaces this file with stateful mocks.
 */
import type { HttpHandler } from 'msw';
import type { MockCatalogue } from './catalogue';
import type { MockHandlerOptions } from './handlers';

/** The account endpoints (answered by this module, not by the catalogue resolvers). */
export const ACCOUNT_ENDPOINTS = [
  'publicKey',
  'login',
  'loginFreeplay',
  'logout',
  'memberInfo',
  'memberIcon',
  'register',
  'registerMobile',
  'changePassword',
  'forgotPasswordEmail',
  'passwordVerification',
  'smsNoLogin',
  'smsRegister',
  'captcha',
  'affiliate',
  'fundsConsolidated',
  'balance',
  'unreadCount',
] as const;
/** @see ACCOUNT_ENDPOINTS */
export type AccountEndpointName = (typeof ACCOUNT_ENDPOINTS)[number];

/** Handlers of the account endpoints over `db`. */
export function createAccountHandlers(_db: MockCatalogue, _options: MockHandlerOptions): HttpHandler[] {
  return [];
}
