/**
 * Paging and bounded query numbers of the platform API (spec §7 "Query shapes", §9 page sizes),
 * shared by the route modules (api.ts, games.ts, wallet.ts) so they need not import each other.
 */
import { RequestError } from '../http/envelope.ts';

/** Default and maximum page sizes (spec §9: lobby page size 18). */
export const PAGE_DEFAULT = 18;
/** Largest page size accepted; larger is a 400. */
export const PAGE_MAX = 100;
/** Winner board default and maximum (spec §9: 20). */
export const WINNERS_DEFAULT = 20;
/** Largest winner board limit accepted. */
export const WINNERS_MAX = 100;

/** Parses a validated digit string within bounds; out of bounds is a 400 naming the field. */
export function boundedInt(value: string | undefined, fallback: number, field: string, min: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new RequestError(`query parameter "${field}" must be between ${min} and ${max}`);
  return n;
}
