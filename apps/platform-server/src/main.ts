/**
 * Runs the platform server: config from the environment (an unsafe one stops the start with a
 * one-line reason, issue 10 §1), the mode said in the first line, database opened and migrated,
 * seeded on first start (demo accounts in demo mode only), vacuumed and analyzed on PGlite (no
 * autovacuum there, src/db/maintenance.ts), HTTP listening, admin socket, graceful shutdown on SIGINT/SIGTERM (a second
 * signal forces exit). With `AGENT_STATIC_DIR` it also serves the built agent site on its own
 * origin (`AGENT_PORT`, default 8081; docs/architecture.md: agent-web is deployed as another static
 * app): a second app over the same open database, with the API on that origin too. The demo
 * payment provider runs as a third app on its own port (`PAYMENT_PORT`, default 8083) when a
 * payment secret is set or drawn (demo mode).
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from './app.ts';
import { InProcessNotificationBus } from './cashier/notifications.ts';
import { buildDemoGameApp } from './demo/app.ts';
import { startAdminSocket } from './admin/socket.ts';
import { DEFAULT_GAME_PORT, DEFAULT_PAYMENT_PORT, loadConfig, unsafeGameOrigin } from './config.ts';
import { openDatabase } from './db/database.ts';
import { startMaintenance } from './db/maintenance.ts';
import { seedIfEmpty } from './db/seed.ts';
import { seedTeam } from './seed/team.ts';
import { demoAccountsWithPublicPasswords } from './seed/accounts.ts';
import { buildPaymentProviderApp } from './payments/provider.ts';
import { buildSeed } from './seed/catalogue.ts';

/** The agent site's default port (`AGENT_PORT`). */
const DEFAULT_AGENT_PORT = '8081';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  say(
    config.demo
      ? 'demo mode: seeded demo accounts, dev tools on loopback (production: NODE_ENV=production without GAMEHALL_DEMO=1; README "Demo and production")'
      : 'production mode: no demo accounts, no dev tools (create the first agent: admin create-agent <account>)',
  );
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  say(`database: ${database.kind} (${database.location})`);
  say('migrating…');
  await database.migrate();
  const seed = await seedIfEmpty(database.db, buildSeed, say, Date.now, config.demo);
  // agent1's big demo team (issue 13 "Scale"), once per database (a no-op when it is there).
  if (config.demo && config.teamSeed) await seedTeam(database.db, { progress: say });
  if (!config.demo) {
    const open = await demoAccountsWithPublicPasswords(database.db);
    if (open.length > 0) {
      await database.close();
      throw new Error(`this database holds demo accounts with public passwords (${open.join(', ')}): start production on a new database (DATA_DIR or DATABASE_URL)`);
    }
  }
  say(seed.seeded ? `seeded ${seed.games.toLocaleString('en-US')} games` : `reusing ${seed.games.toLocaleString('en-US')} games (catalogue version ${seed.catalogueVersion})`);
  const display = (url: string) => url.replace('://0.0.0.0', '://localhost').replace('://[::]', '://localhost');
  // The game site first: the platform's launch URLs need its origin (its own port, so the game frame is cross-origin).
  const gameApp = await buildDemoGameApp({ database, config });
  const gameAddress = await gameApp.listen({ host: config.host, port: config.gamePort ?? DEFAULT_GAME_PORT });
  const gameOrigin = config.gameOrigin ?? new URL(display(gameAddress)).origin;
  const lobbyOrigins = [`http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${String(config.port)}`];
  if (process.env.AGENT_STATIC_DIR) lobbyOrigins.push(`http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${process.env.AGENT_PORT || DEFAULT_AGENT_PORT}`);
  const unsafe = unsafeGameOrigin(gameOrigin, lobbyOrigins);
  if (unsafe) {
    await gameApp.close();
    await database.close();
    throw new Error(unsafe);
  }
  // PGlite has no autovacuum: vacuum and analyze like it would (src/db/maintenance.ts), the
  // first round now, over what the seed just wrote.
  const maintenance = startMaintenance(database, (error) => console.error('database maintenance failed:', error));
  // The demo payment provider (README "Deposits and the demo payment provider"): its own origin,
  // the secret shared with the platform (PAYMENT_SECRET, or drawn now in demo mode). Production
  // without PAYMENT_SECRET starts none and serves no ONLINE deposit channel.
  const paymentSecret = config.paymentSecret ?? (config.demo ? randomBytes(32).toString('hex') : undefined);
  let platformOrigin = '';
  const paymentApp = paymentSecret ? await buildPaymentProviderApp({ config, secret: paymentSecret, platformOrigin: () => platformOrigin }) : undefined;
  const paymentAddress = paymentApp ? await paymentApp.listen({ host: config.host, port: config.paymentPort ?? DEFAULT_PAYMENT_PORT }) : undefined;
  const paymentOrigin = config.paymentOrigin ?? (paymentAddress ? new URL(display(paymentAddress)).origin : undefined);
  if (!paymentSecret) say('payments: PAYMENT_SECRET not set, so no payment provider and no online deposit channel (bank transfers only)');
  // Embedded database: one notification bus for the player and agent sites of this process. On
  // PostgreSQL each site has its own and the socket adapter carries events between them (sharing
  // one there would deliver each event twice).
  const notifications = database.pool ? undefined : new InProcessNotificationBus();
  const app = await buildApp({ database, config: { ...config, gameOrigin, paymentOrigin, paymentSecret }, notifications });
  await app.platform.cache.snapshot();
  const address = await app.listen({ host: config.host, port: config.port });
  // Callbacks go to the platform's own listening address (server to server).
  platformOrigin = new URL(display(address)).origin;
  // The agent site: its own origin, same database and settings (PORT and STATIC_DIR replaced).
  const agentStaticDir = process.env.AGENT_STATIC_DIR || undefined;
  const agentConfig = agentStaticDir
    ? loadConfig({ ...process.env, PORT: process.env.AGENT_PORT || DEFAULT_AGENT_PORT, STATIC_DIR: agentStaticDir })
    : undefined;
  // One settlement schedule per process: the player site's app runs it (src/contracts/queue.ts).
  const agentApp = agentConfig ? await buildApp({ database, config: { ...agentConfig, settlementQueue: false, bootData: false, gameOrigin, paymentOrigin, paymentSecret }, notifications }) : undefined;
  const agentAddress = agentApp && agentConfig ? await agentApp.listen({ host: agentConfig.host, port: agentConfig.port }) : undefined;
  let admin: Awaited<ReturnType<typeof startAdminSocket>> | undefined;
  try {
    // An operator's ADMIN_SOCKET directory is checked, never changed; ours are tightened to 0700.
    admin = await startAdminSocket(config.adminSocket, app.platform, !(config.databaseUrl && process.env.ADMIN_SOCKET));
  } catch (error) {
    console.warn(`admin socket not started: ${(error as Error).message}`);
  }
  say(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const shown = display(address);
  say(`platform API   ${shown}/wps/system/status`);
  if (config.staticDir) say(`player site    ${shown}/`);
  if (agentAddress) say(`agent site     ${display(agentAddress)}/agent`);
  say(`demo games     ${gameOrigin}`);
  if (paymentApp && paymentOrigin) say(`demo payments  ${paymentOrigin}`);
  if (config.demo) {
    say(`dev switches   ${shown}/dev/switches`);
    say(`dev outbox     ${shown}/dev/outbox.html   (SMS codes and e-mails)`);
  }
  if (admin) say(`admin socket   ${admin.path}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      console.warn(`${signal} again: forcing exit`);
      process.exit(1);
    }
    stopping = true;
    say(`${signal}: shutting down…`);
    void (async () => {
      try {
        await admin?.close();
        await agentApp?.close();
        await app.close();
        await gameApp.close();
        await paymentApp?.close();
        await maintenance.stop();
        await database.close();
        say('stopped');
        process.exit(0);
      } catch (error) {
        console.error(error);
        process.exit(1);
      }
    })();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
