/**
 * The first render's data inlined in `index.html` by the platform server (issue 14; the server's
 * `src/routes/bootData.ts`): read once at start and put into RTK Query's cache, so the system
 * status gate and the home page render without waiting for their calls. A static deployment
 * without it (docs/architecture.md "Deployments: served by the platform, or static on a CDN") simply asks the API.
 */
import { BOOT_DATA_ELEMENT_ID, BOOT_DATA_VERSION, type BootData, getClientConfig } from '@gamehall/api-client';
import { getLanguage, LANG_STORAGE_KEY } from '@gamehall/i18n';
import { SITE_ANNOUNCEMENTS_ARGS, shellApi } from '../api/shellApi';
import type { AppStore } from '../store/store';

/** Oldest inline data used, in milliseconds (older: ignored). */
export const BOOT_DATA_MAX_AGE_MS = 60_000;

/**
 * Reads and checks the inline data (kept small: the home page's JS budget).
 * @param maxAgeMs - oldest data used, in milliseconds ({@link BOOT_DATA_MAX_AGE_MS} by default)
 * @returns the data; undefined when the element is missing or empty, its JSON malformed or of
 *   another shape, older than `maxAgeMs` (a date ahead of the client's clock is taken as fresh), in another language than the
 *   client renders in (local storage `lang`, else `getLanguage()`) or for another merchant than
 *   the api-client's configured one (never throws)
 */
export function readBootData(maxAgeMs = BOOT_DATA_MAX_AGE_MS): BootData | undefined {
  try {
    // A missing element parses `undefined` and a `null` has no `v`: both throw, so both give nothing.
    const data = JSON.parse(document.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent as string) as BootData;
    return data.v === BOOT_DATA_VERSION &&
      Date.now() - data.generatedAt <= maxAgeMs &&
      data.language === (localStorage.getItem(LANG_STORAGE_KEY) ?? getLanguage()) &&
      data.merchant === getClientConfig().merchantCode &&
      typeof data.systemStatus.status === 'number' &&
      // Lists (anything else has no `map`; a missing object throws): the shapes the components read.
      !!data.permissionInfo.imageCDNs.map &&
      !!data.announcements.value.banners.map &&
      !!data.gameMenus.map &&
      (!data.hotGames || !!data.hotGames.list.map)
      ? data
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Seeds RTK Query's cache from the inline data ({@link readBootData}) in one synchronous
 * `upsertQueryEntries` (unlike the thunk `upsertQueryData`, the entries are fulfilled before the
 * first render, in one store update): `getSystemStatus` and `getPermissionInfo` (the status
 * gate's calls), `getGameMenus` (the header's bar and the footer), and `getAnnouncements` with
 * `SITE_ANNOUNCEMENTS_ARGS` (the banners and home page) unless the client has a session token (a
 * member's answer has other popups, spec §3 execution). The gate still polls the status, so a
 * later maintenance is noticed as before; a blocked status seeded here shows its page at once.
 * The data's feature answers (`hotGames`) are the app's to seed: it gets the data back.
 * @param store - the app's store (the api-client configured, as `startApp` does before `onStoreReady`)
 * @returns the data seeded, or undefined when there was none to use
 */
export function seedBootData(store: AppStore): BootData | undefined {
  const data = readBootData();
  if (!data) return undefined;
  store.dispatch(
    shellApi.util.upsertQueryEntries([
      { endpointName: 'getSystemStatus', arg: undefined, value: data.systemStatus },
      { endpointName: 'getPermissionInfo', arg: undefined, value: data.permissionInfo },
      { endpointName: 'getGameMenus', arg: undefined, value: data.gameMenus },
      ...(getClientConfig().getToken() ? [] : [{ endpointName: 'getAnnouncements' as const, arg: SITE_ANNOUNCEMENTS_ARGS, value: data.announcements.value }]),
    ]),
  );
  return data;
}
