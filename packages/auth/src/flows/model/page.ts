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
