/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { testOptions } from '@gamehall/vitest-config';
import { libraryBuild } from '@gamehall/vitest-config/library';
import pkg from './package.json' with { type: 'json' };

// Library build (dist/ for publishing) and the package's tests.
export default defineConfig({
  plugins: [react()],
  build: libraryBuild(pkg),
  test: testOptions({ setupFiles: ['./src/test/registerAllRoutes.ts'] }),
});
