/** Mock data shared by the shell's stories and tests. */
import { http, HttpResponse } from 'msw';
import { AGENT_TYPES, TRIAL_TYPE } from '@gamehall/api-client';
import { createHandlers, envelope, makeMockCatalogue, makePermissionInfo, type MockCatalogue, type MockHandlerOptions } from '@gamehall/api-client/mocks';
import type { SessionState } from '../store/session';

/** A small catalogue with every resource the shell shows (apps, licence, social links). */
export function shellCatalogue(): MockCatalogue {
  const db = makeMockCatalogue({ gamesPerVendor: 2 });
  db.permissionInfo = makePermissionInfo({
    resources: [
      { resourceType: 'APP_IOS', url: 'https://gamehall.example/app/ios' },
      { resourceType: 'APP_ANDROID', url: 'https://gamehall.example/app/android.apk' },
      { resourceType: 'LICENCE', url: '/art/licence.svg' },
      { resourceType: 'SOCIAL_WHATSAPP', url: 'https://wa.me/639171234567' },
      { resourceType: 'SOCIAL_FACEBOOK', url: 'https://www.facebook.com/gamehall.example' },
      { resourceType: 'SOCIAL_TELEGRAM', url: 'https://t.me/gamehall_ph' },
    ],
  });
  return db;
}

/** MSW handlers over {@link shellCatalogue} (or a given catalogue). */
export function shellHandlers(options: MockHandlerOptions = {}, db: MockCatalogue = shellCatalogue()) {
  return createHandlers(db, options);
}

/** A logged-in session state (spec §3 "Login state") for `preloadedState.session`. */
export function loggedInSession(options: { type?: number; nickname?: string; account?: string } = {}): SessionState {
  const type = options.type ?? 0;
  const account = options.account ?? 'player1';
  return {
    token: 'test-token',
    username: account,
    isLogin: true,
    isAgent: AGENT_TYPES.includes(type),
    isTrial: type === TRIAL_TYPE,
    member: {
      id: 7,
      account,
      nickname: options.nickname ?? 'Lucky Juan',
      type,
      mobileNum: null,
      countryDialingCode: null,
      email: null,
      registeredAt: '2026-01-02T03:04:05.000Z',
      lastLoginAt: null,
      passwordExpired: false,
    },
    modal: null,
    passwordChangeForced: false,
    afterLogin: false,
  };
}

/**
 * A handler of the balance call (spec §7 /wps/v2/wallets/balance): answers `balance` (a
 * decimal string) in pesos, fails with a network error, or never answers (`'pending'`).
 * `onRequest` counts calls.
 */
export function balanceHandler(answer: string | 'error' | 'pending' = '1234.5', onRequest?: () => void) {
  return http.get('*/wps/v2/wallets/balance', async () => {
    onRequest?.();
    if (answer === 'error') return HttpResponse.error();
    if (answer === 'pending') await new Promise(() => {});
    return envelope({ balance: answer, currency: 'PHP', currencySymbol: '₱' });
  });
}

/**
 * A handler of the unread platform messages call (spec §7 CSP_unreadCount): answers `{ count }`,
 * fails with a network error (`'error'`). `onRequest` counts calls.
 */
export function unreadCountHandler(answer: number | 'error' = 3, onRequest?: () => void) {
  return http.get('*/wps/relay/CSP_unreadCount', () => {
    onRequest?.();
    if (answer === 'error') return HttpResponse.error();
    return envelope({ count: answer });
  });
}

/**
 * Replaces `navigator.clipboard` with one whose `writeText` runs `writeText` (a story's
 * `beforeEach`, a test's set-up); returns the function that puts the previous one back.
 * `writeText` rejecting (e.g. a `NotAllowedError`) plays a browser refusing the Clipboard API.
 */
export function fakeClipboard(writeText: (text: string) => Promise<void>): () => void {
  const previous = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    if (previous) Object.defineProperty(navigator, 'clipboard', previous);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
}
