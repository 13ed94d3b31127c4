/**
 * Test helpers of `@gamehall/play` (`@gamehall/play/testing`): the session saga itself (for
 * stories and tests that run the flow), the frame's events and the wallet mode reset.
 *
 * @packageDocumentation
 */
export { gameSessionSaga } from './gameSessionSaga';
export { gameFrameLoaded, gameMessageReceived, gameSessionLaunched, gameReady, gameBlocked, gameTabRequested } from './gameSessionSlice';
export { forgetMerchantWallet, newTransferId } from './vendorWallets';
export { openGameTab, type GameTab } from './gameLaunch';
