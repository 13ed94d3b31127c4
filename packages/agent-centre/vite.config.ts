/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { testOptions } from '@gamehall/vitest-config';
import { libraryBuild } from '@gamehall/vitest-config/library';
import pkg from './package.json' with { type: 'json' };

// Library build (dist/ for publishing) and the package's tests (jsdom). The setup file applies
// the story annotations so every story also runs as a test (composeStories).
export default defineConfig({
  plugins: [react()],
  build: libraryBuild(pkg),
  test: testOptions({ environment: 'jsdom', setupFiles: ['./src/test/setupTests.ts'] }),
});
