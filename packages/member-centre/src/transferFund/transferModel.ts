/**
 * The transferFund page's model (spec §2 transferFund; spec §7 GCS_walletTransfer): the wallets
 * a member can move money between, and what a transfer from one to another sends.
 */
import type { BalanceValue, Vendor, VendorLane, WalletTransferBody } from '@gamehall/api-client/contract';

/** The main wallet's id in the page's pickers (the server's ledger name too). */
export const MAIN_WALLET_ID = 'MAIN';

/** One wallet as the page shows it. */
export interface WalletView {
  /** {@link MAIN_WALLET_ID} or a vendor code (`vassalage`). */
  id: string;
  /** The vendor's display name; empty for the main wallet (the page names it in the player's language). */
  name: string;
  /** Its balance, decimal string with 2 decimals. */
  balance: string;
}

/**
 * The member's wallets: main first, then every vendor of the merchant (each vendor once, in lane
 * order) with its balance (`0.00` when it holds nothing), then vendor wallets holding money whose
 * vendor is not in the lanes any more (so no money is ever hidden).
 *
 * @param balance - the balance answer (`mainBalance`, `vendorWallets`)
 * @param lanes - the vendor lanes (GCSGAME_newGameVendor)
 * @returns the wallets
 */
export function walletViews(balance: Pick<BalanceValue, 'balance' | 'mainBalance' | 'vendorWallets'>, lanes: readonly VendorLane[]): WalletView[] {
  const held = new Map((balance.vendorWallets ?? []).map((w) => [w.vassalage, w.balance]));
  const vendors = new Map<string, Vendor>();
  for (const lane of lanes) for (const vendor of lane.vendors) if (!vendors.has(vendor.vassalage)) vendors.set(vendor.vassalage, vendor);
  const views: WalletView[] = [{ id: MAIN_WALLET_ID, name: '', balance: balance.mainBalance ?? balance.balance }];
  for (const vendor of vendors.values()) views.push({ id: vendor.vassalage, name: vendor.displayName, balance: held.get(vendor.vassalage) ?? '0.00' });
  for (const [vassalage, amount] of held) if (!vendors.has(vassalage)) views.push({ id: vassalage, name: vassalage, balance: amount });
  return views;
}

/**
 * The body of a transfer between two wallets, one of them the main wallet.
 *
 * @param from - the source wallet id
 * @param to - the target wallet id
 * @param transferId - the idempotency key (one per submission)
 * @param amount - decimal string; absent: everything in the source
 * @returns the body, or undefined when neither or both sides are the main wallet
 */
export function transferBody(from: string, to: string, transferId: string, amount?: string): WalletTransferBody | undefined {
  if ((from === MAIN_WALLET_ID) === (to === MAIN_WALLET_ID)) return undefined;
  const into = from === MAIN_WALLET_ID;
  return { transferId, vassalage: into ? to : from, direction: into ? 'IN' : 'OUT', ...(amount === undefined ? {} : { amount }) };
}
