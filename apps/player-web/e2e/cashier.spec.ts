import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@gamehall/playwright-config';
import { type Locator, type Page } from '@playwright/test';
import { NEW_PASSWORD, quietAnnouncements, registerByUsername, uniqueUsername } from './support/accounts';
import { creditWallet, expectGameReady, expectHeaderBalance, firstTileWith, gameFrame, gamePopup, placeBet } from './support/play';

// Issue 12, the money flow as a player and the operator do it against the real platform server:
// deposits through the demo payment provider's hosted page (its own origin) and by bank transfer,
// withdrawals with the payment password and a payout account, the operator's decisions with the
// admin CLI, live notifications over the socket (no reload), the player's answer to a paid-out
// withdrawal, platform messages and the transaction history (spec §2 depositv2, withdraw,
// transactionHistory, messageV2; §4 deposit states, withdrawal confirmation, notifications).

test.beforeEach(async ({ page }) => {
  await quietAnnouncements(page);
});

/** The payment password every player of this spec sets (6 digits). */
const PAYMENT_PASSWORD = '246810';
/** The payout account every player of this spec binds (a GCash number, 11 digits from 09). */
const PAYEE = { name: 'Juan Dela Cruz', number: '09171234567' };

/**
 * Runs an operator command with the admin CLI (`dist/admin.js`) against the running e2e server
 * (its admin socket in the run's data directory, as e2e/system-status.spec.ts does).
 * @returns what the command printed
 */
function admin(...args: string[]): string {
  const r = spawnSync(process.execPath, [join(import.meta.dirname, '..', '..', 'platform-server', 'dist', 'admin.js'), ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, NODE_ENV: 'production', DATABASE_URL: '', PORT: process.env.E2E_PORT },
    encoding: 'utf8',
  });
  expect(r.status, `admin ${args.join(' ')}: ${r.stderr || r.stdout}`).toBe(0);
  return r.stdout;
}

/** The id (first column) of the `admin deposit list` line that carries `reference`. */
function depositIdByReference(reference: string): string {
  const line = admin('deposit', 'list', '--status', 'PENDING')
    .split('\n')
    .find((l) => l.includes(` ${reference} `));
  expect(line, `a PENDING deposit with reference ${reference} in "admin deposit list"`).toBeTruthy();
  return (line ?? '').trim().split(/\s+/)[0] ?? '';
}

/** The live notification notice under the header (a polite status) saying `text`. */
function notice(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/**
 * Marks the current document, so a later {@link expectSameDocument} proves that what happened in
 * between came without a reload or a navigation.
 */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __cashierMark?: string }).__cashierMark = 'still here';
  });
}

/** The document marked by {@link markDocument} is still the one shown. */
async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __cashierMark?: string }).__cashierMark), 'no reload or navigation since the mark').toBe('still here');
}

/**
 * The page does not scroll sideways (a phone's dialogs and buttons stay where the player sees
 * them); on failure names the elements that stick out.
 */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const outside = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (getComputedStyle(p).overflowX !== 'visible') return true;
      return false;
    };
    return Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el))
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" right=${String(Math.round(el.getBoundingClientRect().right))}`)
      .slice(0, 10);
  });
  expect(outside, 'elements wider than the page').toEqual([]);
}

/** Picks a deposit channel by its name (its card in the "Payment method" group) and types the amount. */
async function fillDeposit(page: Page, channel: string, amount: string): Promise<void> {
  const channels = page.getByRole('radiogroup', { name: 'Payment method' });
  await channels.getByText(channel, { exact: true }).click();
  await expect(channels.getByRole('radio', { name: new RegExp(`^${channel}\\b`) })).toBeChecked();
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Deposit now', exact: true }).click();
}

/**
 * An online deposit: /member/depositv2, the channel and amount, "Deposit now", the provider's
 * hosted page on its own origin (merchant, amount, method), the player's choice there, and back
 * on /member/depositv2?depositId=….
 * @param decision the provider page's button: `Approve payment` or `Decline`
 * @returns the deposit's status panel (region "Your deposit")
 */
