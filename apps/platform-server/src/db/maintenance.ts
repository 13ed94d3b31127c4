/**
 * Vacuum and analyze for the embedded database (PGlite), which has no autovacuum.
 *
 * A PostgreSQL server vacuums and analyzes its tables in the background (autovacuum). PGlite
 * never does: a table filled by inserts keeps no visibility map, so index-only scans still read
 * every heap page (transactionHistory's counts and deep pages, src/cashier/ledger.ts, take about
 * twice as long), and the planner keeps the statistics of the last ANALYZE, if any. This task
 * does autovacuum's work with autovacuum's default thresholds: once a minute it reads
 * `pg_stat_user_tables` and, per table,
 * - vacuums when more than 50 + 20 % of its rows are dead or more than 1,000 + 20 % of its rows
 *   were inserted since the last vacuum;
 * - analyzes when more than 50 + 10 % of its rows changed since the last analyze.
 * The first round runs at once, so a database just seeded or bulk-loaded is vacuumed and analyzed
 * before the first requests. A vacuum of a table whose pages are already all-visible takes about
 * a millisecond; an ANALYZE of a 100,000-row table about 50 ms (a sample of 30,000 rows), during
 * which PGlite answers nothing else.
 */
import { sql } from 'drizzle-orm';
import { type Database } from './database.ts';

/** How often the embedded database is checked, in milliseconds (autovacuum's `naptime`). */
export const MAINTENANCE_EVERY_MS = 60_000;

/** What one round did: the tables vacuumed and the tables analyzed (a table can be in both). */
export interface MaintenanceRound {
  vacuumed: string[];
  analyzed: string[];
}

/** A running maintenance task. */
export interface Maintenance {
  /** Runs one round now (after any round in progress). */
  runOnce(): Promise<MaintenanceRound>;
  /** Stops the timer and waits for a round in progress, so the database can be closed. */
  stop(): Promise<void>;
}

interface TableStats {
  table: string;
  rows: number;
  dead: number;
  inserted: number;
  changed: number;
}

/**
 * One round: vacuums and analyzes the tables past autovacuum's default thresholds (see the file
 * comment).
 * @param database an open database (any kind; a PostgreSQL server has autovacuum, so
 *   {@link startMaintenance} runs this only on PGlite)
 * @returns the tables vacuumed and analyzed
 * @throws what the database throws
 */
export async function maintainOnce(database: Database): Promise<MaintenanceRound> {
  // This connection's own table counts reach pg_stat_user_tables at most once a second; flush
  // them first, so the round sees the writes that came just before it.
  await database.db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const result = await database.db.execute(sql`
    SELECT s.relname AS "table", greatest(c.reltuples, 0)::float8 AS "rows", s.n_dead_tup::float8 AS "dead",
           s.n_ins_since_vacuum::float8 AS "inserted", s.n_mod_since_analyze::float8 AS "changed"
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.schemaname = 'public'`);
  const stats = (result as unknown as { rows: TableStats[] }).rows;
  const round: MaintenanceRound = { vacuumed: [], analyzed: [] };
  for (const s of stats) {
    const rows = Number(s.rows);
    const vacuum = Number(s.dead) > 50 + 0.2 * rows || Number(s.inserted) > 1000 + 0.2 * rows;
    const analyze = Number(s.changed) > 50 + 0.1 * rows;
    if (!vacuum && !analyze) continue;
    const table = sql.identifier(s.table);
    if (vacuum && analyze) await database.db.execute(sql`VACUUM (ANALYZE) ${table}`);
    else if (vacuum) await database.db.execute(sql`VACUUM ${table}`);
    else await database.db.execute(sql`ANALYZE ${table}`);
    if (vacuum) round.vacuumed.push(s.table);
    if (analyze) round.analyzed.push(s.table);
  }
  return round;
}

/**
 * Starts the maintenance of an embedded database: a round at once, then one every `everyMs`
 * (the timer does not keep the process alive). A failed round is reported to `onError` and the
 * next one runs as planned. On a PostgreSQL server (autovacuum) nothing runs.
 * @param database the open database
 * @param onError receives a failed round's error (e.g. the server's logger)
 * @param everyMs the interval in milliseconds, default {@link MAINTENANCE_EVERY_MS}
 * @returns the running task (stop it before closing the database)
 */
export function startMaintenance(database: Database, onError: (error: unknown) => void, everyMs = MAINTENANCE_EVERY_MS): Maintenance {
  let running: Promise<MaintenanceRound> = Promise.resolve({ vacuumed: [], analyzed: [] });
  let stopped = false;
  const runOnce = () => {
    running = running.catch(() => undefined).then(() => maintainOnce(database));
    return running;
  };
  const tick = () => {
    if (!stopped) runOnce().catch(onError);
  };
  const timer = database.kind === 'pglite' ? setInterval(tick, everyMs) : undefined;
  timer?.unref();
  if (timer) tick();
  return {
    runOnce,
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}
