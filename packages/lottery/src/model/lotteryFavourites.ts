/**
 * LOTTFAV: lottery favourites per username in local storage (spec §1 "Lottery favourites are
 * kept per username in local browser storage", §3 "Lottery favourite IDs stored per username",
 * local storage key `LOTTFAV`).
 *
 * The stored value is one JSON object mapping each lower-cased username to that user's
 * favourite lottery game codes, in the order they were added:
 * `{ "player1": ["VN_NORTH", "SEA_5D"], "maria": ["GW_642"] }`. Reading never throws: corrupt
 * JSON, a value of the wrong shape or a storage the browser refuses count as "no favourites";
 * writing keeps the other users' lists and, when storage refuses the write (private mode, quota),
 * keeps the change in memory for this page so the star still works.
 */
import { LOCAL_KEYS } from '@gamehall/api-client';

/** The local storage key (spec §3). */
export const LOTTFAV_KEY = LOCAL_KEYS.LOTTFAV;

/** At most this many favourites are kept per user (the oldest go first); keeps the entry small. */
export const MAX_LOTTERY_FAVOURITES = 200;

/** A lottery game code as the contract accepts it (`GameCode`). */
const GAME_CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/** The LOTTFAV object: lower-cased username → favourite game codes. */
export type LotteryFavouritesByUser = Record<string, string[]>;

/** The storage LOTTFAV lives in (`window.localStorage`), or null where there is none or access throws. */
function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The value written when storage refused it: what this page reads until storage works again. */
let memoryValue: string | null | undefined;

/**
 * The raw LOTTFAV string (or null): from storage, or from memory after storage refused a write.
 *
 * @param storage - where to read (default local storage)
 * @returns the stored JSON text, or null when there is none
 */
export function readRawLotteryFavourites(storage: Storage | null = defaultStorage()): string | null {
  if (memoryValue !== undefined) return memoryValue;
  try {
    return storage?.getItem(LOTTFAV_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Parses a LOTTFAV value, dropping whatever does not fit (never throws).
 *
 * @param raw - the stored JSON text, or null
 * @returns the users' lists; `{}` for null, corrupt JSON or a non-object; a user's entry that is
 *   not an array of game codes is dropped; codes are de-duplicated
 */
export function parseLotteryFavourites(raw: string | null): LotteryFavouritesByUser {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const result: LotteryFavouritesByUser = {};
  for (const [user, codes] of Object.entries(parsed as Record<string, unknown>)) {
    if (!Array.isArray(codes)) continue;
    const valid = codes.filter((code): code is string => typeof code === 'string' && GAME_CODE.test(code));
    result[user] = [...new Set(valid)];
  }
  return result;
}

/**
 * The key a username is stored under: trimmed and lower-cased, so `Player1` and `player1` share
 * one list (usernames are case-insensitive at login).
 *
 * @param username - the logged-in account name
 * @returns the LOTTFAV key of that user ('' for a blank name)
 */
export function lotteryFavouritesUserKey(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * One user's favourite lottery game codes.
 *
 * @param username - the account name (any case)
 * @param raw - the stored LOTTFAV text (default: read now from local storage)
 * @returns the codes in the order they were added; `[]` for no user, no entry or a corrupt value
 */
export function getLotteryFavourites(username: string | null | undefined, raw: string | null = readRawLotteryFavourites()): string[] {
  const key = username ? lotteryFavouritesUserKey(username) : '';
  if (!key) return [];
  return parseLotteryFavourites(raw)[key] ?? [];
}

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * Calls `listener` whenever LOTTFAV changes: a write on this page, or another tab's write (the
 * `storage` event).
 *
 * @param listener - called without arguments
 * @returns a function that stops the calls
 */
export function subscribeLotteryFavourites(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOTTFAV_KEY || event.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/**
 * Replaces one user's favourite lottery game codes, keeping every other user's list. An empty
 * list removes the user's entry. Invalid codes are dropped, duplicates removed and only the
 * newest {@link MAX_LOTTERY_FAVOURITES} kept. Never throws: if storage refuses the write the
 * value is kept in memory for this page.
 *
 * @param username - the account name (any case); a blank name writes nothing
 * @param codes - the user's codes, oldest first
 * @param storage - where to write (default local storage)
 * @returns the list as stored
 */
export function setLotteryFavourites(username: string, codes: readonly string[], storage: Storage | null = defaultStorage()): string[] {
  const key = lotteryFavouritesUserKey(username);
  if (!key) return [];
  const others = Object.entries(parseLotteryFavourites(readRawLotteryFavourites(storage))).filter(([user]) => user !== key);
  const list = [...new Set(codes.filter((code) => GAME_CODE.test(code)))].slice(-MAX_LOTTERY_FAVOURITES);
  const raw = JSON.stringify(Object.fromEntries(list.length > 0 ? [...others, [key, list]] : others));
  try {
    if (!storage) throw new Error('no local storage');
    storage.setItem(LOTTFAV_KEY, raw);
    memoryValue = undefined;
  } catch {
    memoryValue = raw;
  }
  notify();
  return list;
}

/**
 * Adds or removes one game from a user's favourites (spec §4 "Favourite toggle: adds or removes
 * depending on whether the game is already a favourite"); an added game goes to the end.
 *
 * @param username - the account name (any case)
 * @param gameCode - the lottery game code
 * @param storage - where to write (default local storage)
 * @returns the user's list after the change
 */
export function toggleLotteryFavourite(username: string, gameCode: string, storage: Storage | null = defaultStorage()): string[] {
  const current = getLotteryFavourites(username, readRawLotteryFavourites(storage));
  const next = current.includes(gameCode) ? current.filter((code) => code !== gameCode) : [...current, gameCode];
  return setLotteryFavourites(username, next, storage);
}

/** Forgets a value kept in memory after a refused write (tests). */
export function resetLotteryFavouritesMemory(): void {
  memoryValue = undefined;
}