async function depositOnline(page: Page, channel: string, amount: string, shown: string, decision: 'Approve payment' | 'Decline'): Promise<Locator> {
  await page.goto('/member/depositv2');
  await fillDeposit(page, channel, amount);
  // The provider's page: another origin (PAYMENT_PORT), no script.
  await expect(page.getByRole('heading', { level: 1, name: /^Pay / })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(new URL(test.info().project.use.baseURL ?? '').origin);
  await expect(page.getByText(shown, { exact: true })).toBeVisible();
  await expect(page.getByText(channel, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: decision, exact: true }).click();
  await expect(page).toHaveURL(/\/member\/depositv2\?depositId=[\w-]+$/);
  return page.getByRole('region', { name: 'Your deposit' });
}

/** Opens the first slot with Play from the lobby, places one bet and closes the game; answers the balance after it in cents. */
async function playOneBet(page: Page, balanceCents: number): Promise<number> {
  await page.goto('/?type=RNG');
  const { tile, name } = await firstTileWith(page.locator('main'), 'Play');
  await tile.getByRole('button', { name: 'Play', exact: true }).click();
  const popup = gamePopup(page, name);
  const frame = gameFrame(popup);
  await expectGameReady(frame, name, balanceCents);
  const bet = await placeBet(frame);
  await frame.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(popup).toHaveCount(0);
  await expectHeaderBalance(page, bet.after);
  return bet.after;
}

/** /member/withdraw: sets the payment password (twice) and binds the GCash payout account; ends on the withdraw form. */
async function prepareWithdraw(page: Page): Promise<void> {
  await page.goto('/member/withdraw');
  await expect(page.getByRole('heading', { name: 'Set a payment password' })).toBeVisible();
  await page.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await page.getByLabel('Enter it again', { exact: true }).fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'Save payment password' }).click();
  await expect(page.getByText('Your payment password is set.')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Add a payout account' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Bank or e-wallet' }).selectOption({ label: 'GCash · E-wallet' });
  await page.getByLabel("Account holder's name", { exact: true }).fill(PAYEE.name);
  await page.getByLabel('Account number', { exact: true }).fill(PAYEE.number);
  await page.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'Add account', exact: true }).click();
  await expect(page.getByText('Your payout account has been added.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Withdraw', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Send to' }).locator('option:checked')).toHaveText(`GCash •••••••${PAYEE.number.slice(-4)} (${PAYEE.name})`);
}

/** The withdrawals list ("Withdrawal history"). */
function withdrawalHistory(page: Page): Locator {
  return page.getByRole('region', { name: 'Withdrawal history' });
}

/** One withdrawal's row in the list, by its id. */
function withdrawalRow(page: Page, withdrawalId: string): Locator {
  return withdrawalHistory(page).getByRole('listitem').filter({ hasText: withdrawalId });
}

/**
 * Withdraws `amount` with the payment password from the withdraw form: the page says it was sent
 * and the newest row of the history is PENDING with the amount.
 * @returns the withdrawal's id as the row shows it
 */
async function withdraw(page: Page, amount: string, shown: string): Promise<string> {
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'Withdraw now', exact: true }).click();
  await expect(page.getByText(`Your withdrawal of ${shown} was sent. It waits for the operator's approval.`)).toBeVisible();
  const newest = withdrawalHistory(page).getByRole('listitem').first();
  await expect(newest).toContainText(shown);
  await expect(newest).toContainText('Pending');
  const id = /\bW\d{8}[A-Z0-9]{10}\b/.exec(await newest.innerText())?.[0];
  expect(id, 'the withdrawal id in its row').toBeTruthy();
  return id ?? '';
}

/**
 * Answers a paid-out withdrawal: its row's button, then Confirm in the dialog it opens.
 * @param answer the row's button: `Received`, `Not received` or `Partly received`
 * @param title the dialog's title
 * @param options `received`: the amount that arrived (Partly received); `says`: a text the dialog shows;
 *   `proofs`: images picked as proof (Not received), each shown "Ready to send" before Confirm
 */
