/**
 * The operator command line: `pnpm --filter @gamehall/platform-server admin <command>`.
 * Talks to a running server through its admin socket; opens the database directly otherwise.
 */
import { existsSync } from 'node:fs';
import { ADMIN_USAGE, type AdminCommand, type AdminResult, parseAdminArgs, runAdminCommand } from './admin/commands.ts';
import { sendAdminCommand } from './admin/socket.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { AuditLog, streamAuditLogger } from './security/audit.ts';
import { createServices } from './services.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function viaDatabase(command: AdminCommand): Promise<AdminResult> {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await database.migrate();
    // No server holds the database: the audit record (issue 10 §4) goes to stderr as a JSON line.
    return await runAdminCommand(createServices(database, undefined, { audit: new AuditLog(streamAuditLogger(process.stderr)), uploadsDir: config.uploadsDir }), command, 'cli');
  } finally {
    await database.close();
  }
}

async function run(): Promise<number> {
  let command: AdminCommand;
  try {
    command = parseAdminArgs(process.argv.slice(2));
  } catch {
    console.error(ADMIN_USAGE);
    return 2;
  }
  const config = loadConfig();
  let result: AdminResult | undefined;
  if (existsSync(config.adminSocket)) {
    try {
      result = await sendAdminCommand(config.adminSocket, command);
      say(`(via running server, ${config.adminSocket})`);
    } catch {
      result = undefined;
    }
  }
  result ??= await viaDatabase(command);
  if (!result.ok) {
    console.error(`error: ${result.error}`);
    return 1;
  }
  say(result.message);
  say(`maintenance:        ${result.state.maintenance ? 'on' : 'off'}`);
  say(`region restriction: ${result.state.regionRestriction ? 'on' : 'off'}`);
  say(`wallet mode:        ${result.state.singleWallet ? 'single' : 'transfer'}`);
  say(`blocked ranges:     ${result.state.blockedRanges.join(', ') || '(none)'}`);
  say(`catalogue version:  ${result.catalogueVersion}`);
  return 0;
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
