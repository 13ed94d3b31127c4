import { expect, test } from '@gamehall/playwright-config';
import { NEW_PASSWORD, quietAnnouncements, registerByUsername, uniqueUsername } from './support/accounts';
import { creditWallet, expectGameReady, expectHeaderBalance, firstTileWith, gameFrame, gamePopup, moneyText, peso, placeBet, raiseStake } from './support/play';

// Issue 12, the manual rebate as a new player claims it against the real platform server (spec
// §2 manualRebate): valid bets since the last claim × the merchant's rate per game category
// (slots 0.8 %, seeded), rounded down to the cent, claimed by hand once; the credit is a REBATE
// ledger entry in the transaction history.

test.beforeEach(async ({ page }) => {
  await quietAnnouncements(page);
});

/** The seeded slots (RNG) rebate rate: 0.8 % = 8 per 1000. */
const SLOT_RATE_PER_MILLE = 8;

test('a new player plays, claims the rebate on the bets once, and finds it in the transaction history', async ({ page }, info) => {
  // Registration, a game in its cross-origin frame, two bets and three member pages: over 2 minutes on a loaded 2-core machine.
  test.setTimeout(240_000);
  const username = uniqueUsername(info, 'rb');
  await page.goto('/');
  await registerByUsername(page, username, NEW_PASSWORD);
  await creditWallet(page.request, username, '2000.00');
  await expectHeaderBalance(page, 200_000, true);

  // Nothing to claim before any bet.
  await page.goto('/member/manualRebate');
  const summary = page.getByRole('region', { name: 'Rebate available' });
  await expect(summary).toContainText('No rebate yet: play to earn one.');
  await expect(summary.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();

  // Two spins of a slot at a stake of at least ₱100 (the minimum claim is ₱1.00).
  await page.goto('/?type=RNG');
  const { tile, name } = await firstTileWith(page.locator('main'), 'Play');
  await tile.getByRole('button', { name: 'Play', exact: true }).click();
  const popup = gamePopup(page, name);
  const frame = gameFrame(popup);
  await expectGameReady(frame, name, 200_000);
  await raiseStake(frame, 10_000);
  const first = await placeBet(frame);
  const second = await placeBet(frame);
  await frame.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(popup).toHaveCount(0);
  await expectHeaderBalance(page, second.after);
  const validBet = first.stake + second.stake;
  const rebate = Math.floor((validBet * SLOT_RATE_PER_MILLE) / 1000);
  expect(rebate, 'a rebate of at least the minimum claim').toBeGreaterThanOrEqual(100);

  // The page shows it, per category too; the claim pays it onto the balance.
  await page.goto('/member/manualRebate');
  await expect(summary.getByText(moneyText(rebate))).toBeVisible();
  const slots = page.getByRole('table', { name: 'Rebate by game category' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Slots' }) });
  await expect(slots).toContainText(peso(validBet));
  await expect(slots).toContainText('0.8%');
  await summary.getByRole('button', { name: 'Claim rebate', exact: true }).click();
  const paid = summary.getByRole('status');
  await expect(paid).toHaveText(`${peso(rebate)} has been added to your wallet.`);
  await expectHeaderBalance(page, second.after + rebate);

  // Right after it there is nothing left to claim.
  await expect(summary).toContainText('No rebate yet: play to earn one.');
  await expect(summary.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
  await page.reload();
  await expect(summary).toContainText(/Last claimed: /);
  await expect(summary.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();

  // The transaction history lists the rebate.
  await page.goto('/member/transactionHistory');
  const entries = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  const rebates = entries.filter({ has: page.getByText('Rebate', { exact: true }) });
  await expect(rebates).toHaveCount(1);
  await expect(rebates).toContainText(`+${peso(rebate)}`);
});
