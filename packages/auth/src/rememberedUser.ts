/**
 * Reads the remembered user name (spec §3 "a remember flag, a last-user name" cookies; 24 h).
 * Light on purpose: the header form reads it on the home page.
 */

/** Cookie holding the remember flag (spec §3). */
export const REMEMBER_COOKIE = 'remember';
/** Cookie holding the last user name (spec §3). */
export const LAST_USER_COOKIE = 'lastUsername';

function cookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The user name remembered by a "remember me" login within the last 24 h.
 *
 * @returns the user name, or null when none is remembered
 */
export function readRememberedUsername(): string | null {
  return cookie(REMEMBER_COOKIE) === '1' ? cookie(LAST_USER_COOKIE) || null : null;
}
