/**
 * The embedded database's maintenance (src/db/maintenance.ts): PGlite has no autovacuum, so after
 * a bulk load the round vacuums and analyzes the table (the ledger's counts then read the index
 * alone), and a round with nothing to do does nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { maintainOnce, startMaintenance } from '../src/db/maintenance.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase();
  await database.migrate();
});
afterAll(async () => {
  await database.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('database maintenance on PGlite', () => {
  it('vacuums and analyzes a bulk-loaded table, so its counts read the index alone', async () => {
    await database.db.execute(sql`INSERT INTO members (account, nickname, type, password_hash, password_changed_at, registered_at) VALUES ('bulk', 'Bulk', 0, '!', now(), now()), ('other', 'Other', 0, '!', now(), now())`);
    const [bulk] = await rows<{ id: number }>(sql`SELECT id FROM members WHERE account = 'bulk'`);
    const [other] = await rows<{ id: number }>(sql`SELECT id FROM members WHERE account = 'other'`);
    // 1 entry in 20 is the member's, the rest another member's.
    await database.db.execute(sql`
      INSERT INTO ledger_entries (member_id, wallet, kind, amount, balance_after, reference, created_at)
      SELECT CASE WHEN i % 20 = 0 THEN ${bulk?.id}::int ELSE ${other?.id}::int END, 'MAIN', 'BET', '-1.00', '0.00', 'bulk-' || i, now() FROM generate_series(1, 20000) AS i`);
    const round = await maintainOnce(database);
    expect(round.vacuumed).toContain('ledger_entries');
    expect(round.analyzed).toContain('ledger_entries');
    const plan = await rows<{ 'QUERY PLAN': string }>(
      sql`EXPLAIN (ANALYZE, COSTS OFF) SELECT count(*) FROM ledger_entries WHERE member_id = ${bulk?.id}::int AND kind = 'BET'`,
    );
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('Index Only Scan');
    expect(text).toContain('Heap Fetches: 0');
    expect(await maintainOnce(database)).toEqual({ vacuumed: [], analyzed: [] });
  });

  it('runs a round at start on PGlite and stops cleanly', async () => {
    const errors: unknown[] = [];
    const maintenance = startMaintenance(database, (error) => errors.push(error), 3_600_000);
    expect(await maintenance.runOnce()).toEqual({ vacuumed: [], analyzed: [] });
    await maintenance.stop();
    expect(errors).toEqual([]);
  });
});
