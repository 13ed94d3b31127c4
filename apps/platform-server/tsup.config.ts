import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts', admin: 'src/admin.ts' },
  format: ['esm'],
  target: 'node24',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  // Workspace packages (@gamehall/*) are bundled; npm dependencies stay external.
  noExternal: [/^@gamehall\//],
  banner: { js: '#!/usr/bin/env node' },
});
