import { expect, test } from '@gamehall/playwright-config';
import { type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  NEW_PASSWORD,
  OTHER_PASSWORD,
  expectLoggedIn,
  logIn,
  logOut,
  openLogin,
  quietAnnouncements,
  readEmailCode,
  registerByUsername,
  submitLogin,
  uniqueMobile,
  uniqueUsername,
} from './support/accounts';
import { logInToVerification, openFromAddress, testNetAddress } from './support/newAddress';

// Issue 12, the securityCenter page as a new player uses it against the real platform server
// (spec §2 securityCenter, §4 login-IP verification, §5 change password): the login password,
// the payment password, an e-mail bound with the code from the dev outbox, and the authenticator
// app (RFC 6238: the test is the player's phone, computing the codes from the key the page
// shows) whose code then answers a login from a new address.

test.beforeEach(async ({ page }) => {
  await quietAnnouncements(page);
  await page.goto('/');
});

/** The payment password this spec sets (6 digits). */
const PAYMENT_PASSWORD = '135790';

/** One item of the page by its title (its heading), e.g. `Login password`. */
function item(page: Page, title: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

/** Opens an item's form with its action button (`Change: Login password`); answers the form's section. */
async function openItem(page: Page, action: string, title: string): Promise<Locator> {
  await item(page, title).getByRole('button', { name: `${action}: ${title}`, exact: true }).click();
  const form = page.getByRole('region', { name: `${title} form`, exact: true });
  await expect(form).toBeVisible();
  return form;
}

/** The page's polite status line (what the last change did). */
function pageStatus(page: Page): Locator {
  return page.getByRole('main').getByRole('status').filter({ hasText: /\S/ }).first();
}

/** Opens /member/securityCenter and waits for the items. */
async function openSecurityCenter(page: Page): Promise<void> {
  await page.goto('/member/securityCenter');
  await expect(page.getByRole('heading', { level: 2, name: 'Login password', exact: true })).toBeVisible();
}

/** A code of the authenticator app for `secret` (base32) at `at` (ms). */
function appCode(secret: string, at = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at });
}

