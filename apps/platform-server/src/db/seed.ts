/**
 * Seeding: inserts the deterministic seed (`buildSeed()`) in one transaction, in batches, only
 * when the database is empty; `reset` empties the catalogue and content first.
 */
import { count, eq, sql } from 'drizzle-orm';
import { seedAccountsIfEmpty } from '../seed/accounts.ts';
import { seedDepositChannels } from '../seed/depositChannels.ts';
import { seedRebateSettings } from '../cashier/rebates.ts';
import { seedPlayerHistory } from '../seed/history.ts';
import { seedPayoutSettings } from '../cashier/payout.ts';
import { PasswordHasher } from '../security/passwords.ts';
import { seedLotteryDraws } from '../seed/lottery.ts';
import { type SeedData } from '../seed/types.ts';
import { type AppDb } from './database.ts';
import * as t from './schema.ts';

/** Rows per INSERT statement (games have 14 columns: 14,000 parameters, under PostgreSQL's 65,535). */
const BATCH = 1000;

/** Progress messages while seeding (for the start-up log). */
export type SeedProgress = (message: string) => void;

/** Result of {@link seedIfEmpty}. */
export interface SeedResult {
  /** Whether rows were inserted (false: the database already held data). */
  seeded: boolean;
  /** Number of games in the catalogue afterwards. */
  games: number;
  /** The catalogue version afterwards. */
  catalogueVersion: number;
  /** Whether the seeded accounts were inserted (members table was empty). */
  accountsSeeded: boolean;
}

async function insertBatches<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Whether the database holds no seed yet (no catalogue version row).
 * @param db an open, migrated database
 */
export async function isEmpty(db: AppDb): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.catalogueVersion);
  return (row?.n ?? 0) === 0;
}

/**
 * Inserts `seed` when the database is empty, in one transaction; then, in demo mode, the seeded
 * demo accounts (src/seed/accounts.ts) when the members table is empty, so a database created
 * before accounts existed gets them on its next start. Production seeds the catalogue and
 * content only (issue 10 §1: no account with a public password); the operator creates the first
 * agent with `admin create-agent`. The deposit channels (src/seed/depositChannels.ts) missing by
 * id are inserted on every call, in both modes; so are the payout methods and the withdrawal
 * settings (src/cashier/payout.ts). With new demo accounts comes player1's money history
 * (src/seed/history.ts).
 * @param db an open, migrated database
 * @param seed the data (from `buildSeed()`), built lazily only when needed
 * @param progress optional progress callback
 * @param now clock in ms (the seeded lottery draws are the last ones due at this time)
 * @param demoAccounts seed the demo accounts (demo mode); default true (tests, `pnpm dev`)
 * @returns whether it seeded, the game count and catalogue version
 */
export async function seedIfEmpty(db: AppDb, seed: () => SeedData, progress: SeedProgress = () => undefined, now: () => number = Date.now, demoAccounts = true): Promise<SeedResult> {
  // Merchant settings, in every mode and on every start: channels missing by id are added.
  const channels = await seedDepositChannels(db);
  if (channels > 0) progress(`seeded ${String(channels)} deposit channels`);
  await seedPayoutSettings(db);
  await seedRebateSettings(db);
  const accounts = async () => {
    if (!demoAccounts) return false;
    const seeded = await seedAccountsIfEmpty(db);
    if (seeded) progress('seeded accounts (README "Seeded accounts")');
    if (seeded) progress(`seeded ${String(await seedPlayerHistory(db, now(), new PasswordHasher()))} ledger entries of player1's history`);
    return seeded;
  };
  if (!(await isEmpty(db))) {
    const [games] = await db.select({ n: count() }).from(t.games);
    const [version] = await db.select({ v: t.catalogueVersion.version }).from(t.catalogueVersion).where(eq(t.catalogueVersion.id, 1));
    return { seeded: false, games: games?.n ?? 0, catalogueVersion: version?.v ?? 0, accountsSeeded: await accounts() };
  }
  const data = seed();
  progress(`seeding ${data.games.length.toLocaleString('en-US')} games…`);
  const draws = await db.transaction(async (tx) => {
    await insertSeed(tx as unknown as AppDb, data, 1);
    return seedLotteryDraws(tx as unknown as AppDb, data.games, now());
  });
  progress(`seeded ${String(draws)} lottery draws`);
  return { seeded: true, games: data.games.length, catalogueVersion: 1, accountsSeeded: await accounts() };
}

