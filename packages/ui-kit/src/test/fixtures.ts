/**
 * Story and test helpers (not part of the public API; excluded from the build).
 */

const palettes = [
  ['#ff7a59', '#7b2ff7'],
  ['#00c6ff', '#0072ff'],
  ['#f7971e', '#ffd200'],
  ['#11998e', '#38ef7d'],
  ['#fc466b', '#3f5efb'],
  ['#8e2de2', '#4a00e0'],
];

function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A generated game icon (gradient, initials), like the server's art. */
export function gameArt(name: string, index = 0): string {
  const [from, to] = palettes[index % palettes.length] ?? ['#333', '#555'];
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="200" height="200" fill="url(#g)"/><circle cx="150" cy="50" r="60" fill="#fff" opacity=".12"/><text x="100" y="122" font-family="system-ui,sans-serif" font-size="64" font-weight="800" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  );
}

/** A generated vendor word-mark logo. */
export function vendorLogo(code: string): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120"><text x="120" y="74" font-family="system-ui,sans-serif" font-size="44" font-weight="900" letter-spacing="4" fill="#f5b82e" text-anchor="middle">${code}</text></svg>`,
  );
}

/** A generated banner (gradient with a headline). */
export function bannerArt(headline: string, index = 0): string {
  const [from, to] = palettes[index % palettes.length] ?? ['#333', '#555'];
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1050" height="350" viewBox="0 0 1050 350"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1050" height="350" fill="url(#g)"/><text x="60" y="200" font-family="system-ui,sans-serif" font-size="72" font-weight="800" fill="#fff">${headline}</text></svg>`,
  );
}

/** A neutral placeholder used as every fallback icon. */
export const fallbackIcon = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" fill="#1f2440"/><path d="M70 80h60v40H70z" fill="none" stroke="#6b7192" stroke-width="8"/></svg>',
);

/** A URL that never loads (for broken-image states). */
export const brokenImageUrl = 'https://cdn.invalid/broken-icon.png';

/**
 * Makes `(prefers-reduced-motion: reduce)` match, for a story's or test's `beforeEach`;
 * returns the function that restores `window.matchMedia`.
 */
export function forceReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
