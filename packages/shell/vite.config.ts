/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { testOptions } from '@gamehall/vitest-config';
import { libraryBuild } from '@gamehall/vitest-config/library';
import pkg from './package.json' with { type: 'json' };

// Library build (dist/ for publishing) and the package's tests. jsdom rather than happy-dom:
// DOMPurify (SafeHtml, Dialog) does not sanitise under happy-dom. The setup file applies the
// story annotations (withAppProviders, msw/node loader) so every story also runs as a test.
export default defineConfig({
  plugins: [react()],
  build: libraryBuild(pkg),
  test: testOptions({ environment: 'jsdom', setupFiles: ['./src/test/setupTests.ts'] }),
});
