/**
 * The demo game site's HTML (server-rendered; docs/architecture.md "Design" tokens; inline CSS and JS allowed only by
 * the response's CSP nonce): the game page (a 3-reel slot or a lottery pick, the balance, a stake
 * picker, the session's bets, a Close button), the error page of a used, expired or unknown
 * launch link, and a small index page. Laid out for a 360 px phone and a 1000×700 game frame.
 */
import { GAME_MESSAGE_SOURCE } from '@gamehall/api-client/contract';
import { type GameSessionInfo } from '../play/bets.ts';
import { REEL_STRIP, SLOT_SYMBOLS, type SlotSymbol, THREE_OF_A_KIND, TWO_CHERRIES } from '../play/rtp.ts';
import { ERROR_CLIENT_SCRIPT, GAME_CLIENT_SCRIPT } from './client.ts';
import { type DemoStrings, fill, stringsFor } from './strings.ts';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);
}

/** JSON safe inside a `<script type="application/json">` element (no `</script>`, no line separators). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The Content-Security-Policy of a demo page: nothing but the nonce'd inline style and script,
 * images from the page itself and data: URIs, fetches to its own origin, framed only by the
 * lobby's origin (or by nothing when it is unknown).
 * @param nonce the response's nonce (base64)
 * @param lobbyOrigin the launch's lobby origin, or undefined
 */
