/** The page's address, read by sagas through `call` (tests replace or observe it). */

/**
 * Where the registration happens (spec §7 register: registerUrl, domain).
 *
 * @returns `href` (the page URL without its query string, which may carry a code) and `domain` (host name)
 */
export function pageLocation(): { href: string; domain: string } {
  if (typeof location === 'undefined') return { href: '', domain: '' };
  return { href: `${location.origin}${location.pathname}`, domain: location.hostname };
}

/**
 * A session token handed over in the URL (spec §4 system status 0: "a token from the URL query
 * restores login"), and the same address without it.
 *
 * @returns `token` (null when the URL has none) and `rest`: path + remaining query + hash
 */
export function readUrlToken(): { token: string | null; rest: string } {
  if (typeof location === 'undefined') return { token: null, rest: '/' };
  const params = new URLSearchParams(location.search);
  const token = params.get('token');
  params.delete('token');
  const search = params.toString();
  return { token: token || null, rest: `${location.pathname}${search ? `?${search}` : ''}${location.hash}` };
}
