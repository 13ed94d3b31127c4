import type { ViteUserConfig } from 'vitest/config';
/** Vitest `test` options for a Gamehall workspace (see index.js). */
export declare function testOptions(options?: {
  environment?: 'node' | 'happy-dom' | 'jsdom';
  setupFiles?: string[];
  include?: string[];
}): ViteUserConfig['test'];
