import { expect, test } from '@gamehall/playwright-config';
import { NEW_PASSWORD, expectLoggedIn, logIn, logOut, openLogin, quietAnnouncements, readSmsCode, registerByUsername, uniqueMobile, uniqueUsername } from './support/accounts';
import { expectNoSession, logInToVerification, maskedMobile, openFromAddress, testNetAddress, verifyStep, wrongCode } from './support/newAddress';

// Issue 12, the login-IP verification of spec §4 against the real platform server ("login from a
// new address asks for the verification"): a password login from an address the member has not
// logged in from gets the "Verify it's you" step instead of a session; a member with nothing to
// verify with logs in as before. The test's own page is the member's usual address (127.0.0.1,
// where the account is registered); the "new address" is a second browser context whose
// requests say X-Forwarded-For: a TEST-NET address (support/newAddress.ts).

test.beforeEach(async ({ page }) => {
  await quietAnnouncements(page);
  await page.goto('/');
});

test('a login from a new address asks for the SMS code before the session, then that address is known', async ({ page, browser, watchContext }, info) => {
  // Two browsers, four argon2id hashings and sealed bodies: over 3 minutes on a loaded 2-core machine.
  test.setTimeout(300_000);
  const username = uniqueUsername(info, 'lv');
  const mobile = uniqueMobile();
  await registerByUsername(page, username, NEW_PASSWORD, mobile);
  await logOut(page);

  const other = await openFromAddress(browser, watchContext, testNetAddress(info));
  try {
    const away = other.page;
    const step = await logInToVerification(away, username, NEW_PASSWORD);
    // Only the mobile is bound: no choice of method, the code goes to the masked number.
    await expect(step.getByRole('tablist', { name: 'How to verify' })).toHaveCount(0);
    await expect(step.getByText(`We will send a 6-digit code to ${maskedMobile(mobile)}.`)).toBeVisible();
    if (info.project.name === 'phone') await away.screenshot({ path: `/tmp/shot-e2e-login-verification-${info.project.name}.png` });

    // An empty or malformed answer is refused in the form (nothing sent).
    await step.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(step.getByText('Input cannot be empty')).toBeVisible();

    await step.getByRole('button', { name: 'Send code', exact: true }).click();
    await expect(step.getByRole('status')).toHaveText(`A code was sent to ${maskedMobile(mobile)}. It is valid for 5 minutes.`);
    await expect(step.getByRole('button', { name: 'Send a new code', exact: true })).toBeVisible();
    const code = await readSmsCode(page.request, mobile);

    // A wrong code: a clear message, still no session, the step stays for another try.
    const answer = step.getByLabel('Code from the SMS', { exact: true });
    await answer.fill(wrongCode(code));
    await step.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(step.getByRole('alert')).toHaveText('That is not right, please try again');
    await expectNoSession(away);

    // The right one: logged in, the modal closed.
    await answer.fill(code);
    await step.getByRole('button', { name: 'Verify', exact: true }).click();
    await expectLoggedIn(away, /0\.00$/);

    // The address is known now: the next login from it goes straight in.
    await logOut(away);
    await logIn(away, await openLogin(away), username, NEW_PASSWORD);
    await expect(verifyStep(away)).toHaveCount(0);

    // And the usual address still goes straight in too.
    await logIn(page, await openLogin(page), username, NEW_PASSWORD);
  } finally {
    await other.context.close();
  }
});

test('"Back to login" drops the verification step without a session', async ({ page, browser, watchContext }, info) => {
  test.slow(); // two browsers, argon2id hashings and sealed bodies: slow on a busy machine
  const username = uniqueUsername(info, 'lb');
  await registerByUsername(page, username, NEW_PASSWORD, uniqueMobile());
  await logOut(page);

  const other = await openFromAddress(browser, watchContext, testNetAddress(info));
  try {
    const step = await logInToVerification(other.page, username, NEW_PASSWORD);
    await step.getByRole('button', { name: 'Back to login', exact: true }).click();
    const dialog = other.page.getByRole('dialog', { name: 'Log in', exact: true });
    await expect(dialog.getByLabel('Username', { exact: true })).toBeVisible();
    await expect(verifyStep(other.page)).toHaveCount(0);
    await expectNoSession(other.page);
  } finally {
    await other.context.close();
  }
});

test('a member with nothing to verify with (no mobile, e-mail, app or payout account) logs in from a new address as before', async ({ page, browser, watchContext }, info) => {
  test.slow(); // two browsers, argon2id hashings and sealed bodies: slow on a busy machine
  const username = uniqueUsername(info, 'ln');
  await registerByUsername(page, username, NEW_PASSWORD);
  await logOut(page);

  const other = await openFromAddress(browser, watchContext, testNetAddress(info));
  try {
    await logIn(other.page, await openLogin(other.page), username, NEW_PASSWORD);
    await expect(verifyStep(other.page)).toHaveCount(0);
  } finally {
    await other.context.close();
  }
});
