/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { testOptions } from '@gamehall/vitest-config';

/** The platform server in development (apps/platform-server). */
const PLATFORM = 'http://127.0.0.1:8080';

// The agent back office: a static build on its own origin (docs/architecture.md "Who uses it"). In
// development the platform's paths are proxied to the platform server; in production a static
// host serves dist/ (`npm start`: the platform server on AGENT_PORT, default 8081).
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5174,
    strictPort: true,
    proxy: Object.fromEntries(['/wps', '/lgw', '/lotto', '/art', '/dev'].map((path) => [path, { target: PLATFORM, changeOrigin: true }])),
  },
  preview: { port: 4174 },
  build: {
    target: 'es2022',
    // `hidden`: maps for error reporting, not referenced from the bundles (and never served).
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // The libraries in one chunk (they compress better together); the auth flows, forms
        // and dialogs stay in their lazy chunks.
        codeSplitting: {
          groups: [{ name: 'vendor', test: (id: string) => id.includes('node_modules') && !/dompurify|qrcode|swiper|formik|yup|crypto-js|node-forge/.test(id) }],
        },
      },
    },
  },
  // jsdom, like player-web (the Dialog's sanitiser needs it).
  test: testOptions({ environment: 'jsdom' }),
});
