import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DESKTOP, PHONE, e2eConfig } from '@gamehall/playwright-config';
import { defineConfig } from '@playwright/test';

// The agent site's e2e suite runs against the real platform server (production build, fresh
// embedded database seeded on start) serving this build on its own origin (AGENT_STATIC_DIR,
// AGENT_PORT), as `npm start` does. Workers inherit the environment of the main process, so
// the ports and data directory are chosen once per run. The same server also serves the built
// player site on PORT (the agent port + 1000): the agent flow's downline logs in there and
// accepts its contract offer in the player site's contract popup (issue 13).
process.env.E2E_AGENT_PORT ??= String(19000 + Math.floor(Math.random() * 1000));
process.env.E2E_AGENT_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'gamehall-agent-e2e-'));
const agentPort = Number(process.env.E2E_AGENT_PORT);
const baseURL = `http://127.0.0.1:${agentPort}`;

export default defineConfig(
  e2eConfig({
    baseURL,
    workers: 1,
    projects: [
      { name: 'desktop', use: DESKTOP },
      { name: 'phone', use: PHONE },
    ],
    serverEnv: {
      PORT: String(agentPort + 1000),
      STATIC_DIR: join(import.meta.dirname, '..', 'player-web', 'dist'),
      AGENT_PORT: String(agentPort),
      AGENT_STATIC_DIR: join(import.meta.dirname, 'dist'),
      DATA_DIR: process.env.E2E_AGENT_DATA_DIR,
    },
  }),
);
