import { expect, test } from '@gamehall/playwright-config';
import { NEW_PASSWORD, quietAnnouncements, registerByUsername, uniqueUsername } from './support/accounts';
import {
  creditWallet,
  decimal,
  envelopeValue,
  expectGameReady,
  expectHeaderBalance,
  firstTileWith,
  gameFrame,
  gamePopup,
  placeBet,
  platformResponse,
  readWallets,
  setSingleWallet,
} from './support/play';

// A transfer-wallet merchant (issue 5 "Single and transfer wallets are a merchant setting, and
// the tests run both"; spec §7 GCS_merchantWallet, GCS_walletTransfer): before a launch the
// lobby moves the main wallet into the game vendor's wallet, the game plays on that wallet, and
// closing the game moves it back. The merchant setting is global, so this runs alone after the
// other projects (playwright.config.ts project `transfer-wallet`) and switches back at the end.
test.describe.configure({ mode: 'serial' });

interface TransferValue {
  transferId: string;
  amount: string;
  balance: string;
  vendorBalance: string;
}

const TRANSFER_PATH = '/wps/relay/GCS_walletTransfer';
const direction = (data: unknown) => (data as { direction?: string; vassalage?: string } | null) ?? {};

test('money moves into the vendor wallet for the game and back when it closes; the header shows the total', async ({ page }, info) => {
  test.setTimeout(120_000);
  await quietAnnouncements(page);
  await setSingleWallet(page.request, false);
  try {
    const username = uniqueUsername(info, 't');
    await page.goto('/');
    await registerByUsername(page, username, NEW_PASSWORD);
    await creditWallet(page.request, username, '300.00');
    await expectHeaderBalance(page, 30_000, true);

    await page.goto('/rng');
    const { tile, name } = await firstTileWith(page.locator('main'), 'Play');
    const movedIn = platformResponse(page, TRANSFER_PATH, (r) => direction(r.request().postDataJSON()).direction === 'IN');
    await tile.getByRole('button', { name: 'Play', exact: true }).click();

    // Everything in the main wallet goes to the vendor's wallet before the launch.
    const inResponse = await movedIn;
    const vendor = direction(inResponse.request().postDataJSON()).vassalage ?? '';
    expect(vendor).not.toBe('');
    expect(await envelopeValue<TransferValue>(inResponse)).toMatchObject({ amount: '300.00', balance: '0.00', vendorBalance: '300.00' });
    const popup = gamePopup(page, name);
    const frame = gameFrame(popup);
    await expectGameReady(frame, name, 30_000);
    expect(await readWallets(page)).toMatchObject({ balance: '300.00', mainBalance: '0.00', vendorWallets: [{ vassalage: vendor, balance: '300.00' }] });

    // The bet is settled on the vendor wallet; the balance still counts it.
    const bet = await placeBet(frame);
    const afterBet = decimal(bet.after);
    expect(await readWallets(page)).toMatchObject({ balance: afterBet, mainBalance: '0.00', vendorWallets: [{ vassalage: vendor, balance: afterBet }] });

    // Closing moves it all back to the main wallet, and the header shows the total.
    const movedOut = platformResponse(page, TRANSFER_PATH, (r) => direction(r.request().postDataJSON()).direction === 'OUT');
    await popup.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(popup).toHaveCount(0);
    const outResponse = await movedOut;
    expect(direction(outResponse.request().postDataJSON()).vassalage).toBe(vendor);
    expect(await envelopeValue<TransferValue>(outResponse)).toMatchObject({ amount: afterBet, balance: afterBet, vendorBalance: '0.00' });
    await expectHeaderBalance(page, bet.after);
    expect(await readWallets(page)).toMatchObject({ balance: afterBet, mainBalance: afterBet, vendorWallets: [] });
  } finally {
    await setSingleWallet(page.request, true);
  }
});
