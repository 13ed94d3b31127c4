import { type Page } from '@playwright/test';
import { expect, test } from '@gamehall/playwright-config';
import { NEW_PASSWORD, expectLoggedIn, header, quietAnnouncements, registerByUsername, uniqueUsername } from './support/accounts';

// Login links and ended sessions (issue 10 §3; spec §4 "a token from the URL query restores
// login"): the `?token=` of a link is a one-time code, gone from the address bar at once; a link
// never moves a logged-in user into another account without asking; a session that ends on the
// server (idle time-out, revocation) tells the user and opens the login.
test.beforeEach(async ({ page }) => {
  await quietAnnouncements(page);
});

/** The session token of this tab (session storage `token`, spec §3). */
const tokenOf = (page: Page) => page.evaluate(() => window.sessionStorage.getItem('token'));

/** A one-time login code for the member of `token`, as a native wrapper gets one. */
async function loginCode(page: Page, token: string): Promise<string> {
  const res = await page.request.post('/wps/session/loginCode', { headers: { Authorization: token } });
  const body = (await res.json()) as { success: boolean; value: { code: string; expiresIn: number } };
  expect(body.success).toBe(true);
  expect(body.value.expiresIn).toBe(60);
  return body.value.code;
}

/** The nickname in the avatar menu (a registered account's nickname is its user name). */
async function expectAccount(page: Page, account: string): Promise<void> {
  await expectLoggedIn(page);
  await header(page).getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByTestId('avatar-nickname')).toHaveText(account);
  await page.keyboard.press('Escape');
}

/** Registers a new member in this tab and returns its name and session token. */
async function newMember(page: Page, prefix: string, info: Parameters<typeof uniqueUsername>[0]): Promise<{ account: string; token: string }> {
  await page.goto('/');
  const account = uniqueUsername(info, prefix);
  await registerByUsername(page, account, NEW_PASSWORD);
  const token = await tokenOf(page);
  expect(token).toBeTruthy();
  return { account, token: String(token) };
}

test('a login link logs a visitor in once, leaves no code in the address bar, and is refused when opened again', async ({ page, browser }, info) => {
  test.slow(); // argon2id hashing and sealed bodies: slow on a busy machine
  const owner = await newMember(page, 'k', info);
  const code = await loginCode(page, owner.token);

  const visitor = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  try {
    const tab = await visitor.newPage();
    await quietAnnouncements(tab);
    await tab.goto(`/rng?token=${code}&vassalage=PG`);
    // A new context loads every chunk afresh: on a loaded 2-core machine its first balance took
    // over 15 s (the default expect time-out) in some runs.
    await expect(tab.getByTestId('balance')).toHaveText(/\d\.\d{2}$/, { timeout: 45_000 });
    await expectAccount(tab, owner.account);
    expect(new URL(tab.url()).searchParams.has('token')).toBe(false);
    expect(new URL(tab.url()).pathname).toBe('/rng');
    expect(new URL(tab.url()).searchParams.get('vassalage')).toBe('PG');
    expect(await tokenOf(tab)).not.toBe(owner.token);

    // The same link again (a copy in history, a log, a shared screenshot): refused, nobody logged in.
    const again = await visitor.newPage();
    await quietAnnouncements(again);
    await again.goto(`/?token=${code}`);
    const login = again.getByRole('dialog', { name: 'Log in', exact: true });
    await expect(login.getByRole('status')).toHaveText('This login link has expired or was already used. Please log in.');
    expect(new URL(again.url()).searchParams.has('token')).toBe(false);
    await expect(again.getByTestId('balance')).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});

test('a login link for another account asks first: "stay" keeps the current user, "log in as" switches', async ({ page }, info) => {
  test.slow(); // two registrations: argon2id hashing and sealed bodies
  const other = await newMember(page, 'o', info);
  const otherCode = await loginCode(page, other.token);
  // This tab now belongs to another player, who then opens the link.
  await page.evaluate(() => window.sessionStorage.clear());
  const current = await newMember(page, 'c', info);

  await page.goto(`/?token=${otherCode}`);
  const question = page.getByRole('dialog', { name: 'Switch account?' });
  await expect(question.getByText(`You are logged in as ${current.account}. This link logs in as ${other.account}.`)).toBeVisible();
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  await question.getByRole('button', { name: `Stay as ${current.account}` }).click();
  await expect(question).toHaveCount(0);
  await expectAccount(page, current.account);
  expect(await tokenOf(page)).toBe(current.token);

  const secondCode = await loginCode(page, other.token);
  await page.goto(`/?token=${secondCode}`);
  await page.getByRole('dialog', { name: 'Switch account?' }).getByRole('button', { name: `Log in as ${other.account}` }).click();
  await expectAccount(page, other.account);
  // The replaced session was ended on the server, not just forgotten.
  const old = await page.request.get('/wps/member/info', { headers: { Authorization: current.token } });
  expect(old.status()).toBe(401);
});

test('a session ended on the server (idle time-out, revocation) tells the user and opens the login', async ({ page }, info) => {
  test.slow(); // a registration: argon2id hashing and sealed bodies
  const member = await newMember(page, 'i', info);
  // The server ends the session as its idle time-out would (SESSION_IDLE_MS is 30 min: too long to wait here).
  expect((await page.request.post('/wps/session/logout', { headers: { Authorization: member.token } })).status()).toBe(200);
  await page.reload();
  const login = page.getByRole('dialog', { name: 'Log in', exact: true });
  await expect(login.getByRole('status')).toHaveText('Your session has ended. Please log in again.');
  await expect(page.getByTestId('balance')).toHaveCount(0);
  expect(await tokenOf(page)).toBeNull();
});
