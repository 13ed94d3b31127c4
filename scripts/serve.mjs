// `npm start` after the bootstrap: builds player-web, agent-web and the platform server for
// production (turbo caches the builds, so later runs take seconds), then runs the server, which
// creates and seeds its embedded database on first start, serves the built player site and the
// API on one origin (PORT, default 8080) and the agent site and the API on another (AGENT_PORT,
// default 8081), the demo game site that launched games open in on a third (GAME_PORT, default
// 8082), and prints the URLs to open, with the dev outbox where the SMS codes and e-mails of the
// local demo arrive. It is the demo (GAMEHALL_DEMO=1: seeded demo accounts, dev tools for
// loopback clients only); README "Demo and production" documents the production start.
// Ctrl-C stops it cleanly.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, run, step } from './lib.mjs';

step('building the player site, the agent site and the platform server (cached after the first time)…');
const turbo = join(root, 'node_modules', '.bin', 'turbo');
const code = await run(turbo, ['run', 'build', '--filter=@gamehall/player-web', '--filter=@gamehall/agent-web', '--filter=@gamehall/platform-server', '--output-logs=errors-only']);
if (code !== 0) {
  console.error('The build failed (see above).');
  process.exit(code);
}
const serverEntry = join(root, 'apps', 'platform-server', 'dist', 'main.js');
const staticDir = join(root, 'apps', 'player-web', 'dist');
const agentStaticDir = join(root, 'apps', 'agent-web', 'dist');
if (!existsSync(serverEntry) || !existsSync(join(staticDir, 'index.html')) || !existsSync(join(agentStaticDir, 'index.html'))) {
  console.error('The build did not produce apps/platform-server/dist/main.js, apps/player-web/dist and apps/agent-web/dist.');
  process.exit(1);
}
step('starting the platform server (first start creates and seeds the database)…');
const child = spawn(process.execPath, [serverEntry], {
  cwd: join(root, 'apps', 'platform-server'),
  stdio: 'inherit',
  // Request logs stay out of the terminal unless asked for (LOG_LEVEL=info npm start).
  // GAMEHALL_DEMO=1: the demo accounts and the dev outbox (/dev/outbox.html) with the SMS codes
  // and e-mails of the demo; the server refuses it on a non-loopback HOST without GAMEHALL_DEMO_PUBLIC=1.
  // TEAM_SEED=1: the first start also seeds agent1's big team (issue 13 "Scale", about a minute).
  env: { NODE_ENV: 'production', STATIC_DIR: staticDir, AGENT_STATIC_DIR: agentStaticDir, GAMEHALL_DEMO: '1', TEAM_SEED: '1', LOG_LEVEL: 'warn', ...process.env },
});
// The server handles SIGINT itself (graceful shutdown); the terminal sends it to both processes.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (c, signal) => process.exit(c ?? (signal ? 0 : 1)));
