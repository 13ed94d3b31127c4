import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';

// Helpers of the account e2e specs: what a new user does with the real login, register and
// forgot-password modals against the real platform server, plus the dev tools (apps/platform-
// server README "Dev tools") that stand in for the user's phone (SMS outbox) and eyes (captcha).

/** How long a blocked rate-limit key stays refused (playwright.config.ts sets the server's RATE_LIMIT_BLOCK_MS), in ms. */
export const RATE_LIMIT_BLOCK_MS = Number(process.env.E2E_RATE_LIMIT_BLOCK_MS ?? 300_000);

/** The password of the seeded accounts (apps/platform-server README "Seeded accounts"). */
export const SEEDED_PASSWORD = 'Gamehall2026';

/** Strong passwords of the rule LETTERS_AND_DIGITS 8–64 (zxcvbn score ≥ 2). */
export const NEW_PASSWORD = 'Harbor7Lantern52';
export const OTHER_PASSWORD = 'Copper9Meadow31';

/** Seeded popup announcement titles (apps/platform-server src/seed/announcements.ts, PU). */
const POPUP_TITLES = /^(Welcome to Gamehall|Your daily rebate is ready|Holiday withdrawal schedule)$/;

const random = (digits: number) =>
  Array.from({ length: digits }, () => Math.floor(Math.random() * 10)).join('');

/**
 * A user name nobody else uses in this run (rule LETTER_FIRST_ALNUM, 6–16 characters): the
 * project's initial keeps phone and desktop apart, the time and random digits keep tests apart.
 */
export function uniqueUsername(info: TestInfo, prefix = 'e'): string {
  const stamp = Date.now().toString(36).slice(-5);
  return `${prefix}${info.project.name.charAt(0)}${stamp}${random(4)}`.slice(0, 16).toLowerCase();
}

/** A Philippine mobile number (10 digits, not a seeded one) nobody else uses in this run. */
export function uniqueMobile(): string {
  return `95${random(8)}`;
}

/**
 * Keeps the popup announcements out of the way: closed for both audiences up front (session
 * storage, spec §4), and closed again if one shows anyway (logout clears session storage).
 */
export async function quietAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('announcementClosed:A', 'closed');
    window.sessionStorage.setItem('announcementClosed:B', 'closed');
  });
  const popup = page.getByRole('dialog', { name: POPUP_TITLES });
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole('button', { name: 'Close' }).first().click();
  });
}

/** The header's account actions (visitor: Log in and Register buttons). */
export function header(page: Page): Locator {
  return page.getByRole('banner');
}

