import { expect, test } from '@gamehall/playwright-config';
import {
  NEW_PASSWORD,
  OTHER_PASSWORD,
  expectLoggedIn,
  logIn,
  logOut,
  openLogin,
  openRegister,
  quietAnnouncements,
  readSmsCode,
  registerByUsername,
  solveCaptcha,
  submitLogin,
  uniqueMobile,
  uniqueUsername,
} from './support/accounts';

// A new user's accounts (issue 4 "Tests", spec §4 "Login", "Captcha", "Registration", "Forgot
// password", "Logout") against the real platform server. Every test makes its own accounts, so
// the phone and desktop projects running side by side never share one.
test.beforeEach(async ({ page }) => {
  await quietAnnouncements(page);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
});

test('register by user name, log out, a wrong password asks for the captcha, then the right one logs in', async ({ page }, info) => {
  test.slow(); // three argon2id hashings and sealed bodies: slow on a busy machine
  const username = uniqueUsername(info, 'u');
  await registerByUsername(page, username, NEW_PASSWORD);
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText(/0\.00$/);

  await logOut(page);

  const dialog = await openLogin(page);
  await expect(dialog.getByLabel('Captcha', { exact: true })).toHaveCount(0);
  await submitLogin(page, dialog, username, OTHER_PASSWORD);
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect account or password');
  await expect(dialog.getByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  const captcha = dialog.getByLabel('Captcha', { exact: true });
  await expect(captcha).toBeVisible();
  await expect(captcha).toHaveValue('');

  // The captcha is required once shown.
  await dialog.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByText('Please enter the captcha')).toBeVisible();

  await solveCaptcha(page, dialog);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expectLoggedIn(page, /0\.00$/);
});

test('register by mobile number with the SMS code from the outbox', async ({ page }) => {
  const mobile = uniqueMobile();
  const dialog = await openRegister(page);
  // Mobile registration is the default tab (spec §4).
  await expect(dialog.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  const code = await readSmsCode(page.request, mobile);
  await dialog.getByLabel('Verification code', { exact: true }).fill(code);
  await dialog.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel(/I am 18 or older/).check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expectLoggedIn(page, /0\.00$/);

  // The account is named after the number (apps/platform-server README "Registration").
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByTestId('avatar-nickname')).toHaveText(`m63${mobile}`);
});

test('forgot password by mobile resets it and logs in; the new password works afterwards', async ({ page }, info) => {
  test.slow(); // three argon2id hashings and sealed bodies: slow on a busy machine
  const username = uniqueUsername(info, 'f');
  const mobile = uniqueMobile();
  await registerByUsername(page, username, NEW_PASSWORD, mobile);
  await logOut(page);

  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password', exact: true });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const code = await readSmsCode(page.request, mobile);
  await dialog.getByLabel('Verification code', { exact: true }).fill(code);
  await dialog.getByLabel('New password', { exact: true }).fill(OTHER_PASSWORD);
  await dialog.getByLabel('Confirm new password', { exact: true }).fill(OTHER_PASSWORD);
  await dialog.getByRole('button', { name: 'Reset password and log in' }).click();
  await expectLoggedIn(page, /0\.00$/);
  await expect(page).toHaveURL(/\/$/);

  await logOut(page);
  const again = await openLogin(page);
  await logIn(page, again, username, OTHER_PASSWORD);
});
