import { expect, type APIRequestContext, type APIResponse, type FrameLocator, type Locator, type Page, type Response } from '@playwright/test';
import { balance, header } from './accounts';

// Helpers of the play e2e specs (issue 5): what a player does with the lobby's game popup and
// the demo game the platform server serves on its own origin (apps/platform-server src/demo),
// plus the dev tools that stand in for the operator (wallet mode switch, crediting a player).

/** Money as the UI shows it (`₱1,234.50`, `-₱0.50`, `1,234.50`) in whole cents, exactly (no floats). */
export function cents(text: string): number {
  const match = /(-)?[^\d-]*([\d,]+)\.(\d{2})\b/.exec(text);
  if (!match) throw new Error(`not a money amount: ${JSON.stringify(text)}`);
  const [, minus, whole = '0', fraction = '00'] = match;
  const value = Number(whole.replace(/,/g, '')) * 100 + Number(fraction);
  return minus ? -value : value;
}

/** Whole cents as the sites show pesos: `16050` → `₱160.50`, `150050` → `₱1,500.50`. */
export function peso(amountCents: number): string {
  return `₱${Math.trunc(amountCents / 100).toLocaleString('en-US')}.${String(amountCents % 100).padStart(2, '0')}`;
}

/** Whole cents as the platform's decimal string (`29950` → `"299.50"`), for comparing with API answers. */
export function decimal(amountCents: number): string {
  const abs = Math.abs(amountCents);
  return `${amountCents < 0 ? '-' : ''}${String(Math.trunc(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** Escapes text for a RegExp. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The whole text of a money amount with any currency symbol and thousands separators, e.g. 150000 → `₱1,500.00`. */
export function moneyText(amountCents: number): RegExp {
  const whole = Math.trunc(Math.abs(amountCents) / 100).toLocaleString('en-US');
  const fraction = String(Math.abs(amountCents) % 100).padStart(2, '0');
  return new RegExp(`^\\s*${amountCents < 0 ? '-' : ''}[^\\d-]*${escapeRegExp(`${whole}.${fraction}`)}\\s*$`);
}

/**
 * Puts money on a player's main wallet (dev tools `POST /dev/wallet/credit`, a DEV_CREDIT ledger
 * entry): players registered by the specs start at 0.00.
 * @param amount decimal string, e.g. `"500.00"`
 */
export async function creditWallet(request: APIRequestContext, username: string, amount: string): Promise<void> {
  const response = await request.post('/dev/wallet/credit', { data: { account: username, amount } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Switches the merchant's wallet mode (dev tools `PUT /dev/switches` singleWallet). */
export async function setSingleWallet(request: APIRequestContext, single: boolean): Promise<void> {
  const response = await request.put('/dev/switches', { data: { singleWallet: single } });
  expect(response.status(), await response.text()).toBe(200);
  const merchant = await request.get('/wps/relay/GCS_merchantWallet');
  expect(((await merchant.json()) as { value: { isSingle: boolean } }).value.isSingle).toBe(single);
}

/** Shows the header balance when it is masked (the eye button), then waits until it shows money. */
export async function showBalance(page: Page): Promise<Locator> {
  const show = header(page).getByRole('button', { name: 'Show balance' });
  if (await show.isVisible()) await show.click();
  await expect(balance(page)).toHaveText(/\d\.\d{2}$/);
  return balance(page);
}

/** Asks the header for the balance again (its refresh button) and waits for it to show `amountCents`. */
export async function expectHeaderBalance(page: Page, amountCents: number, refresh = false): Promise<void> {
  await showBalance(page);
  if (refresh) await header(page).getByRole('button', { name: 'Refresh balance' }).click();
  await expect(balance(page)).toHaveText(moneyText(amountCents));
}

/** A game tile (`article` named by the game's name) in `scope`. */
export function gameTile(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('article', { name, exact: true }).first();
}

/** The first tile of `scope` that offers what `button` names (e.g. `Free trial`), and its game name. */
export async function firstTileWith(scope: Page | Locator, button?: string): Promise<{ tile: Locator; name: string }> {
  const page = 'page' in scope ? scope.page() : scope;
  let tiles = scope.getByTestId('game-tile');
  if (button) tiles = tiles.filter({ has: page.getByRole('button', { name: button, exact: true }) });
  const first = tiles.first();
  await expect(first).toBeVisible();
  const name = (await first.getByTestId('game-name').innerText()).trim();
  return { tile: gameTile(scope, name), name };
}

/** The lobby's game popup of a game (a modal dialog named by the game's name). */
export function gamePopup(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name, exact: true });
}

/** The demo game inside a popup or panel: its cross-origin iframe. */
export function gameFrame(container: Locator): FrameLocator {
  return container.frameLocator('iframe');
}

/** The demo game's balance (the wallet it plays on), as shown in the game. */
export function gameBalance(frame: FrameLocator): Locator {
  return frame.locator('#balance');
}

/** Waits until the demo game shows the game's name and a balance, and answers the balance in cents. */
export async function expectGameReady(frame: FrameLocator, name: string, expectedCents?: number): Promise<number> {
  await expect(frame.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(gameBalance(frame)).toHaveText(expectedCents === undefined ? /\d\.\d{2}$/ : moneyText(expectedCents));
  await expect(frame.getByRole('button', { name: /^(Spin|Place bet)$/ })).toBeVisible();
  return cents(await gameBalance(frame).innerText());
}

/** What one bet in the demo game did. */
export interface PlacedBet {
  /** The game's balance before and after the bet, in cents. */
  before: number;
  after: number;
  /** Stake and payout as the game's bet list shows them, in cents. */
  stake: number;
  payout: number;
}

/**
 * Places one bet in the demo game (a slot spin, or a lottery pick of `pick` then Place bet),
 * waits until the game lists it among the session's bets, and checks the game's balance moved by
 * exactly payout − stake (no multiplier of the paytable is 1×, so it always changes).
 */
export async function placeBet(frame: FrameLocator, pick = 7): Promise<PlacedBet> {
  const before = cents(await gameBalance(frame).innerText());
  const bets = frame.getByRole('region', { name: 'Your bets this session' }).getByRole('listitem').filter({ hasText: /Stake/ });
  const count = await bets.count();
  const spin = frame.getByRole('button', { name: 'Spin', exact: true });
  if (await spin.isVisible()) {
    await spin.click();
  } else {
    await frame.getByRole('button', { name: String(pick), exact: true }).click();
    await frame.getByRole('button', { name: 'Place bet', exact: true }).click();
  }
  await expect(bets).toHaveCount(count + 1);
  const text = await bets.first().innerText();
  const stake = cents(/Stake\s+(\S+)/.exec(text)?.[1] ?? '');
  const won = /Won\s+(\S+)/.exec(text)?.[1];
  const payout = won ? cents(won) : 0;
  const after = before - stake + payout;
  await expect(gameBalance(frame)).toHaveText(moneyText(after));
  expect(after).not.toBe(before);
  return { before, after, stake, payout };
}

/** The response of one platform call (path, e.g. `/wps/relay/GCS_walletTransfer`) matching `filter`. */
export function platformResponse(page: Page, path: string, filter: (response: Response) => boolean = () => true): Promise<Response> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === path && filter(response));
}

/** The envelope's value of a platform answer. */
export async function envelopeValue<T>(response: Response | APIResponse): Promise<T> {
  const body = (await response.json()) as { success: boolean; value: T; message?: string };
  expect(body.success, body.message).toBe(true);
  return body.value;
}

/** The platform's balance answer (`/wps/v2/wallets/balance`): total, main wallet and vendor wallets. */
export interface WalletBalances {
  balance: string;
  mainBalance?: string;
  vendorWallets?: { vassalage: string; balance: string }[];
}

/** Reads the logged-in player's wallets from the platform with the page's own session token (session storage `token`). */
export async function readWallets(page: Page): Promise<WalletBalances> {
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  expect(token, 'a session token in session storage').toBeTruthy();
  const response = await page.request.get('/wps/v2/wallets/balance', { headers: { Authorization: token ?? '' } });
  return envelopeValue<WalletBalances>(response);
}

/** Raises the demo game's stake until it is at least `minCents` (or the highest); answers the stake in cents. */
export async function raiseStake(frame: FrameLocator, minCents: number): Promise<number> {
  const stake = frame.locator('#stake');
  const raise = frame.getByRole('button', { name: 'Raise the stake', exact: true });
  let current = cents(await stake.innerText());
  while (current < minCents && (await raise.isEnabled())) {
    await raise.click();
    await expect(stake).not.toHaveText(moneyText(current));
    current = cents(await stake.innerText());
  }
  return current;
}
