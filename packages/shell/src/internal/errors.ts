import type { PlatformQueryError } from '@gamehall/api-client';

/** Narrows an RTK Query error to the api-client's serialisable error. */
export function asPlatformQueryError(error: unknown): PlatformQueryError | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && 'errorCode' in error) return error as PlatformQueryError;
  return undefined;
}
