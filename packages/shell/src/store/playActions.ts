/**
 * Play events any package may dispatch (docs/architecture.md: features never import each other; the
 * lobby's game-launch saga handles these, spec §4 "Starting a game").
 */
import { createAction } from '@reduxjs/toolkit';
import type { Game, Vendor } from '@gamehall/api-client';

/** Payload of {@link gameLaunchRequested}. */
export interface GameLaunchRequest {
  /** The game to start (spec §3 Game). */
  game: Game;
  /** The tile's free-trial button (supportPlay 0): play money, no login needed. */
  freePlay?: boolean;
  /**
   * The game was chosen inside its vendor's game list popup (spec §4 "isGame VASSALAGE opens the
   * popup game list"): it starts at once instead of opening that list again.
   */
  fromVendorList?: true;
}

/**
 * A player asked to start a game (a tile's play or free-trial button, a search result). The
 * game-launch saga routes it by vendor (spec §4): login popup for a visitor, in_need_true_account
 * for a trial account, `/vnLottery`, `/seaLottery`, `/lottery?gameCode=`, the vendor game list of
 * a VASSALAGE vendor, or the game popup (after a wallet transfer on transfer-wallet merchants).
 */
export const gameLaunchRequested = createAction<GameLaunchRequest>('play/gameLaunchRequested');

/**
 * A player asked to start a vendor (a vendor tile, the header's single-vendor category, spec §2
 * "Header nav click", "Vendor tile: opens a vendor launch"). The saga routes it like a game:
 * RNG vendors go to `/rng?vassalage=`, VASSALAGE vendors open their game list, lottery vendors
 * their lottery page, others launch the vendor's lobby game.
 */
export const vendorLaunchRequested = createAction<Vendor>('play/vendorLaunchRequested');

/** The action types of the play flows (the app loads the lobby's launch saga on the first one). */
export const PLAY_ACTION_TYPES: readonly string[] = [gameLaunchRequested.type, vendorLaunchRequested.type];
