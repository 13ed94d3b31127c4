/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { testOptions } from '@gamehall/vitest-config';
import { libraryBuild } from '@gamehall/vitest-config/library';
import pkg from './package.json' with { type: 'json' };

// Library build (dist/ for publishing) and the package's tests. The Storybook setup file
// applies the shared story annotations so every story also runs as a test (composeStories).
export default defineConfig({
  plugins: [react()],
  build: libraryBuild(pkg),
  // jsdom rather than happy-dom: DOMPurify (SafeHtml, Dialog) does not sanitise correctly under happy-dom.
  test: testOptions({ environment: 'jsdom', setupFiles: ['@gamehall/storybook-config/vitest-setup'] }),
});
