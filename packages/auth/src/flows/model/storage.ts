/**
 * Browser storage of the session (spec §3 "Storage": session storage keys token, isAgent,
 * username; merchantCode survives logout) and the remembered user name (spec §3 cookies, §9:
 * 24 h). No password is ever written anywhere (docs/architecture.md "Where Gamehall deliberately
 * differs"). Sagas `call` these so tests can observe or replace them.
 */
import { SESSION_KEYS } from '@gamehall/api-client';
import { LAST_USER_COOKIE, REMEMBER_COOKIE } from '../../rememberedUser';

/** Remember-me cookies last 24 hours (spec §9: 86400000 ms). */
export const REMEMBER_MS = 86_400_000;

const session = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/**
 * Stores a new session: `token` and, when known, `username` (session storage).
 *
 * @param entry - the token and the user name (null when not known yet, e.g. SMS or trial login)
 */
export function saveSession(entry: { token: string; username: string | null }): void {
  session()?.setItem(SESSION_KEYS.token, entry.token);
  if (entry.username) session()?.setItem(SESSION_KEYS.username, entry.username);
}

/**
 * Stores what member info told: `username` (the account) and `isAgent` (`'true'`/`'false'`).
 *
 * @param member - the account name and whether it is an agent
 */
export function saveMember(member: { username: string; isAgent: boolean }): void {
  session()?.setItem(SESSION_KEYS.username, member.username);
  session()?.setItem(SESSION_KEYS.isAgent, String(member.isAgent));
}

/** The stored session token and user name (nulls when absent). */
export function readSession(): { token: string | null; username: string | null } {
  return { token: session()?.getItem(SESSION_KEYS.token) ?? null, username: session()?.getItem(SESSION_KEYS.username) ?? null };
}

/** Clears session storage except `merchantCode` (spec §4 "Logout"). */
export function clearSession(): void {
  const storage = session();
  if (!storage) return;
  const merchantCode = storage.getItem(SESSION_KEYS.merchantCode);
  storage.clear();
  if (merchantCode !== null) storage.setItem(SESSION_KEYS.merchantCode, merchantCode);
}

function setCookie(name: string, value: string, maxAgeMs: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.floor(maxAgeMs / 1000)}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Remembers the user name for 24 h after a login with "remember me" ticked, or forgets it.
 *
 * @param username - the user name to remember, or null to clear both cookies
 */
export function rememberUsername(username: string | null): void {
  if (username) {
    setCookie(REMEMBER_COOKIE, '1', REMEMBER_MS);
    setCookie(LAST_USER_COOKIE, username, REMEMBER_MS);
  } else {
    setCookie(REMEMBER_COOKIE, '', 0);
    setCookie(LAST_USER_COOKIE, '', 0);
  }
}
