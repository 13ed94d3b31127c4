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

test('an agent logs in at /agent and sees the agent centre with a live clock', async ({ page }) => {
  await login(page, 'agent1');
  await expect(page).toHaveURL(/\/agentHome$/);
  const nav = page.getByRole('navigation', { name: 'Agent centre' });
  await expect(nav.getByTestId('gmt-offset')).toHaveText('GMT+8');
  await expect(nav.getByTestId('agent-nickname')).toHaveText('Agent One');
  await expect(page.getByRole('heading', { name: 'Welcome, Agent One' })).toBeVisible();
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
  await page.getByRole('navigation', { name: 'Agent centre' }).getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Are you sure you want to log out?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/agent$/);
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
});
