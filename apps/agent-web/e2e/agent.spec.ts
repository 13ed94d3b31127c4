import { expect, test } from '@gamehall/playwright-config';
import { type Page } from '@playwright/test';

// Seeded accounts (apps/platform-server README "Seeded accounts").
const PASSWORD = 'Gamehall2026';

async function login(page: Page, account: string) {
  await page.goto('/agent');
  const form = page.getByRole('form', { name: 'Agent login' });
  await form.getByLabel(/user ?name/i).fill(account);
  await form.getByLabel(/^password/i).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** The agent centre's navigation: a left column from 768 px, on a phone a drawer the menu button opens. */
async function agentNav(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Agent centre menu' })).toBeVisible();
  }
  return page.getByRole('navigation', { name: 'Agent centre' });
}

test('an agent logs in at /agent and sees the agent centre with a live clock', async ({ page }) => {
  await login(page, 'agent1');
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Agent One' })).toBeVisible();
  const nav = await agentNav(page);
  await expect(nav.getByTestId('gmt-offset')).toHaveText('GMT+8');
  await expect(nav.getByTestId('agent-nickname')).toHaveText('Agent One');
  const clock = nav.getByTestId('agent-clock');
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '', { timeout: 3000 });
});

test('a member is refused at /agent', async ({ page }) => {
  await login(page, 'player1');
  await expect(page.getByRole('alert')).toContainText('Non-agents cannot log in');
  await expect(page).toHaveURL(/\/agent$/);
});

test('a visitor of /agentHome is sent to /agent, and / too', async ({ page }) => {
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('heading', { name: 'Agent login' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/agent$/);
});

test('an agent logs out after the confirm and lands on /agent', async ({ page }) => {
  await login(page, 'agent2');
  await expect(page).toHaveURL(/\/agentHome$/);
  await (await agentNav(page)).getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Are you sure you want to log out?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/agent$/);
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
});
