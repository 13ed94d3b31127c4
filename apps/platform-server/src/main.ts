/**
 * Runs the platform server: config from the environment, database opened and migrated, seeded on
 * first start, HTTP listening, admin socket, graceful shutdown on SIGINT/SIGTERM (a second
 * signal forces exit).
 */
import { buildApp } from './app.ts';
import { startAdminSocket } from './admin/socket.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedIfEmpty } from './db/seed.ts';
import { buildSeed } from './seed/catalogue.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  say(`database: ${database.kind} (${database.location})`);
  say('migrating…');
  await database.migrate();
  const seed = await seedIfEmpty(database.db, buildSeed, say);
  say(seed.seeded ? `seeded ${seed.games.toLocaleString('en-US')} games` : `reusing ${seed.games.toLocaleString('en-US')} games (catalogue version ${seed.catalogueVersion})`);
  const app = await buildApp({ database, config });
  await app.platform.cache.snapshot();
  const address = await app.listen({ host: config.host, port: config.port });
  let admin: Awaited<ReturnType<typeof startAdminSocket>> | undefined;
  try {
    admin = await startAdminSocket(config.adminSocket, app.platform);
  } catch (error) {
    console.warn(`admin socket not started: ${(error as Error).message}`);
  }
  say(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const shown = address.replace('://0.0.0.0', '://localhost').replace('://[::]', '://localhost');
  say(`platform API   ${shown}/wps/system/status`);
  if (config.staticDir) say(`player site    ${shown}/`);
  if (!config.production) say(`dev switches   ${shown}/dev/switches`);
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
        await app.close();
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
