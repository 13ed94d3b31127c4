/**
 * Moving money between the main wallet and the vendor wallets around a game (spec §7
 * GCS_merchantWallet, GCS_walletTransfer; issue 5 "wallets"), for every feature that launches a
 * game with the member's money: the lobby's game popup and the lottery pages.
 *
 * - Which vendor wallets hold money is read fresh from the balance (`vendorWallets` of
 *   `/wps/v2/wallets/balance`) before every move, never remembered by the page, so money left in
 *   a vendor wallet by another tab or before a reload is found and moved back.
 * - Moves run one after another (one promise chain per page): a move waits for the previous one
 *   and is never cut off half way, whatever happens to the caller meanwhile (a cancelled launch,
 *   a closed game, an unmounted page).
 * - The merchant's wallet mode (GCS_merchantWallet `isSingle`) is asked once and remembered; it
 *   is asked again once when a transfer in answers `wallet.transfer.not.allowed` (the merchant
 *   switched to a single wallet).
 *
 * Plain promise functions over api-client's `request`: sagas call them with `call(...)`, hooks
 * await them.
 */
import { ERROR_CODES, isPlatformError, request, type ValueOf } from '@gamehall/api-client';

/** A wallet move direction: `IN` = main → vendor wallet, `OUT` = vendor wallet → main. */
type Direction = 'IN' | 'OUT';

/** The last move of the page; every move starts after it has settled (it never rejects). */
let lastMove: Promise<void> = Promise.resolve();
/** GCS_merchantWallet's `isSingle`, once asked. */
let singleWallet: boolean | undefined;

/**
 * A fresh transfer id (a version 4 UUID, the idempotency key of GCS_walletTransfer).
 * `crypto.randomUUID` exists only in secure contexts; on a page served over plain HTTP the id is
 * made from `crypto.getRandomValues`, which exists everywhere.
 *
 * @returns e.g. `3b241101-e2bb-4255-8caf-4136c566a962`
 */
export function newTransferId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Forgets the merchant's wallet mode, so the next move asks GCS_merchantWallet again (the moves
 * do this themselves after `wallet.transfer.not.allowed`; tests start each case from a fresh
 * mode).
 */
export function forgetMerchantWallet(): void {
  singleWallet = undefined;
}

/** Runs `move` after the previous move has settled; the next move waits for this one. */
function serialised(move: () => Promise<void>): Promise<void> {
  const run = lastMove.then(move);
  lastMove = run.catch(() => undefined);
  return run;
}

/** Whether the merchant runs one wallet for every vendor (GCS_merchantWallet, asked once). */
async function isSingleWallet(): Promise<boolean> {
  if (singleWallet === undefined) singleWallet = (await request('merchantWallet')).isSingle;
  return singleWallet;
}

/** Whether a money string is zero (`0`, `0.00`, `-0.00`). */
const isZero = (money: string) => /^-?0*(\.0*)?$/.test(money);

/** The vendor wallets holding money, from a fresh balance (`vendorWallets`; none when the answer has no list). */
async function heldVendorWallets(): Promise<string[]> {
  const balance: ValueOf<'balance'> = await request('balance');
  return (balance.vendorWallets ?? []).filter((wallet) => !isZero(wallet.balance)).map((wallet) => wallet.vassalage);
}

/** One GCS_walletTransfer of everything in the source wallet (no `amount`), with a fresh transfer id. */
function transferAll(vassalage: string, direction: Direction): Promise<ValueOf<'walletTransfer'>> {
  return request('walletTransfer', { body: { transferId: newTransferId(), vassalage, direction } });
}

/** Whether an error is the platform's `errorCode`. */
const failedWith = (error: unknown, errorCode: string) => isPlatformError(error) && error.errorCode === errorCode;

/**
 * Moves each vendor wallet back to main. A wallet that cannot be moved keeps its money: the
 * balance (main + vendor wallets) still counts it, and the next move finds it again.
 */
async function moveBack(vendors: readonly string[]): Promise<void> {
  for (const vassalage of vendors) {
    try {
      await transferAll(vassalage, 'OUT');
    } catch {
      // Left for the next move (see above).
    }
  }
}

/** {@link prepareVendorWallet}'s move; `retried` after the wallet mode was asked again. */
async function prepare(vassalage: string, retried: boolean): Promise<void> {
  const single = await isSingleWallet();
  // Moving back is best effort: without a balance the launch still goes ahead (on a transfer
  // merchant with the transfer in below).
  const held = await heldVendorWallets().catch((): string[] => []);
  if (single) return moveBack(held);
  await moveBack(held.filter((code) => code !== vassalage));
  try {
    await transferAll(vassalage, 'IN');
  } catch (error) {
    // Nothing in the main wallet: the vendor wallet may hold it all already.
    if (failedWith(error, ERROR_CODES.insufficientFunds)) return;
    if (failedWith(error, ERROR_CODES.transferNotAllowed) && !retried) {
      forgetMerchantWallet();
      return prepare(vassalage, true);
    }
    throw error;
  }
}

/**
 * Gets the member's money ready for a game of `vassalage` (spec §7 GCS_merchantWallet,
 * GCS_walletTransfer), after any move still running:
 * - single-wallet merchant: the game plays on the main wallet; vendor wallets still holding
 *   money (from a time in transfer mode) are moved back to main;
 * - transfer-wallet merchant: every other vendor wallet holding money is moved back to main,
 *   then everything in main is moved into `vassalage`'s wallet. An empty main wallet
 *   (`wallet.insufficient.funds`) is not an error: the vendor wallet may hold the money already.
 *
 * A transfer in answered `wallet.transfer.not.allowed` asks the wallet mode again, once. Moves
 * back that fail leave the money where it is (the balance still counts it; the next move tries
 * again).
 *
 * @param vassalage - the game's vendor code, e.g. `PG`
 * @returns when the money is in place
 * @throws PlatformError / NetworkError of GCS_merchantWallet or of the transfer in (e.g. a
 *   trial account's `member.trial`, an unknown vendor's `wallet.transfer.not.allowed`)
 * @example
 * ```ts
 * await prepareVendorWallet(game.vassalage);   // then launch the game
 * ```
 */
export function prepareVendorWallet(vassalage: string): Promise<void> {
  return serialised(() => prepare(vassalage, false));
}

/**
 * Moves every vendor wallet holding money (from a fresh balance) back to the main wallet, after
 * any move still running: when a game closes or its page is left. A wallet that cannot be moved
 * keeps its money (the balance still counts it).
 *
 * @returns when the moves are done
 * @throws PlatformError / NetworkError of the balance read (nothing was moved)
 */
export function releaseVendorWallets(): Promise<void> {
  return serialised(async () => moveBack(await heldVendorWallets()));
}