async function answerWithdrawal(
  page: Page,
  row: Locator,
  answer: string,
  title: string,
  options: { received?: string; says?: string; proofs?: { name: string; mimeType: string; buffer: Buffer }[] } = {},
): Promise<Locator> {
  await row.getByRole('button', { name: answer, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  if (options.says !== undefined) await expect(dialog).toContainText(options.says);
  if (options.received !== undefined) await dialog.getByLabel('Amount received', { exact: true }).fill(options.received);
  if (options.proofs !== undefined) {
    await dialog.getByLabel('Choose images', { exact: true }).setInputFiles(options.proofs);
    await expect(dialog.getByText('Ready to send', { exact: true })).toHaveCount(options.proofs.length);
  }
  await expectNoSidewaysScroll(page);
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  return dialog;
}

/** The operator pays a withdrawal out; the player's page hears it live and the row waits for an answer. */
async function approveLive(page: Page, withdrawalId: string, shown: string): Promise<Locator> {
  await markDocument(page);
  admin('withdrawal', 'approve', withdrawalId);
  await expect(notice(page, `Withdrawal of ${shown} paid out: please confirm when it arrives`)).toBeVisible();
  const row = withdrawalRow(page, withdrawalId);
  await expect(row).toContainText('Paid out');
  await expect(row.getByRole('group', { name: `Did ${shown} arrive?` })).toBeVisible();
  await expectSameDocument(page);
  return row;
}

test('a new player deposits by GCash, plays, withdraws, and confirms the paid-out withdrawal as received', async ({ page }, info) => {
  test.setTimeout(150_000);
  const username = uniqueUsername(info, 'c');
  await page.goto('/');
  await registerByUsername(page, username, NEW_PASSWORD);

  // Deposit 500 by GCash: the provider's page, Approve, and back on the deposit page.
  const status = await depositOnline(page, 'GCash', '500', '₱500.00', 'Approve payment');
  // Everything from here on happens in this document: the credit shows without a reload.
  await markDocument(page);
  await expect(status.getByText('Credited', { exact: true })).toBeVisible();
  await expect(status.getByRole('status')).toHaveText('₱500.00 has been added to your balance.');
  await expectHeaderBalance(page, 50_000);
  await expectSameDocument(page);
  // The provider called the platform back before it sent the player back here, so the credit
  // happened while this page was not open: its notification is the platform message, read below.

  // Play: one bet on the deposited money.
  const afterBet = await playOneBet(page, 50_000);

  // Withdraw 100: payment password, payout account, the withdrawal itself.
  await prepareWithdraw(page);
  const withdrawalId = await withdraw(page, '100', '₱100.00');
  await expectHeaderBalance(page, afterBet - 10_000);
  await expect(page.getByRole('region', { name: 'Your money' })).toContainText(/Available to withdraw\s*₱[\d,]+\.\d{2}/);

  // The operator pays it out: the notice and the answer buttons arrive without a reload.
  const row = await approveLive(page, withdrawalId, '₱100.00');
  await answerWithdrawal(page, row, 'Received', 'Did you receive ₱100.00?', {
    says: `You confirm that ₱100.00 arrived in GCash •••••••${PAYEE.number.slice(-4)}. This cannot be changed later.`,
  });
  await expect(withdrawalHistory(page).getByText('Thank you. Your answer is recorded: Received.')).toBeVisible();
  await expect(row).toContainText('Received');
  await expect(row.getByRole('group', { name: 'Did ₱100.00 arrive?' })).toHaveCount(0);
  await expectHeaderBalance(page, afterBet - 10_000);

  // The platform messages hold both notifications.
  await page.goto('/member/messageV2');
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('button', { name: /Deposit credited$/ })).toBeVisible();
  await expect(messages.getByRole('button', { name: /Withdrawal paid out$/ })).toBeVisible();
});

test('a withdrawal the operator rejects comes back to the balance, with the reason', async ({ page }, info) => {
  test.setTimeout(150_000);
  const username = uniqueUsername(info, 'r');
  await page.goto('/');
  await registerByUsername(page, username, NEW_PASSWORD);
  await creditWallet(page.request, username, '500.00');
  await prepareWithdraw(page);
  await expectHeaderBalance(page, 50_000, true);

  const withdrawalId = await withdraw(page, '100', '₱100.00');
  await expectHeaderBalance(page, 40_000);
  await markDocument(page);
  admin('withdrawal', 'reject', withdrawalId, 'Name does not match');
  await expect(notice(page, 'Withdrawal of ₱100.00 rejected: the money is back in your wallet')).toBeVisible();
  await expectHeaderBalance(page, 50_000);
  const row = withdrawalRow(page, withdrawalId);
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText('Reason: Name does not match');
  await expect(page.getByRole('region', { name: 'Your money' })).toContainText('₱500.00');
  await expectSameDocument(page);
});

test('a deposit declined at the provider shows Failed, and a "deposit failed" message', async ({ page }, info) => {
  test.setTimeout(150_000);
  const username = uniqueUsername(info, 'd');
  await page.goto('/');
  await registerByUsername(page, username, NEW_PASSWORD);

  const status = await depositOnline(page, 'GCash', '300', '₱300.00', 'Decline');
  await expect(status.getByText('Failed', { exact: true })).toBeVisible();
  await expect(status.getByRole('status')).toHaveText('The payment was not completed. You can try again.');
  await expect(status).toContainText(/Reference\s*[A-Z2-9]{8}/);
  const depositId = new URL(page.url()).searchParams.get('depositId') ?? '';
  await expectHeaderBalance(page, 0);

  await page.goto('/member/messageV2');
  const message = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ has: page.getByRole('button', { name: /Deposit failed$/ }) });
  await expect(message).toHaveCount(1);
  await message.getByRole('button', { name: /Deposit failed$/ }).click();
  // The message quotes the deposit's id (as in the return address), not the 8-letter reference.
  await expect(message).toContainText(`Your deposit of ₱300.00 (reference ${depositId}) was not completed. No money was taken from your balance.`);
});

