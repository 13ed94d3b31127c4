import { defineConfig } from 'vitest/config';
import { testOptions } from '@gamehall/vitest-config';

// Many server tests migrate and seed a whole embedded database (PGlite, single-threaded WASM) in a
// hook or in the test itself: on CI's 2 cores, shared with another package's tests, that has taken
// over a minute. The time-outs here only guard against hangs; they are not speed checks.
export default defineConfig({
  test: { ...testOptions({ environment: 'node', include: ['src/**/*.test.ts', 'test/*.test.ts'] }), testTimeout: 60_000, hookTimeout: 180_000 },
});
