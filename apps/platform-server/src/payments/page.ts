/**
 * The demo payment provider's HTML (server-rendered, no script): the hosted payment page
 * (merchant, channel, amount, reference, Approve and Decline), the page of a link it cannot
 * open, and a short index page. Laid out for a 360 px phone; inline CSS allowed only by the
 * response's CSP nonce ({@link providerCsp}).
 */
import { escapeHtml, formatMoney } from '../demo/page.ts';
import { type PaymentSession } from './signature.ts';

/**
 * The Content-Security-Policy of a provider page: no script at all, the nonce'd inline style,
 * never framed, forms posted only to the provider itself and, after the choice, redirected to
 * the return URL's origin (browsers apply `form-action` to the redirect too).
 * @param nonce the response's nonce (base64)
 * @param returnOrigin the lobby's origin the payment returns to, or undefined
 */
export function providerCsp(nonce: string, returnOrigin?: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    `form-action 'self'${returnOrigin ? ` ${returnOrigin}` : ''}`,
  ].join('; ');
}

const STYLE = `:root{--page:#f4f6fb;--card:#fff;--line:#dde2ee;--text:#14182b;--text-2:#555d78;--ok:#0a7d4f;--no:#b3261e;color-scheme:light}
*{box-sizing:border-box}
body{margin:0;background:var(--page);color:var(--text);font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.brand{font-size:14px;color:var(--text-2);margin:0 0 12px;letter-spacing:.04em;text-transform:uppercase}
.card{background:var(--card);border:1px solid var(--line);border-radius:14px;padding:20px}
h1{font-size:20px;margin:0 0 4px}
.amount{font-size:34px;font-weight:700;margin:12px 0 16px;font-variant-numeric:tabular-nums}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 20px}
dt{color:var(--text-2)}
dd{margin:0;text-align:right;overflow-wrap:anywhere}
.actions{display:flex;flex-direction:column;gap:10px}
button{font:inherit;font-weight:600;min-height:48px;border-radius:10px;border:0;cursor:pointer;padding:0 16px}
.approve{background:var(--ok);color:#fff}
.decline{background:#fff;color:var(--no);border:2px solid var(--no)}
button:focus-visible{outline:3px solid #3b6fd8;outline-offset:2px}
.note{font-size:13px;color:var(--text-2);margin:16px 0 0}`;

function layout(nonce: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body><main>
<p class="brand">Demo payment provider</p>
${body}
</main></body>
</html>`;
}

/**
 * The hosted payment page: who is paid, how much, the reference, and the two choices, posted
 * (`decision=APPROVED|DECLINED`) to `action`.
 * @param input the opened session, the form's action path and the response's nonce
 */
export function renderPaymentPage(input: { session: PaymentSession; action: string; nonce: string }): string {
  const { session } = input;
  const amount = formatMoney(session.amount, session.currencySymbol);
  const back = new URL(session.returnUrl).host;
  return layout(
    input.nonce,
    `Pay ${session.merchant} ${amount}`,
    `<section class="card" aria-labelledby="pay-title">
<h1 id="pay-title">Pay ${escapeHtml(session.merchant)}</h1>
<p class="amount" data-amount="${escapeHtml(session.amount)}">${escapeHtml(amount)}</p>
<dl>
<dt>Method</dt><dd>${escapeHtml(session.channelName)}</dd>
<dt>Reference</dt><dd>${escapeHtml(session.reference)}</dd>
<dt>Deposit</dt><dd>${escapeHtml(session.depositId)}</dd>
<dt>Currency</dt><dd>${escapeHtml(session.currency)}</dd>
</dl>
<form method="post" action="${escapeHtml(input.action)}" class="actions">
<button type="submit" name="decision" value="APPROVED" class="approve">Approve payment</button>
<button type="submit" name="decision" value="DECLINED" class="decline">Decline</button>
</form>
<p class="note">A demo: no money moves. After your choice you go back to ${escapeHtml(back)}.</p>
</section>`,
  );
}

/**
 * The page of a payment link the provider cannot open (malformed, or not signed by the platform).
 * @param nonce the response's nonce
 */
export function renderInvalidPage(nonce: string): string {
  return layout(
    nonce,
    'Payment link not valid',
    `<section class="card"><h1>This payment link is not valid</h1><p>Go back to the site you came from and start the deposit again.</p></section>`,
  );
}

/**
 * The provider's index page.
 * @param nonce the response's nonce
 */
export function renderProviderIndex(nonce: string): string {
  return layout(
    nonce,
    'Demo payment provider',
    `<section class="card"><h1>Demo payment provider</h1><p>Payment pages open from a deposit in the Gamehall lobby (GCash, Maya). Approve or decline there: the platform hears it by a signed callback.</p></section>`,
  );
}
