import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@gamehall/playwright-config';

// Issue 10 §1: a production deployment has no seeded account; the operator creates the first
// agent with `admin create-agent`, which prints a one-time password that the first login on the
// agent site must change (the forced change-password modal, spec §4).
test('an agent made by admin create-agent logs in with the one-time password, must change it, then reaches the agent centre', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'creates an account: once per run');
  test.slow(); // argon2id hashes and sealed bodies on a busy 2-core machine
  const account = `boss${String(Date.now() % 1_000_000)}`;
  const admin = join(import.meta.dirname, '..', '..', 'platform-server', 'dist', 'admin.js');
  // The admin CLI reaches the running e2e server through its admin socket (same DATA_DIR).
  const { stdout } = await promisify(execFile)(process.execPath, [admin, 'create-agent', account, 'The Boss'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_AGENT_DATA_DIR, PORT: String(Number(process.env.E2E_AGENT_PORT) + 1000), DATABASE_URL: '', NODE_ENV: 'production', GAMEHALL_DEMO: '1' },
  });
  expect(stdout).toContain('via running server');
  const password = /one-time password (\S+)/.exec(stdout)?.[1] ?? '';
  expect(password).toMatch(/^[A-Za-z2-9]{16}$/);

  await page.goto('/agent');
  const form = page.getByRole('form', { name: 'Agent login' });
  await form.getByLabel(/user ?name/i).fill(account);
  await form.getByLabel(/^password/i).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change password', exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  const next = 'Operator2026x';
  await dialog.getByLabel('New password', { exact: true }).fill(next);
  await dialog.getByLabel('Confirm new password', { exact: true }).fill(next);
  await dialog.getByRole('button', { name: 'Save new password' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(page.getByRole('navigation', { name: 'Agent centre' }).getByTestId('agent-nickname')).toHaveText('The Boss');
});
