/**
 * The first render's data inlined in `index.html` by the platform server (issue 14; the server's
 * `src/routes/bootData.ts`): read once at start and put into RTK Query's cache, so the system
 * status gate and the home page render without waiting for their calls. A static deployment
 * without it (docs/architecture.md "Deployments") simply asks the API.
 */
import { getClientConfig, SESSION_KEYS, type ValueOf } from '@gamehall/api-client';
import { getLanguage, LANG_STORAGE_KEY } from '@gamehall/i18n';
import { SITE_ANNOUNCEMENTS_ARGS, shellApi } from '../api/shellApi';
import type { AppStore } from '../store/store';

/** `id` of the `<script type="application/json">` element holding the data. */
export const BOOT_DATA_ELEMENT_ID = 'gh-boot';

/** Oldest inline data used, in milliseconds (older, or dated this far in the future: ignored). */
export const BOOT_DATA_MAX_AGE_MS = 60_000;

/** The inline data (shape version 1): each field the exact `value` of that endpoint's answer. */
export interface BootData {
  /** Shape version: 1. */
  v: 1;
  /** When the server built it, epoch milliseconds. */
  generatedAt: number;
  /** The merchant code it is for (spec §1 "Multi-merchant"). */
  merchant: string;
  /** Language of the language-dependent answers (a platform code, e.g. `EN`). */
  language: string;
  /** The catalogue version it was read at. */
  catalogueVersion: number;
  /** `systemStatus` (spec §4 "System status"). */
  systemStatus: ValueOf<'systemStatus'>;
  /** `permissionInfo` (spec §3). */
  permissionInfo: ValueOf<'permissionInfo'>;
  /** The site's announcements call (its query: `types`, `execution`) and answer, anonymous audience. */
  announcements: { query: { types: string; execution: string }; value: ValueOf<'announcements'> };
}

/** Options of {@link readBootData} and {@link seedBootData}; each defaults to the running page. */
export interface BootDataOptions {
  /** Where the element is looked up (default `document`). */
  doc?: Pick<Document, 'getElementById'>;
  /** The time now, epoch milliseconds (default `Date.now()`). */
  now?: number;
  /** The language the client renders in (default: local storage `lang`, else `getLanguage()`). */
  language?: string;
  /** The client's merchant code (default the api-client's configured one). */
  merchant?: string;
  /** {@link BOOT_DATA_MAX_AGE_MS} by default. */
  maxAgeMs?: number;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Reads and checks the inline data.
 * @param options - see {@link BootDataOptions}
 * @returns the data; undefined when the element is missing or empty, its JSON malformed or of
 *   another shape, older than the max age, in another language or for another merchant (never throws)
 */
export function readBootData(options: BootDataOptions = {}): BootData | undefined {
  try {
    const text = (options.doc ?? document).getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
    if (!text) return undefined;
    const data: unknown = JSON.parse(text);
    if (!isObject(data) || data.v !== 1 || typeof data.generatedAt !== 'number') return undefined;
    const { systemStatus: status, permissionInfo: info, announcements } = data;
    if (!isObject(status) || ![0, 1, 2].includes(status.status as number) || !isObject(info) || !Array.isArray(info.imageCDNs)) return undefined;
    if (!isObject(announcements) || !isObject(announcements.value) || !Array.isArray(announcements.value.banners)) return undefined;
    if (Math.abs((options.now ?? Date.now()) - data.generatedAt) > (options.maxAgeMs ?? BOOT_DATA_MAX_AGE_MS)) return undefined;
    if (data.language !== (options.language ?? storedLanguage() ?? getLanguage())) return undefined;
    if (data.merchant !== (options.merchant ?? getClientConfig().merchantCode)) return undefined;
    return data as unknown as BootData;
  } catch {
    return undefined;
  }
}

/**
 * Seeds RTK Query's cache from the inline data ({@link readBootData}) in one synchronous
 * `upsertQueryEntries`, before the first render:
 * `getSystemStatus` and `getPermissionInfo` (the status gate's calls), and `getAnnouncements`
 * with `SITE_ANNOUNCEMENTS_ARGS` (the banners and home page) unless a session token is stored
 * (a member's answer has other popups, spec §3 execution). The gate still polls the status, so a
 * later maintenance is noticed as before; a blocked status seeded here shows its page at once.
 * @param store - the app's store
 * @param options - see {@link BootDataOptions}
 * @returns whether anything was seeded
 */
export function seedBootData(store: AppStore, options?: BootDataOptions): boolean {
  const data = readBootData(options);
  if (!data) return false;
  const { query, value } = data.announcements;
  let member = true;
  try {
    member = !!sessionStorage.getItem(SESSION_KEYS.token);
  } catch {
    // No storage: treat as a member (no announcements seeded).
  }
  // One synchronous action (`upsertQueryEntries`, unlike the thunk `upsertQueryData`): the
  // entries are fulfilled before the first render, in one store update.
  store.dispatch(
    shellApi.util.upsertQueryEntries([
      { endpointName: 'getSystemStatus', arg: undefined, value: data.systemStatus },
      { endpointName: 'getPermissionInfo', arg: undefined, value: data.permissionInfo },
      ...(!member && query.types === SITE_ANNOUNCEMENTS_ARGS.types && query.execution === SITE_ANNOUNCEMENTS_ARGS.execution
        ? [{ endpointName: 'getAnnouncements' as const, arg: SITE_ANNOUNCEMENTS_ARGS, value }]
        : []),
    ]),
  );
  return true;
}