test('a player changes the login password, sets the payment password and binds an e-mail with the code from the outbox', async ({ page }, info) => {
  test.slow(); // four argon2id hashings and sealed bodies: slow on a busy machine
  const username = uniqueUsername(info, 's');
  const email = `${username}@example.com`;
  await registerByUsername(page, username, NEW_PASSWORD);
  await openSecurityCenter(page);
  await expect(page.getByText('Bind a mobile number, an e-mail or an authenticator app so a login from a new place can be verified.')).toBeVisible();

  // The login password.
  const password = await openItem(page, 'Change', 'Login password');
  await password.getByLabel('Current password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('New password', { exact: true }).fill(OTHER_PASSWORD);
  await password.getByLabel('Enter the new password again', { exact: true }).fill(OTHER_PASSWORD);
  await password.getByRole('button', { name: 'Change password', exact: true }).click();
  await expect(pageStatus(page)).toHaveText('Your password is changed. Other devices were logged out.');
  await expect(password).toHaveCount(0);

  // The payment password.
  await expect(page.getByTestId('security-paymentPassword-state')).toHaveText('Not set');
  const payment = await openItem(page, 'Set', 'Payment password');
  await payment.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await payment.getByLabel('Enter it again', { exact: true }).fill(PAYMENT_PASSWORD);
  await payment.getByRole('button', { name: 'Save payment password', exact: true }).click();
  await expect(pageStatus(page)).toHaveText('Your payment password is set.');
  await expect(page.getByTestId('security-paymentPassword-state')).toHaveText('Set');
  await expect(item(page, 'Payment password').getByRole('button', { name: 'Change: Payment password', exact: true })).toBeVisible();

  // The e-mail, with the code e-mailed to it (dev outbox): a wrong code first.
  await expect(page.getByTestId('security-email-state')).toHaveText('Not bound');
  const bind = await openItem(page, 'Bind', 'E-mail');
  await bind.getByLabel('E-mail address', { exact: true }).fill(email);
  await bind.getByRole('button', { name: 'Send code', exact: true }).click();
  await expect(bind.getByRole('status')).toHaveText('We sent a 6-digit code by e-mail. It is valid for 5 minutes.');
  await expect(bind.getByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();
  const code = await readEmailCode(page.request, email);
  const codeField = bind.getByLabel('Verification code', { exact: true });
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await bind.getByRole('button', { name: 'Bind e-mail', exact: true }).click();
  await expect(bind.getByRole('alert')).toHaveText('Invalid or missing verification code');
  await codeField.fill(code);
  await bind.getByRole('button', { name: 'Bind e-mail', exact: true }).click();
  await expect(pageStatus(page)).toHaveText('Your e-mail address is bound.');
  await expect(page.getByTestId('security-email-state')).toHaveText(`${username.charAt(0)}•••@example.com`);
  await expect(page.getByText('A login from a new place asks for one of: e-mail code.')).toBeVisible();

  // The old login password fails now, the new one works.
  await logOut(page);
  const dialog = await openLogin(page);
  await submitLogin(page, dialog, username, NEW_PASSWORD);
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect account or password');
  await logIn(page, dialog, username, OTHER_PASSWORD);
});

test('a player turns on the authenticator app with the key shown; a login from a new address offers it and accepts a fresh code', async ({ page, browser, watchContext }, info) => {
  test.slow(); // argon2id hashings, sealed bodies and a second browser: slow on a busy machine
  const username = uniqueUsername(info, 'a');
  await registerByUsername(page, username, NEW_PASSWORD, uniqueMobile());
  await openSecurityCenter(page);
  await expect(page.getByTestId('security-authenticator-state')).toHaveText('Off');

  const panel = await openItem(page, 'Set up', 'Authenticator app');
  await panel.getByRole('button', { name: 'Set up', exact: true }).click();
  await expect(panel.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  // The key as text, for typing into the app (base32, 160 bits).
  const keyText = await panel.locator('dt', { hasText: /^Key$/ }).locator('xpath=following-sibling::dd[1]').innerText();
  const secret = /\b[A-Z2-7]{32}\b/.exec(keyText)?.[0] ?? '';
  expect(secret, `the key on the page (${keyText})`).toMatch(/^[A-Z2-7]{32}$/);

  // A wrong code is refused; the app's code turns it on and the recovery codes show once.
  const codeField = panel.getByLabel('Code from the app', { exact: true });
  await codeField.fill(appCode(secret, Date.now() + 10 * 30_000));
  await panel.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText('The code is incorrect');
  await codeField.fill(appCode(secret));
  await panel.getByRole('button', { name: 'Turn on', exact: true }).click();
  const recovery = panel.getByRole('list', { name: 'Recovery codes' });
  await expect(recovery.getByRole('listitem')).toHaveCount(10);
  for (const code of await recovery.getByRole('listitem').allInnerTexts()) expect(code.trim()).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
  await panel.getByRole('button', { name: 'I have saved them', exact: true }).click();
  await expect(pageStatus(page)).toHaveText('Your authenticator app is on.');
  await expect(page.getByTestId('security-authenticator-state')).toHaveText('On — 10 recovery codes left');
  await expect(page.getByText('A login from a new place asks for one of: authenticator app, mobile code.')).toBeVisible();

  // A login from a new address: the app is offered first, next to the mobile code.
  const other = await openFromAddress(browser, watchContext, testNetAddress(info));
  try {
    const away = other.page;
    const step = await logInToVerification(away, username, NEW_PASSWORD);
    const methods = step.getByRole('tablist', { name: 'How to verify' });
    await expect(methods.getByRole('tab')).toHaveText(['Google code', 'Mobile code']);
    await expect(methods.getByRole('tab', { name: 'Google code' })).toHaveAttribute('aria-selected', 'true');
    // The app's next code (the server allows one 30-s step of clock drift): the current step's
    // code may be the one that just turned the app on, and each step's code is taken once.
    await step.getByLabel('Code from your authenticator app, or a recovery code', { exact: true }).fill(appCode(secret, Date.now() + 30_000));
    await step.getByRole('button', { name: 'Verify', exact: true }).click();
    await expectLoggedIn(away, /0\.00$/);
  } finally {
    await other.context.close();
  }
});
