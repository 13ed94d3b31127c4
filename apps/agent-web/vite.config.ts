/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { appConfig } from '@gamehall/vite-config';

// The agent back office: a static build on its own origin (docs/architecture.md "Who uses it"),
// with the apps' shared configuration (`npm start`: the platform server serves it on AGENT_PORT,
// default 8081). The libraries in one chunk (they compress better together); the auth flows,
// forms and dialogs stay in their lazy chunks. The tests' setup file applies the shared story
// annotations (every story also runs as a test, src/stories.test.tsx).
export default defineConfig(
  appConfig({
    port: 5174,
    previewPort: 4174,
    codeSplittingGroups: [{ name: 'vendor', test: (id: string) => id.includes('node_modules') && !/dompurify|qrcode|swiper|formik|yup|crypto-js|node-forge/.test(id) }],
    testSetupFiles: ['./src/test/setupTests.ts'],
  }),
);