test('a bank transfer shows the bank details and the reference; the operator approves it and the balance rises live', async ({ page }, info) => {
  test.setTimeout(150_000);
  const username = uniqueUsername(info, 'b');
  await page.goto('/');
  await registerByUsername(page, username, NEW_PASSWORD);
  await page.goto('/member/depositv2');
  await fillDeposit(page, 'BDO bank transfer', '1000');

  const details = page.getByRole('region', { name: 'Pay ₱1,000.00 by bank transfer' });
  await expect(details).toBeVisible();
  await expect(details.getByText('Pending', { exact: true })).toBeVisible();
  for (const [term, value] of [
    ['Bank', 'BDO Unibank'],
    ['Account name', 'Gamehall Demo Merchant'],
    ['Account number', '001234567890'],
  ] as const) {
    await expect(details.getByRole('term').filter({ hasText: term }).first()).toBeVisible();
    await expect(details.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(details.getByRole('button', { name: 'Copy Reference' })).toBeVisible();
  await expect(details).toContainText('Quote this reference with your transfer.');
  const reference = /Reference\s*([A-Z2-9]{8})/.exec(await details.innerText())?.[1] ?? '';
  expect(reference, 'the reference shown with the bank details').toMatch(/^[A-Z2-9]{8}$/);
  await expectHeaderBalance(page, 0);

  // The operator sees the transfer arrive and approves the deposit with the reference.
  await markDocument(page);
  admin('deposit', 'approve', depositIdByReference(reference));
  await expect(notice(page, 'Deposit of ₱1,000.00 credited')).toBeVisible();
  await expectHeaderBalance(page, 100_000);
  await expect(page.getByRole('region', { name: 'Deposit history' }).getByText('Credited', { exact: true }).first()).toBeVisible();
  await expectSameDocument(page);
});

test('a paid-out withdrawal answered "Partly received" shows what arrived; another answered "Not received"', async ({ page }, info) => {
  test.setTimeout(150_000);
  const username = uniqueUsername(info, 'q');
  await page.goto('/');
  await registerByUsername(page, username, NEW_PASSWORD);
  await creditWallet(page.request, username, '1000.00');
  await prepareWithdraw(page);

  // Partly received: 120.00 of 300.00.
  const partly = await withdraw(page, '300', '₱300.00');
  const partlyRow = await approveLive(page, partly, '₱300.00');
  await answerWithdrawal(page, partlyRow, 'Partly received', 'How much of ₱300.00 arrived?', { received: '120' });
  await expect(partlyRow).toContainText('Partly received');
  await expect(partlyRow).toContainText('₱120.00 of ₱300.00 received');
  await expect(partlyRow.getByRole('group')).toHaveCount(0);

  // Not received, with two proof images (spec §4: png/jpg, ≤ 5 MB each, ≤ 3).
  const missing = await withdraw(page, '200', '₱200.00');
  const missingRow = await approveLive(page, missing, '₱200.00');
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await answerWithdrawal(page, missingRow, 'Not received', 'Report that ₱200.00 did not arrive?', {
    proofs: [
      { name: 'gcash-history.png', mimeType: 'image/png', buffer: png },
      { name: 'bank-app.png', mimeType: 'image/png', buffer: png },
    ],
  });
  await expect(withdrawalHistory(page).getByText('Thank you. Your answer is recorded: Not received.')).toBeVisible();
  await expect(missingRow).toContainText('Not received');
  await expect(missingRow.getByRole('group')).toHaveCount(0);
  // The operator's list shows the two stored images under the withdrawal.
  const listed = admin('withdrawal', 'list', '--status', 'NOT_RECEIVED');
  const below = listed.slice(listed.indexOf(missing)).split('\n').slice(1);
  const stop = below.findIndex((line) => !line.startsWith('    proof '));
  expect(stop === -1 ? below.length : stop).toBe(2);
  // No money moved back: 1000 − 300 − 200.
  await expectHeaderBalance(page, 50_000);
});

test('a paid-out withdrawal nobody answers in time counts as received', async ({ page }, info) => {
  test.setTimeout(150_000);
  const username = uniqueUsername(info, 'a');
  await page.goto('/');
  await registerByUsername(page, username, NEW_PASSWORD);
  await creditWallet(page.request, username, '500.00');
  await prepareWithdraw(page);
  const withdrawalId = await withdraw(page, '100', '₱100.00');
  await approveLive(page, withdrawalId, '₱100.00');
  await expect(withdrawalRow(page, withdrawalId)).toContainText(/Please answer by .+ \(\d+:\d{2} left\)/);

  // The confirmation window ends now (dev tools), then the player looks again.
  const response = await page.request.post('/dev/withdrawal/deadline', { data: { withdrawalId } });
  expect(response.status(), await response.text()).toBe(200);
  await page.reload();
  const row = withdrawalRow(page, withdrawalId);
  await expect(row).toContainText('Counted as received');
  await expect(row.getByRole('group')).toHaveCount(0);
  await expect(row.getByRole('button')).toHaveCount(0);
  await expectHeaderBalance(page, 40_000);
});

test('the transaction history lists the deposit, the bet, the withdrawal and its refund', async ({ page }, info) => {
  test.setTimeout(150_000);
  const username = uniqueUsername(info, 't');
  await page.goto('/');
  await registerByUsername(page, username, NEW_PASSWORD);
  const status = await depositOnline(page, 'GCash', '500', '₱500.00', 'Approve payment');
  await expect(status.getByText('Credited', { exact: true })).toBeVisible();
  await expectHeaderBalance(page, 50_000);
  await playOneBet(page, 50_000);
  await prepareWithdraw(page);
  const withdrawalId = await withdraw(page, '100', '₱100.00');
  admin('withdrawal', 'reject', withdrawalId, 'Name does not match');
  await expect(withdrawalRow(page, withdrawalId)).toContainText('Rejected');

  await page.goto('/member/transactionHistory');
  const entries = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  const entry = (kind: string) => entries.filter({ has: page.getByText(kind, { exact: true }) });
  await expect(entry('Deposit')).toHaveCount(1);
  await expect(entry('Deposit')).toContainText('+₱500.00');
  await expect(entry('Bet').first()).toBeVisible();
  await expect(entry('Withdrawal')).toHaveCount(1);
  await expect(entry('Withdrawal')).toContainText('−₱100.00');
  await expect(entry('Withdrawal')).toContainText(withdrawalId);
  await expect(entry('Withdrawal refund')).toHaveCount(1);
  await expect(entry('Withdrawal refund')).toContainText('+₱100.00');

  // Only deposits.
  await page.getByRole('combobox', { name: /^Type\b/ }).selectOption({ label: 'Deposits' });
  // The filters' Search (the phone header's search icon button has the same name, no text).
  await page.getByRole('button', { name: 'Search', exact: true }).filter({ hasText: 'Search' }).click();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Deposit');
  await expect(entries.first()).toContainText('+₱500.00');
});

