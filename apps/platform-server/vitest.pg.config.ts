import { defineConfig } from 'vitest/config';
import { testOptions } from '@gamehall/vitest-config';

if (!process.env.DATABASE_URL) {
  throw new Error(
    'test:pg needs a real PostgreSQL: set DATABASE_URL, e.g. DATABASE_URL=postgres://gamehall:gamehall@127.0.0.1:5432/postgres (see README "Real PostgreSQL").',
  );
}

export default defineConfig({
  test: {
    ...testOptions({ environment: 'node', include: ['test/pg/**/*.test.ts'] }),
    outputFile: { json: 'reports/vitest-pg.json' },
  },
});
