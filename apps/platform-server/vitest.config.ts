import { defineConfig } from 'vitest/config';
import { testOptions } from '@gamehall/vitest-config';

export default defineConfig({
  test: { ...testOptions({ environment: 'node', include: ['src/**/*.test.ts', 'test/*.test.ts'] }) },
});
