/**
 * Where a lobby launch's game goes back to (spec §7 launch `backUrl`). A plain function, called
 * by the game-launch saga with `call(...)` so tests can provide it. (The launch `device` is
 * shell's `launchDevice`, shared with the lottery pages.)
 */

/**
 * Where the game's own "back" returns to (`backUrl`): this page without its query or hash, so no
 * token or filter in the URL reaches the game vendor.
 *
 * @returns `location.origin + location.pathname`, e.g. `https://play.example.com/rng`
 */
export function lobbyBackUrl(): string {
  return window.location.origin + window.location.pathname;
}
