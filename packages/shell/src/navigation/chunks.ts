/** Lazy chunk loading with the spec's time-out (spec §7 lazy page groups, §9 120000 ms). */

/** How long a lazy route chunk may take to load, in milliseconds (spec §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A lazy chunk failed to load or took longer than {@link CHUNK_LOAD_TIMEOUT_MS}. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(message = 'Loading a page chunk failed or timed out', options?: ErrorOptions) {
    super(message, options);
  }
}

/**
 * Wraps a dynamic import so that it fails with a {@link ChunkLoadError} after `timeoutMs`, and
 * turns a failed import into one too (spec §7: "a 120 second time-out that fails with a
 * chunk-load error").
 *
 * @param importer - e.g. `() => import('./pages/GameList')`
 * @param timeoutMs - time-out in milliseconds (default {@link CHUNK_LOAD_TIMEOUT_MS})
 * @returns an importer with the time-out
 * @throws ChunkLoadError from the returned function on time-out or load failure
 */
export function withChunkTimeout<T>(importer: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError(`Page chunk did not load within ${timeoutMs} ms`)), timeoutMs);
      importer().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof ChunkLoadError ? error : new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error }));
        },
      );
    });
}

const CHUNK_MESSAGES = /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to load module script|Loading chunk [\w-]+ failed|Unable to preload CSS/i;

/**
 * Whether an error means a page chunk could not be loaded (ours, or the browser's own message).
 *
 * @param error - anything thrown by a route
 * @returns true for a {@link ChunkLoadError} or a browser dynamic-import failure
 */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (error instanceof Error) return error.name === 'ChunkLoadError' || CHUNK_MESSAGES.test(error.message);
  return false;
}
