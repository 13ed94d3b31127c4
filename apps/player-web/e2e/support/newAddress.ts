import { expect, type Browser, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { balance, header, openLogin, quietAnnouncements, submitLogin } from './accounts';

// Helpers of the login-IP verification specs (spec §4 "Login from an unregistered IP triggers
// extra verification"): every browser of the suite comes from 127.0.0.1, so "another address" is
// a browser context whose requests carry `X-Forwarded-For` (the e2e server trusts the header from
// 127.0.0.1 only: playwright.config.ts TRUST_PROXY). The dev tools refuse any proxy header, so
// the outbox and the captcha answers are read with the test's own `page.request` (127.0.0.1).

/**
 * An IPv4 address of the documentation ranges (RFC 5737) nobody else uses in this run: the phone
 * project's from 192.0.2.0/24, the desktop's from 198.51.100.0/24, any other's from 203.0.113.0/24,
 * the last part drawn at random (a clash only shares a rate-limit budget, never an account).
 */
export function testNetAddress(info: TestInfo): string {
  const range = info.project.name === 'phone' ? '192.0.2' : info.project.name === 'desktop' ? '198.51.100' : '203.0.113';
  return `${range}.${String(1 + Math.floor(Math.random() * 254))}`;
}

/** A browser context that "comes from" `address`, and its page on home with the announcements out of the way. */
export interface NewAddress {
  context: BrowserContext;
  page: Page;
}

/**
 * Opens a browser context whose every request says it comes from `address` (the project's
 * viewport and device as the test's own page), watched for CSP violations like the test's page.
 * Close it with `context.close()`.
 */
export async function openFromAddress(browser: Browser, watchContext: (context: BrowserContext) => Promise<void>, address: string): Promise<NewAddress> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
  await watchContext(context);
  const page = await context.newPage();
  await quietAnnouncements(page);
  await page.goto('/');
  await expect(header(page).getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  return { context, page };
}

/** The login modal's "Verify it's you" step (a form named so). */
export function verifyStep(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Log in', exact: true }).getByRole('form', { name: "Verify it's you" });
}

/**
 * Logs in with the right password where the server asks for the verification: the modal shows
 * the "Verify it's you" step, and no session was issued (the header still offers Log in, no
 * balance, no token in session storage).
 * @returns the step
 */
export async function logInToVerification(page: Page, username: string, password: string): Promise<Locator> {
  const dialog = await openLogin(page);
  await submitLogin(page, dialog, username, password);
  const step = verifyStep(page);
  await expect(step).toBeVisible();
  await expect(step.getByText("This is a login from a new place. Please verify it's you to continue.")).toBeVisible();
  await expectNoSession(page);
  return step;
}

/** Not logged in: no balance, the header's Log in button (behind the modal), no session token. */
export async function expectNoSession(page: Page): Promise<void> {
  await expect(balance(page)).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Log in', exact: true })).toHaveCount(1);
  expect(await page.evaluate(() => window.sessionStorage.getItem('token')), 'no session token').toBeNull();
}

/** The masked mobile number as the verification step and the security page show it: `+63 •••• 4567`. */
export function maskedMobile(mobile: string, dialingCode = '63'): string {
  return `+${dialingCode} •••• ${mobile.slice(-4)}`;
}

/** A 6-digit code that is surely not `code`. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
