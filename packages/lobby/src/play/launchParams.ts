/**
 * What a launch tells the platform about this browser (spec §7 launch query: device, backUrl,
 * language) and the transfer ids it draws. Plain functions, called by the game-launch saga with
 * `call(...)` so tests can provide them.
 */
import type { Device } from '@gamehall/api-client';

/** Viewports at least this wide launch the desktop (`WEB`) game; narrower ones the phone (`H5`) game. */
export const DESKTOP_MIN_WIDTH_PX = 768;

/**
 * The device a launch is for: `WEB` on a viewport ≥ 768 px wide, else `H5`.
 *
 * @returns `WEB` or `H5` (`H5` where `matchMedia` is missing)
 */
export function launchDevice(): Device {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'H5';
  return window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`).matches ? 'WEB' : 'H5';
}

/**
 * Where the game's own "back" returns to (`backUrl`): this page without its query or hash, so no
 * token or filter in the URL reaches the game vendor.
 *
 * @returns `location.origin + location.pathname`, e.g. `https://play.example.com/rng`
 */
export function lobbyBackUrl(): string {
  return window.location.origin + window.location.pathname;
}

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
