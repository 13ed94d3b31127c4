/** Helpers of the PostgreSQL tests. */
import pg from 'pg';

/**
 * Drops a test database once the closed pools' connections are gone. Pool connections close
 * asynchronously; terminating one that is still closing (`WITH (FORCE)`) makes it report an
 * unhandled error, so this waits up to 5 s for them and forces only what is left after that.
 * @param adminUrl a connection string to another database of the server (e.g. `postgres`)
 * @param name the database to drop
 */
export async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let i = 0; i < 50; i += 1) {
      const { rows } = await admin.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0]?.n === '0') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
