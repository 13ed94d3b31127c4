/**
 * Handlers of the wallet and launch endpoints (spec §4, §7 "Games and wallet"): launchGame,
 * gameLaunchFB, merchantWallet, walletTransfer, bettingRecords.
 */
import { type Handlers } from './api.ts';

type WalletEndpoint = 'launchGame' | 'gameLaunchFB' | 'merchantWallet' | 'walletTransfer' | 'bettingRecords';

const notYet = (): never => {
  throw new Error('not implemented yet');
};

/** The wallet and launch handlers, merged into the contract's handler map by api.ts. */
export const walletHandlers: Pick<Handlers, WalletEndpoint> = {
  launchGame: async () => notYet(),
  gameLaunchFB: async () => notYet(),
  merchantWallet: async () => notYet(),
  walletTransfer: async () => notYet(),
  bettingRecords: async () => notYet(),
};