/**
 * Empties catalogue and content tables and inserts `seed` again, bumping the catalogue version
 * (operator command `admin seed --reset`). Switches and blocked ranges are reset to the seed's.
 * @param db an open, migrated database
 * @param seed the data
 * @returns the new catalogue version
 */
export async function reseed(db: AppDb, seed: SeedData): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ v: t.catalogueVersion.version }).from(t.catalogueVersion).where(eq(t.catalogueVersion.id, 1));
    const next = (row?.v ?? 0) + 1;
    for (const table of [t.menus, t.menuClasses, t.vendors, t.games, t.banners, t.announcements, t.winners, t.helpTopics, t.settings, t.registerRules, t.systemSwitches, t.blockedRanges, t.catalogueVersion, t.domains]) {
      await tx.delete(table);
    }
    await insertSeed(tx as unknown as AppDb, seed, next);
    // The withdrawal and rebate settings live in the settings table too: back to the seeded ones.
    await seedPayoutSettings(tx as unknown as AppDb);
    await seedRebateSettings(tx as unknown as AppDb);
    return next;
  });
}

async function insertSeed(db: AppDb, data: SeedData, version: number): Promise<void> {
  await db.insert(t.menus).values(data.menus.map((m) => ({ gameType: m.gameType, title: m.title, sort: m.sort })));
  const classes = data.menus.flatMap((m) => m.classify.map((c, i) => ({ gameType: m.gameType, key: c.key, displayName: c.displayName, sort: i })));
  await insertBatches(classes, (rows) => db.insert(t.menuClasses).values(rows));
  await insertBatches(data.vendors, (rows) =>
    db.insert(t.vendors).values(rows.map((v) => ({ vassalage: v.vassalage, gameType: v.gameType, displayName: v.displayName, lagerIcon: v.lagerIcon, isGame: v.isGame, sort: v.sort }))),
  );
  await insertBatches(data.games, (rows) =>
    db.insert(t.games).values(
      rows.map((g) => ({
        nodeId: g.nodeId,
        gameCode: g.gameCode,
        vassalage: g.vassalage,
        gameType: g.gameType,
        gameName: g.gameName,
        iconUrl: g.iconUrl,
        isHot: g.isHot,
        supportPlay: g.supportPlay,
        isGame: g.isGame,
        gameClassify: g.gameClassify,
        minBet: g.minBet,
        minLineNum: g.minLineNum,
        sort: g.sort,
        releasedAt: g.releasedAt.slice(0, 10),
      })),
    ),
  );
  await insertBatches(data.banners, (rows) => db.insert(t.banners).values(rows));
  await insertBatches(data.announcements, (rows) =>
    db.insert(t.announcements).values(rows.map((a) => ({ ...a, execution: a.execution ?? null, imageUrl: a.imageUrl ?? null }))),
  );
  const typeByName = new Map(data.games.map((g) => [g.gameName, g.gameType]));
  await insertBatches(data.winners, (rows) => db.insert(t.winners).values(rows.map((w) => ({ ...w, gameType: typeByName.get(w.gameName) ?? null }))));
  await insertBatches(data.helpTopics, (rows) => db.insert(t.helpTopics).values(rows));
  await db.insert(t.settings).values({ key: 'site', document: data.settings });
  if (data.registerRules.length > 0) await db.insert(t.registerRules).values(data.registerRules.map((r, sort) => ({ ...r, sort })));
  await db.insert(t.systemSwitches).values([
    { name: 'maintenance', enabled: false },
    { name: 'regionRestriction', enabled: false },
  ]);
  if (data.blockedRanges.length > 0) await db.insert(t.blockedRanges).values(data.blockedRanges.map((cidr) => ({ cidr }))).onConflictDoNothing();
  if (data.domains.length > 0) await db.insert(t.domains).values(data.domains.map((domain, sort) => ({ domain, sort }))).onConflictDoNothing();
  await db.insert(t.catalogueVersion).values({ id: 1, version, updatedAt: sql`now()` });
}