export function contentSecurityPolicy(nonce: string, lobbyOrigin: string | undefined): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-ancestors ${lobbyOrigin ?? "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * A money string as shown: currency symbol, thousands separators, two decimals (`₱1,234.50`).
 * @param amount decimal string with two decimals
 * @param symbol currency symbol
 */
export function formatMoney(amount: string, symbol: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', cents = '00'] = amount.replace('-', '').split('.');
  return `${negative ? '-' : ''}${symbol}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** Drawn symbols of the slot (SVG presentation attributes only: the CSP allows no style attributes). */
const SYMBOL_SVG: Record<SlotSymbol, string> = {
  SEVEN:
    '<text x="32" y="52" text-anchor="middle" font-family="Georgia,\'Times New Roman\',serif" font-size="54" font-weight="900" fill="#ff4d5e" stroke="#7a1020" stroke-width="2">7</text>',
  BAR: '<rect x="5" y="19" width="54" height="26" rx="6" fill="#1a1300" stroke="#f5b82e" stroke-width="3"/><text x="32" y="39" text-anchor="middle" font-family="system-ui,sans-serif" font-size="18" font-weight="900" fill="#f5b82e" letter-spacing="1">BAR</text>',
  BELL: '<path d="M32 7c-2.2 0-3.6 1.6-3.6 3.6v1.6C19.6 14 15 21 15 30v10l-6 7v2h46v-2l-6-7V30c0-9-4.6-16-13.4-17.8v-1.6C35.6 8.6 34.2 7 32 7z" fill="#f5b82e" stroke="#a36b00" stroke-width="2"/><circle cx="32" cy="54" r="5" fill="#a36b00"/><path d="M22 28c1-5 4-8 8-9" fill="none" stroke="#fff3c4" stroke-width="3" stroke-linecap="round"/>',
  CHERRY:
    '<path d="M23 36C26 22 34 13 47 8M43 38C41 27 43 17 47 8" fill="none" stroke="#2ecc8f" stroke-width="3.5" stroke-linecap="round"/><path d="M47 8c5 1 9 5 9 10-6 0-10-4-9-10z" fill="#2ecc8f"/><circle cx="21" cy="45" r="12" fill="#e0244a"/><circle cx="43" cy="47" r="12" fill="#c81d40"/><circle cx="17" cy="41" r="3" fill="#ff9aad"/><circle cx="39" cy="43" r="3" fill="#ff9aad"/>',
  LEMON:
    '<ellipse cx="32" cy="33" rx="24" ry="17" transform="rotate(-20 32 33)" fill="#ffe14d" stroke="#c9a400" stroke-width="2"/><path d="M10 43l-4 3M54 23l4-3" stroke="#c9a400" stroke-width="4" stroke-linecap="round"/><path d="M20 30c3-5 9-8 15-8" fill="none" stroke="#fff7c2" stroke-width="3" stroke-linecap="round"/>',
};

const SPRITE = `<svg class="sprite" aria-hidden="true" focusable="false"><defs>${SLOT_SYMBOLS.map((s) => `<symbol id="sym-${s}" viewBox="0 0 64 64">${SYMBOL_SVG[s]}</symbol>`).join('')}</defs></svg>`;

const STYLE = `:root{--page:#0f1220;--raised:#171b2e;--overlay:#1f2440;--line:#2a3050;--text:#f2f4ff;--text-2:#a9b0d0;--muted:#6b7192;--accent:#f5b82e;--on-accent:#1a1300;--success:#2ecc8f;--danger:#ff5c6c;--info:#6ea8ff;--r-s:6px;--r-m:10px;--r-l:16px;color-scheme:dark}
*{box-sizing:border-box}
html,body{margin:0;min-height:100%}
body{background:radial-gradient(120% 80% at 50% 0%,#1f2440 0%,#0f1220 60%) fixed,#0f1220;color:var(--text);font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Thai","Noto Sans CJK SC",sans-serif}
button{font:inherit;color:inherit}
:focus-visible{outline:2px solid var(--info);outline-offset:2px}
.sprite{position:absolute;width:0;height:0;overflow:hidden}
.game{max-width:640px;margin:0 auto;padding:12px 16px 20px;display:flex;flex-direction:column;gap:12px}
.bar{display:flex;align-items:center;gap:12px;min-height:48px}
.icon{width:44px;height:44px;border-radius:var(--r-m);flex:none;background:var(--raised)}
.title{flex:1;min-width:0}
.title h1{font-size:20px;line-height:1.2;margin:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.title p{margin:0;color:var(--text-2);font-size:14px;display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.badge{background:var(--info);color:#06122b;border-radius:var(--r-s);padding:0 6px;font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.04em}
.close{flex:none;inline-size:44px;block-size:44px;border-radius:50%;border:1px solid var(--line);background:var(--raised);font-size:26px;line-height:1;cursor:pointer}
.close:hover{background:var(--overlay)}
.wallet{display:flex;align-items:baseline;flex-wrap:wrap;gap:4px 8px;background:var(--raised);border:1px solid var(--line);border-radius:var(--r-m);padding:8px 12px}
.wallet .label{color:var(--text-2);font-size:14px}
#balance{font-size:24px;font-weight:700;font-variant-numeric:tabular-nums;color:var(--accent)}
.wallet .fun{margin-inline-start:auto;color:var(--info);font-size:12px;font-weight:600}
.stage{display:flex;flex-direction:column;gap:8px}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;background:var(--overlay);border:1px solid var(--line);border-radius:var(--r-l);padding:10px;max-width:420px;width:100%;margin:0 auto}
.reel{aspect-ratio:1;border-radius:var(--r-m);border:1px solid var(--line);background:linear-gradient(180deg,#262c4d 0%,#0f1220 50%,#262c4d 100%);display:grid;place-items:center;overflow:hidden}
.reel svg{width:74%;height:74%}
.reel.spinning svg{animation:roll .14s linear infinite;opacity:.7}
.reel.win{box-shadow:inset 0 0 0 3px var(--accent)}
@keyframes roll{from{transform:translateY(-70%)}to{transform:translateY(70%)}}
.pick{display:flex;flex-direction:column;gap:8px;align-items:center}
.digits{display:grid;grid-template-columns:repeat(5,minmax(0,56px));gap:8px;border:0;margin:0;padding:0;justify-content:center}
.digits legend{color:var(--text-2);font-size:14px;margin-bottom:8px;text-align:center;width:100%}
.digit{aspect-ratio:1;border-radius:50%;border:1px solid var(--line);background:var(--raised);font-size:22px;font-weight:700;cursor:pointer;font-variant-numeric:tabular-nums}
.digit[aria-pressed=true]{background:var(--accent);color:var(--on-accent);border-color:var(--accent)}
.draw{display:flex;align-items:center;gap:8px;color:var(--text-2);font-size:14px}
#drawn{display:grid;place-items:center;inline-size:48px;block-size:48px;border-radius:50%;background:var(--overlay);border:2px solid var(--accent);color:var(--text);font-size:24px;font-weight:800}
.result{min-height:1.4em;margin:0;text-align:center;font-weight:600}
.result.win{color:var(--success)}
.result.error{color:var(--danger)}
.controls{display:flex;flex-wrap:wrap;gap:12px}
.stake{flex:1 1 200px;display:flex;align-items:center;gap:4px;background:var(--raised);border:1px solid var(--line);border-radius:var(--r-m);padding:4px}
.stake .label{color:var(--text-2);font-size:14px;padding-inline:8px}
.stake button{inline-size:44px;block-size:44px;border-radius:var(--r-s);border:1px solid var(--line);background:var(--overlay);font-size:22px;cursor:pointer}
.stake button:disabled{opacity:.4;cursor:default}
#stake{flex:1;text-align:center;font-weight:700;font-variant-numeric:tabular-nums}
.play{flex:1 1 140px;min-height:52px;border:0;border-radius:var(--r-m);background:var(--accent);color:var(--on-accent);font-size:20px;font-weight:800;cursor:pointer}
.play:disabled{opacity:.55;cursor:default}
.play[aria-busy=true]{cursor:progress}
.paytable{background:var(--raised);border:1px solid var(--line);border-radius:var(--r-m);padding:8px 12px;font-size:14px}
.paytable summary{cursor:pointer;color:var(--text-2)}
.paytable table{width:100%;border-collapse:collapse;margin-top:8px;font-variant-numeric:tabular-nums}
.paytable td{padding:4px 0;border-top:1px solid var(--line)}
.paytable td:last-child{text-align:end}
.paytable svg{width:22px;height:22px;vertical-align:middle}
.history h2{font-size:14px;font-weight:600;color:var(--text-2);margin:0 0 4px}
.history ol{list-style:none;margin:0;padding:0}
.history li{display:flex;flex-wrap:wrap;justify-content:space-between;gap:2px 12px;padding:6px 0;border-top:1px solid var(--line);font-size:14px}
.history .what{color:var(--text)}
.history .amounts{color:var(--text-2);font-variant-numeric:tabular-nums}
.history .amounts.won{color:var(--success)}
.history .empty{color:var(--muted);border:0}
.note{margin:0;color:var(--muted);font-size:12px;text-align:center}
@media (min-width:760px){.game{max-width:960px;display:grid;grid-template-columns:minmax(0,1fr) 280px;grid-template-areas:"bar bar" "wallet history" "stage history" "controls history" "paytable history" "note note";align-items:start;column-gap:20px}
.bar{grid-area:bar}.wallet{grid-area:wallet}.stage{grid-area:stage}.controls{grid-area:controls}.paytable{grid-area:paytable}.history{grid-area:history;background:var(--raised);border:1px solid var(--line);border-radius:var(--r-m);padding:8px 12px;max-height:520px;overflow:auto}.note{grid-area:note}}
@media (prefers-reduced-motion:reduce){.reel.spinning svg{animation:none;opacity:.35}}
.message{max-width:480px;margin:12vh auto 0;padding:24px;background:var(--raised);border:1px solid var(--line);border-radius:var(--r-l);text-align:center}
.message h1{font-size:20px;margin:0 0 8px}
.message p{color:var(--text-2);margin:0 0 16px}
.message button{min-height:44px;padding:0 20px;border:0;border-radius:var(--r-m);background:var(--accent);color:var(--on-accent);font-weight:700;cursor:pointer}`;

const symbolUse = (s: SlotSymbol) => `<svg viewBox="0 0 64 64" aria-hidden="true" focusable="false"><use href="#sym-${s}"/></svg>`;

function paytable(info: GameSessionInfo, t: DemoStrings): string {
  if (info.kind === 'pick') {
    return `<details class="paytable"><summary>${escapeHtml(t.paytable)} · ${escapeHtml(t.rtp)}</summary><p>${escapeHtml(t.pickRule)}</p></details>`;
  }
  const rows = SLOT_SYMBOLS.map(
    (s) => `<tr><td>${symbolUse(s)}${symbolUse(s)}${symbolUse(s)} ${escapeHtml(fill(t.threeOf, { symbol: t.symbols[s] }))}</td><td>${THREE_OF_A_KIND[s]}×</td></tr>`,
  ).join('');
  return `<details class="paytable"><summary>${escapeHtml(t.paytable)} · ${escapeHtml(t.rtp)}</summary><table>${rows}<tr><td>${symbolUse('CHERRY')}${symbolUse('CHERRY')} ${escapeHtml(t.twoCherries)}</td><td>${TWO_CHERRIES}×</td></tr></table></details>`;
}

function betItem(bet: GameSessionInfo['bets'][number], info: GameSessionInfo, t: DemoStrings): string {
  const what =
    bet.outcome.kind === 'pick'
      ? `${fill(t.youPicked, { n: String(bet.outcome.pick) })} · ${fill(t.drawnIs, { n: String(bet.outcome.drawn) })}`
      : bet.outcome.reels.map((s) => t.symbols[s]).join(' · ');
  const won = bet.payout !== '0.00';
  const amounts = `${fill(t.stakeOf, { amount: formatMoney(bet.stake, info.currencySymbol) })} · ${won ? fill(t.won, { amount: formatMoney(bet.payout, info.currencySymbol) }) : t.lost}`;
  return `<li><span class="what">${escapeHtml(what)}</span><span class="${won ? 'amounts won' : 'amounts'}">${escapeHtml(amounts)}</span></li>`;
}

/** What the game page needs besides the session's info. */
export interface GamePageInput {
  info: GameSessionInfo;
  /** The game-session token (embedded in the page's JSON data, never in a URL). */
  gameToken: string;
  /** Where Close goes in a top-level tab. */
  backUrl: string;
  /** The game's icon as a `data:` URI. */
  iconDataUri: string;
  /** The response's CSP nonce. */
  nonce: string;
}

/**
 * The start of a game-site document up to `</head>`: language, viewport, no favicon request, no
 * referrer, the title and the page style (allowed by the CSP nonce).
 * @param lang the `<html lang>`
 * @param title plain text (escaped here)
 * @param nonce the response's CSP nonce
 */
function documentHead(lang: string, title: string, nonce: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>`;
}

/**
 * The game page.
 * @returns a complete HTML document
 */
export function renderGamePage(input: GamePageInput): string {
  const { info, nonce } = input;
  const t = stringsFor(info.language);
  const firstReels = [REEL_STRIP[0], REEL_STRIP[1], REEL_STRIP[4]] as SlotSymbol[];
  const stage =
    info.kind === 'slot'
      ? `<div class="reels" role="group" aria-label="${escapeHtml(t.spin)}">${firstReels
          .map((s, i) => `<div class="reel" id="reel-${String(i)}" role="img" aria-label="${escapeHtml(t.symbols[s])}">${symbolUse(s)}</div>`)
          .join('')}</div>`
      : `<div class="pick"><fieldset class="digits"><legend>${escapeHtml(t.pickLegend)}</legend>${Array.from(
          { length: 10 },
          (_, d) => `<button type="button" class="digit" data-digit="${String(d)}" aria-pressed="false">${String(d)}</button>`,
        ).join('')}</fieldset><div class="draw">${escapeHtml(t.drawn)} <output id="drawn" aria-live="polite">–</output></div></div>`;
  const data = {
    token: input.gameToken,
    lobbyOrigin: info.lobbyOrigin,
    backUrl: input.backUrl,
    messageSource: GAME_MESSAGE_SOURCE,
    kind: info.kind,
    balance: info.balance,
    currencySymbol: info.currencySymbol,
    stakes: info.stakes,
    betsShown: 10,
    t: {
      spin: t.spin,
      spinning: t.spinning,
      placeBet: t.placeBet,
      drawnIs: t.drawnIs,
      youPicked: t.youPicked,
      win: t.win,
      noWin: t.noWin,
      insufficient: t.insufficient,
      ended: t.ended,
      network: t.network,
      failed: t.failed,
      stakeOf: t.stakeOf,
      won: t.won,
      lost: t.lost,
      symbols: t.symbols,
    },
  };
  const bets = info.bets.length > 0 ? info.bets.map((b) => betItem(b, info, t)).join('') : `<li class="empty" id="no-bets">${escapeHtml(t.noBets)}</li>`;
  return `${documentHead(t.htmlLang, `${info.gameName} · ${info.vendorName}`, nonce)}
<body class="kind-${info.kind}">
${SPRITE}
<main class="game">
<header class="bar">
<img class="icon" src="${input.iconDataUri}" alt="" width="44" height="44">
<div class="title"><h1>${escapeHtml(info.gameName)}</h1><p><span>${escapeHtml(info.vendorName)}</span>${info.freePlay ? `<span class="badge">${escapeHtml(t.freePlay)}</span>` : ''}</p></div>
<button type="button" class="close" id="close" aria-label="${escapeHtml(t.close)}" title="${escapeHtml(t.close)}">×</button>
</header>
<section class="wallet"><span class="label">${escapeHtml(t.balance)}</span><output id="balance" aria-live="polite">${escapeHtml(formatMoney(info.balance, info.currencySymbol))}</output>${info.freePlay ? `<span class="fun">${escapeHtml(t.playMoney)}</span>` : ''}</section>
<section class="stage">${stage}<p class="result" id="result" role="status" aria-live="polite"></p></section>
<section class="controls">
<div class="stake"><span class="label">${escapeHtml(t.stake)}</span><button type="button" id="stake-down" aria-label="${escapeHtml(t.lowerStake)}">−</button><output id="stake" aria-live="polite">${escapeHtml(formatMoney(info.stakes[0] ?? info.minBet, info.currencySymbol))}</output><button type="button" id="stake-up" aria-label="${escapeHtml(t.raiseStake)}">+</button></div>
<button type="button" class="play" id="play">${escapeHtml(info.kind === 'slot' ? t.spin : t.placeBet)}</button>
</section>
${paytable(info, t)}
<section class="history" aria-labelledby="bets-title"><h2 id="bets-title">${escapeHtml(t.lastBets)}</h2><ol id="bets">${bets}</ol></section>
<p class="note">${escapeHtml(t.demoNote)}</p>
</main>
<script type="application/json" id="game-data">${scriptJson(data)}</script>
<script nonce="${nonce}">${GAME_CLIENT_SCRIPT}</script>
</body>
</html>`;
}

/** What the error page knows. */
export interface ErrorPageInput {
  /** Platform language (of the launch when it was known). */
  language?: string;
  /** `unknown` (not a launch link), `gone` (used or expired) or `ended` (its login session ended before it opened). */
  reason: 'unknown' | 'gone' | 'ended';
  /**
   * The lobby to tell (`postMessage` target) and to go back to: only the origin stored with a
   * known launch, never one taken from the request. Absent: no message, no back button.
   */
  lobbyOrigin?: string;
  /** Where the back button goes in a top-level tab: used only when on {@link lobbyOrigin}. */
  backUrl?: string;
  /** The error code posted to the lobby. */
  errorCode: string;
  nonce: string;
}

/** `url` when it is an http(s) URL on `origin`, else undefined. */
function onOrigin(url: string | undefined, origin: string | undefined): string | undefined {
  if (!url || !origin) return undefined;
  try {
    return new URL(url).origin === origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The error page's text for a reason. */
const ERROR_TEXT: Record<ErrorPageInput['reason'], (t: DemoStrings) => string> = {
  unknown: (t) => t.errorUnknown,
  gone: (t) => t.errorUsed,
  ended: (t) => t.errorLoginEnded,
};

/**
 * The page of a launch link that cannot be opened (used, expired, unknown, or its login ended):
 * says so and, only when the launch's lobby origin is known, tells that lobby
 * (`{ type: 'error' }`) and offers the way back to it (no link is ever built from a URL the
 * request alone names).
 * @returns a complete HTML document
 */
export function renderErrorPage(input: ErrorPageInput): string {
  const t = stringsFor(input.language);
  const lobbyOrigin = input.lobbyOrigin;
  const backUrl = onOrigin(input.backUrl, lobbyOrigin) ?? (lobbyOrigin ? `${lobbyOrigin}/` : undefined);
  const data = { lobbyOrigin: lobbyOrigin ?? null, backUrl: backUrl ?? null, errorCode: input.errorCode, messageSource: GAME_MESSAGE_SOURCE };
  const back = lobbyOrigin ? `<button type="button" id="back">${escapeHtml(t.backToLobby)}</button>` : '';
  return `${documentHead(t.htmlLang, t.errorTitle, input.nonce)}
<body>
<main class="message" role="alert"><h1>${escapeHtml(t.errorTitle)}</h1><p>${escapeHtml(ERROR_TEXT[input.reason](t))}</p>${back}</main>
<script type="application/json" id="error-data">${scriptJson(data)}</script>
<script nonce="${input.nonce}">${ERROR_CLIENT_SCRIPT}</script>
</body>
</html>`;
}

/**
 * The game site's index page (someone opened the printed origin).
 * @returns a complete HTML document
 */
export function renderIndexPage(nonce: string): string {
  const t = stringsFor('EN');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(t.indexTitle)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body><main class="message"><h1>${escapeHtml(t.indexTitle)}</h1><p>${escapeHtml(t.indexText)}</p></main></body>
</html>`;
}
