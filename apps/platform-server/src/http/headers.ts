/**
 * Security headers of the platform's origins (issue 10 §2; OWASP ASVS 5.0 V3.4): the player and
 * agent sites and their API get `helmet`'s headers with a Content-Security-Policy that the built
 * apps run under without a violation (inline `<script>`/`<style>` of `index.html` allowed by
 * hash, never `unsafe-inline` or `unsafe-eval`), `nosniff`, a referrer policy, a
 * `Permissions-Policy` that denies what the sites do not use, HSTS over TLS, and
 * `Cache-Control: no-store` on API answers. The demo game site keeps its own per-page CSP
 * (`src/demo/page.ts`) and shares {@link permissionsPolicy} and {@link addHsts}.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from 'helmet';

/**
 * `'sha256-…'` source of an inline script or style, as CSP hashes it (the exact text between the
 * tags, UTF-8).
 * @param text the element's content
 * @returns e.g. `sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=` (without quotes)
 */
export function cspHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** The inline `<script>` and `<style>` contents of an HTML page, hashed for its CSP. */
export interface InlineHashes {
  /** `sha256-…` of each inline script (a `<script>` without `src`). */
  scripts: string[];
  /** `sha256-…` of each `<style>` element. */
  styles: string[];
}

/**
 * Hashes the inline scripts and styles of a built `index.html` (Vite leaves the critical CSS
 * inline; a script without `src` would be an inline one).
 * @param html the page
 * @returns their hashes, empty lists when there are none
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\bsrc\s*=/i.test(m[1] ?? '') && (m[2] ?? '').length > 0)
    .map((m) => cspHash(m[2] ?? ''));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => cspHash(m[1] ?? ''));
  return { scripts, styles };
}

/** What {@link siteCspDirectives} needs to know about a deployment. */
export interface SiteCspOptions {
  /** Origins launched games are framed from: the demo game site and the permission info's `launchGameCDNs`. */
  frameOrigins: readonly string[];
  /** Image CDNs of the permission info (`imageCDNs`). */
  imageOrigins: readonly string[];
  /** Hashes of the served `index.html`'s inline scripts and styles. */
  inline: InlineHashes;
}

/** CSP directives in helmet's shape: name → sources. */
export type CspDirectives = Record<string, string[]>;

/**
 * The Content-Security-Policy of the player and agent sites (issue 10 §2): `default-src 'self'`,
 * scripts only from the site (plus the hashes of `index.html`'s inline ones), no plugins, no
 * `<base>`, never framed, games framed only from the launch origins, images from the site,
 * `data:` (captcha PNGs, QR codes) and the image CDNs, calls only to the site's own origin (the
 * platform API is served there; a socket on the same origin is `'self'` too).
 * @param options the deployment's origins and inline hashes
 * @returns the directives, for `helmet` or {@link formatCsp}
 */
export function siteCspDirectives(options: SiteCspOptions): CspDirectives {
  const quoted = (hashes: readonly string[]) => hashes.map((h) => `'${h}'`);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...quoted(options.inline.scripts)],
    'style-src': ["'self'", ...quoted(options.inline.styles)],
    // blob: the thumbnails of proof images a player picks (object URLs of their own files, spec §4).
    'img-src': ["'self'", 'data:', 'blob:', ...options.imageOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': options.frameOrigins.length > 0 ? [...options.frameOrigins] : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Formats directives as a header value (`name src src; name src`).
 * @param directives the directives
 */
export function formatCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Browser features the sites never use: denied to them and to every frame (`Permissions-Policy`). */
export const DENIED_FEATURES: readonly string[] = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * The `Permissions-Policy` value: {@link DENIED_FEATURES} off for everyone; fullscreen and
 * autoplay for the page itself and the game frames (vendors' games go full screen and play
 * sound).
 * @param frameOrigins origins of the game frames (may be empty)
 */
export function permissionsPolicy(frameOrigins: readonly string[]): string {
  const framed = ['self', ...frameOrigins.map((o) => `"${o}"`)].join(' ');
  return [...DENIED_FEATURES.map((f) => `${f}=()`), `fullscreen=(${framed})`, `autoplay=(${framed})`].join(', ');
}

/** `Strict-Transport-Security` value: one year, subdomains (sent only over TLS, see {@link addHsts}). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * An `onSend` hook that adds HSTS to answers of requests that came over TLS (directly, or
 * `X-Forwarded-Proto: https` from a trusted proxy: Fastify's `request.protocol`), or to every
 * answer when `always` (`HSTS=1`, a TLS proxy that does not say so). Browsers ignore HSTS on
 * plain HTTP, so sending it there would only mislead a reader of the headers.
 * @param app the Fastify instance
 * @param always send it on every answer
 */
export function addHsts(app: FastifyInstance, always: boolean): void {
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    if (always || request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_VALUE);
    done(null, payload);
  });
}

/** Options of {@link registerSecurityHeaders}. */
export interface SecurityHeadersOptions {
  /** Folder of the built site served on this origin (its `index.html`'s inline hashes go into the CSP). */
  staticDir?: string;
  /** Game frame origins (the demo game site, launch CDNs). */
  frameOrigins: readonly string[];
  /** Image CDN origins. */
  imageOrigins: readonly string[];
  /** `HSTS=1`: HSTS on every answer. */
  hstsAlways: boolean;
  /** Path prefixes of the API, whose answers get `Cache-Control: no-store` unless they set one. */
  apiPrefixes: readonly string[];
}

/**
 * Registers the security headers of a player or agent site and its API (issue 10 §2): helmet
 * with {@link siteCspDirectives}, `nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`,
 * `X-Frame-Options: DENY`, COOP `same-origin-allow-popups` (a game opened in a new tab keeps
 * working), CORP `same-site`, no HSTS from helmet ({@link addHsts} decides), plus
 * {@link permissionsPolicy}, and `Cache-Control: no-store` on every API answer that does not set
 * its own and on every answer to a request carrying `Authorization` (answers that need a session
 * token are never stored). Helmet's middleware is built once, here, and run on every request
 * (`@fastify/helmet` rebuilt it on each one: an eighth of a catalogue page's server time, issue 14).
 * @param app the Fastify instance
 * @param options origins, static folder and HSTS switch
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const index = options.staticDir ? join(options.staticDir, 'index.html') : undefined;
  const inline = index && existsSync(index) ? inlineHashes(readFileSync(index, 'utf8')) : { scripts: [], styles: [] };
  const helmetHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: siteCspDirectives({ frameOrigins: options.frameOrigins, imageOrigins: options.imageOrigins, inline }) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
  const permissions = permissionsPolicy(options.frameOrigins);
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('Permissions-Policy', permissions);
    helmetHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  addHsts(app, options.hstsAlways);
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = request.url.split('?')[0] ?? '/';
    const api = options.apiPrefixes.some((p) => path === p || path.startsWith(`${p}/`));
    // A session's answer is never stored; one that says so in its own words (`private, no-store`: a proof image) keeps them.
    const ownNoStore = /\bno-store\b/.test(String(reply.getHeader('cache-control') ?? ''));
    if ((request.headers.authorization !== undefined && !ownNoStore) || (api && !reply.hasHeader('cache-control'))) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