/** Opens the login modal from the header's Log in button. */
export async function openLogin(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in', exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Opens the login modal itself (SMS tab, demo account): on wide screens the header's Log in
 * opens the compact popover, whose "More ways to log in" leads to the modal.
 */
export async function openLoginModal(page: Page): Promise<Locator> {
  const dialog = await openLogin(page);
  const more = dialog.getByRole('button', { name: /^More ways to log in/ });
  if (await more.isVisible()) {
    await more.click();
    await expect(dialog.getByRole('button', { name: 'Try a demo account' })).toBeVisible();
  }
  return dialog;
}

/** Opens the register modal from the header's Register button. */
export async function openRegister(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Register', exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Types the current captcha's answer, read from `/dev/captcha` with this browser context's
 * `gh_client` cookie, once the shown image is the newest (the New captcha button is disabled
 * while an image loads; a failed login fetches a new one, as the old one is used up).
 */
export async function solveCaptcha(page: Page, form: Locator): Promise<string> {
  await expect(form.getByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(form.getByRole('button', { name: 'New captcha' })).toBeEnabled();
  const answer = await captchaAnswer(page.request);
  await form.getByLabel('Captcha', { exact: true }).fill(answer);
  return answer;
}

/** The answer of this client's current captcha (dev tools, by the `gh_client` cookie). */
export async function captchaAnswer(request: APIRequestContext): Promise<string> {
  const response = await request.get('/dev/captcha');
  expect(response.status(), 'a live captcha for this client').toBe(200);
  const body = (await response.json()) as { value: { answer: string } };
  return body.value.answer;
}

/** The newest 6-digit SMS code the platform "sent" to `+<dialingCode><mobile>` (dev outbox), waiting for it to arrive. */
export async function readSmsCode(request: APIRequestContext, mobile: string, dialingCode = '63'): Promise<string> {
  return readOutboxCode(request, `+${dialingCode}${mobile}`, 'sms');
}

/** The newest 6-digit code the platform "e-mailed" to `email` (dev outbox), waiting for it to arrive. */
export async function readEmailCode(request: APIRequestContext, email: string): Promise<string> {
  return readOutboxCode(request, email, 'email');
}

/** The 6-digit code of the newest message of `channel` to `recipient` in the dev outbox (`GET /dev/outbox`), polled until it is there. */
async function readOutboxCode(request: APIRequestContext, recipient: string, channel: 'sms' | 'email'): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`);
        if (!response.ok()) return '';
        const body = (await response.json()) as { value: { channel: string; body: string }[] };
        const message = body.value.find((m) => m.channel === channel);
        code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
        return code;
      },
      { message: `a code for ${recipient} (${channel}) in the dev outbox` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * Fills the login modal's user name and password (and the captcha when one is shown), submits,
 * and waits for the server's answer (so the message shown afterwards is this attempt's).
 */
export async function submitLogin(page: Page, dialog: Locator, username: string, password: string): Promise<void> {
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  if (await dialog.getByLabel('Captcha', { exact: true }).isVisible()) await solveCaptcha(page, dialog);
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/wps/session/login');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await answered;
  // The answer is rendered once the button stops loading (or the modal closed).
  await expect(dialog.locator('button[type="submit"][aria-busy="true"]')).toHaveCount(0);
}

/**
 * Logs in through the login modal with the right password, solving the captcha when the
 * server asks for one (an earlier failure of this account or client); ends logged in.
 */
export async function logIn(page: Page, dialog: Locator, username: string, password: string): Promise<void> {
  await submitLogin(page, dialog, username, password);
  const captchaAsked = dialog.getByRole('alert').filter({ hasText: 'Captcha check failed' });
  await expect(balance(page).or(captchaAsked)).toBeVisible();
  if (await captchaAsked.isVisible()) await submitLogin(page, dialog, username, password);
  await expectLoggedIn(page);
}

/** The header's balance (logged in). */
export function balance(page: Page): Locator {
  return page.getByTestId('balance');
}

/** Logged in: the modals are closed and the header shows the balance as money with 2 decimals (spec §9). */
export async function expectLoggedIn(page: Page, amount: RegExp = /\d\.\d{2}$/): Promise<void> {
  await expect(balance(page)).toHaveText(amount);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);
}

/** Logs out from the avatar menu after the in_sure_logout confirm; ends a visitor on home. */
export async function logOut(page: Page): Promise<void> {
  // A popup announcement may open once the page is idle (spec §4: a login starts a new session
  // for its audience), over the open account menu: the locator handler closes it, which closes
  // the menu too, so the menu is opened again until Log out is clicked.
  const logOutButton = header(page).getByRole('button', { name: 'Log out' });
  await expect(async () => {
    if (!(await logOutButton.isVisible())) await header(page).getByRole('button', { name: 'Account menu' }).click();
    await logOutButton.click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to log out?' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(header(page).getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(balance(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Registers through the register modal's Username tab (logged in afterwards), with an optional
 * mobile number on the account.
 */
export async function registerByUsername(page: Page, username: string, password: string, mobile?: string): Promise<void> {
  const dialog = await openRegister(page);
  await dialog.getByRole('tab', { name: 'Username' }).click();
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  if (mobile) await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(password);
  await dialog.getByLabel(/I am 18 or older/).check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expectLoggedIn(page);
}
