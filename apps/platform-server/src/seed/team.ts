/**
 * The big demo team (issue 13 "Scale"): agent1 gets a realistic team of downlines over 4 levels
 * — agents of type 2, then 41, then 42, members (type 0) at the leaves — registered over the last
 * 90 days, with real-money slot bets (real rows in `bets` with their outcomes), their BET and
 * PAYOUT ledger entries, a deposit per member (a CREDITED `deposits` row and its DEPOSIT entry),
 * withdrawals for some (a RECEIVED `withdrawals` row to a GCash payout account and its WITHDRAW
 * entry), main wallets equal to the sum of their ledger entries (never negative: each deposit
 * covers every later stake), and last logins. The team's agents and members log in with
 * {@link SEEDED_PASSWORD}.
 *
 * Deterministic: every choice is a hash (`hashint8extended`) of the row number and a salt, so
 * the same sizes and clock day give the same team. Fast: set-based SQL (`INSERT … SELECT` over
 * `generate_series`, one temporary table of the money events with running balances from a window
 * sum), in one transaction; the triggers of migrations 0007 and 0009 fill the ledger roll-up,
 * the team tree and the team roll-up as the rows go in.
 *
 * Names: level-1 agents `t1a00001…`, level-2 `t2a…`, level-3 `t3a…`, members `t4m…`;
 * the agents' invitation codes `T100001…`.
 */
import { sql } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import { PICK_GAME_TYPES } from '../play/games.ts';
import { REEL_STRIP, slotPay } from '../play/rtp.ts';
import { PasswordHasher } from '../security/passwords.ts';
import { SEEDED_PASSWORD, WALLET_CURRENCY } from './accounts.ts';

/** Sizes and reporting of {@link seedTeam}. */
export interface TeamSeedOptions {
  /** Downlines under the top agent (at least 4: one per level). Default {@link TEAM_SEED_DEFAULTS}. */
  downlines?: number;
  /** Bets over the team's last 90 days. Default {@link TEAM_SEED_DEFAULTS}. */
  bets?: number;
  /** The top agent's account (default `agent1`). */
  agent?: string;
  /** The clock in ms (registration, bet and login times end here). */
  now?: number;
  /** Progress lines (e.g. the start's console). */
  progress?: (line: string) => void;
}

/** What {@link seedTeam} wrote. */
export interface TeamSeedResult {
  /** False when the team was there already (or the top agent does not exist): nothing written. */
  seeded: boolean;
  downlines: number;
  bets: number;
  ledgerEntries: number;
  /** Time taken in ms. */
  ms: number;
}

/** The issue's scale: ≥ 2,000 downlines and ≥ 300,000 bets over 90 days. */
export const TEAM_SEED_DEFAULTS = { downlines: 2_000, bets: 300_000 } as const;
/** The days the team's registrations and bets spread over. */
export const TEAM_SEED_DAYS = 90;
/** The first level-1 agent's account: its presence means the team is seeded. */
export const TEAM_SEED_MARKER = 't1a00001';

const DAY_MS = 86_400_000;

/** How many downlines each level gets: 1 %, 5 % and 14 % agents, the rest members (each ≥ 1). */
export function teamLevels(downlines: number): [number, number, number, number] {
  const l1 = Math.max(1, Math.round(downlines * 0.01));
  const l2 = Math.max(1, Math.round(downlines * 0.05));
  const l3 = Math.max(1, Math.round(downlines * 0.14));
  return [l1, l2, l3, Math.max(1, downlines - l1 - l2 - l3)];
}

/** The slot's 1,000 equally likely reel stops with their reels and pay (the game's own rules, src/play/rtp.ts). */
function slotOutcomes(): { code: number; outcome: Record<string, unknown>; multiplier: string }[] {
  const out = [];
  for (let code = 0; code < 1000; code += 1) {
    const stops: [number, number, number] = [Math.floor(code / 100), Math.floor(code / 10) % 10, code % 10];
    const reels = stops.map((s) => REEL_STRIP[s % REEL_STRIP.length] ?? 'LEMON') as [never, never, never];
    const pay = slotPay(reels);
    out.push({ code, outcome: { kind: 'slot', stops, reels, line: pay?.line ?? null, multiplier: pay?.multiplier ?? '0' }, multiplier: pay?.multiplier ?? '0' });
  }
  return out;
}

/** A number in [0, 1) from a row number and a salt (deterministic). */
const frac = (expr: ReturnType<typeof sql>, salt: number) => sql`((hashint8extended((${expr})::bigint, ${salt}::bigint) & 2147483647)::float8 / 2147483648.0)`;
/** A whole number in [0, n) from a row number and a salt. */
const pick = (expr: ReturnType<typeof sql>, salt: number, n: ReturnType<typeof sql> | number) => sql`((hashint8extended((${expr})::bigint, ${salt}::bigint) & 2147483647) % (${n}))::int`;

/**
 * Seeds the big team under the top agent (see the module comment) unless it is there already.
 * About 45–80 s for the defaults on PGlite (2-core machine); run it once after `seedIfEmpty` on a demo
 * database (not in tests' seeded databases, which call it with small sizes when they need a team).
 * @param db an open, migrated database with the seeded accounts and catalogue
 * @param options sizes, top agent, clock and progress
 * @returns what was written and how long it took
 */
export async function seedTeam(db: AppDb, options: TeamSeedOptions = {}): Promise<TeamSeedResult> {
  const started = Date.now();
  const downlines = Math.max(4, options.downlines ?? TEAM_SEED_DEFAULTS.downlines);
  const betCount = Math.max(0, options.bets ?? TEAM_SEED_DEFAULTS.bets);
  const now = new Date(options.now ?? Date.now());
  const progress = options.progress ?? (() => undefined);
  const say = (line: string) => progress(`${line} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const rows = async <R>(query: ReturnType<typeof sql>, on: AppDb = db) => ((await on.execute(query)) as unknown as { rows: R[] }).rows;
  const [agent] = await rows<{ id: number }>(sql`SELECT id FROM members WHERE account = ${options.agent ?? 'agent1'}`);
  const [marker] = await rows<{ id: number }>(sql`SELECT id FROM members WHERE account = ${TEAM_SEED_MARKER}`);
  if (!agent || marker) return { seeded: false, downlines: 0, bets: 0, ledgerEntries: 0, ms: Date.now() - started };
  const levels = teamLevels(downlines);
  const passwordHash = await new PasswordHasher().hash(SEEDED_PASSWORD);
  const games = (await rows<{ node_id: number }>(sql`SELECT node_id FROM games WHERE game_type NOT IN (${sql.join([...PICK_GAME_TYPES].map((g) => sql`${g}`), sql`, `)}) ORDER BY node_id`)).map((g) => Number(g.node_id));
  if (games.length === 0) throw new Error('seedTeam: no slot games seeded (run seedIfEmpty first)');
  const outcomes = slotOutcomes();
  const multipliers = outcomes.map((o) => o.multiplier);
  say(`seeding agent1's team: ${downlines.toLocaleString('en-US')} downlines over 4 levels (${levels.join(' / ')}), ${betCount.toLocaleString('en-US')} bets…`);
  const ledgerEntries = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as AppDb;
    // The window sums and sorts below fit in memory (the default 4 MB spills to temporary files).
    await tx.execute(sql`SET LOCAL work_mem = '128MB'`);
    const windowStart = new Date(now.getTime() - TEAM_SEED_DAYS * DAY_MS);
    // The top agent predates its team.
    await tx.execute(sql`UPDATE members SET registered_at = least(registered_at, ${new Date(windowStart.getTime() - 30 * DAY_MS)}) WHERE id = ${agent.id}`);
    const types = [2, 41, 42, 0];
    // How far between the parent's registration and now each level registers (upper levels early).
    const spread = [0.05, 0.1, 0.25, 0.97];
    for (const [i, size] of levels.entries()) {
      const level = i + 1;
      const prefix = level === 4 ? 't4m' : `t${String(level)}a`;
      const parents =
        level === 1
          ? sql`SELECT id, greatest(registered_at, ${windowStart}::timestamptz) AS registered_at, 0::bigint AS k, 1::bigint AS n FROM members WHERE id = ${agent.id}`
          : sql`SELECT id, registered_at, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS n FROM members WHERE account LIKE ${`t${String(level - 1)}a%`}`;
      const reg = sql`(p.registered_at + (${now}::timestamptz - p.registered_at) * ${frac(sql`g`, 100 + level)} * ${sql.raw(String(spread[i] ?? 1))})`;
      await tx.execute(sql`
        WITH parents AS (${parents})
        INSERT INTO members (account, nickname, type, parent_id, password_hash, password_changed_at, registered_at, affiliate_code, consolidated_funds)
        SELECT ${prefix} || lpad(g::text, 5, '0'),
          (ARRAY['Ana','Ben','Carlo','Dina','Eli','Faye','Gino','Hana','Ivan','Joy','Kiko','Lea','Migs','Nina','Oscar','Pia','Rey','Sol','Tess','Vic'])[1 + ${pick(sql`g`, 200 + level, 20)}]
            || ' ' || (ARRAY['Santos','Reyes','Cruz','Bautista','Garcia','Mendoza','Torres','Flores','Ramos','Aquino'])[1 + ${pick(sql`g`, 300 + level, 10)}],
          ${types[i] ?? 0}, p.id, ${passwordHash}, ${reg}, ${reg},
          ${level < 4 ? sql`'T' || ${String(level)} || lpad(g::text, 5, '0')` : sql`NULL`},
          ${level < 4 ? sql`'{"dailysalreqtype":1,"divtypereq":1}'::jsonb` : sql`'{}'::jsonb`}
        FROM generate_series(1, ${size}) g JOIN parents p ON p.k = (g - 1) % p.n
        ORDER BY g`);
    }
    say(`  team tree: ${downlines.toLocaleString('en-US')} members`);
    // The money events of every team member, with running balances: a deposit at registration
    // covering every later stake, the bets (BET, PAYOUT), for some a withdrawal after the last bet.
    await tx.execute(sql`
      CREATE TEMP TABLE seed_team_outcomes ON COMMIT DROP AS
      SELECT (o->>'code')::int AS code, o->'outcome' AS outcome FROM jsonb_array_elements(${JSON.stringify(outcomes)}::jsonb) o`);
    await tx.execute(sql`
      CREATE TEMP TABLE seed_team_bets ON COMMIT DROP AS
      WITH bettors AS (
        -- Each player bets in proportion to the time since registering (times a personal 0.5–1.5), so
        -- the team's bets spread over the whole window rather than piling up in the last days.
        SELECT id, registered_at, extract(epoch FROM ${now}::timestamptz - registered_at - interval '30 minutes') * (0.5 + ${frac(sql`id`, 13)}) AS w
        FROM members WHERE account ~ '^t[34][am][0-9]{5}$'
      ), shares AS (
        SELECT b.id, b.registered_at, ceil(${betCount}::float8 * b.w / t.total)::int AS n FROM bettors b CROSS JOIN (SELECT sum(w) AS total FROM bettors) t
      ), draws AS (
        SELECT row_number() OVER (ORDER BY k, s.id) AS g, s.id AS member_id, s.registered_at FROM shares s CROSS JOIN LATERAL generate_series(1, s.n) k
      )
      -- Numbered by time: the bets' unique text keys (bet id, idempotency key) then go in ascending.
      SELECT row_number() OVER (ORDER BY created_at, draw) AS g, member_id, created_at, stake, payout, code, node_id FROM (
      SELECT d.g AS draw, d.member_id, d.registered_at + interval '20 minutes' + (${now}::timestamptz - d.registered_at - interval '30 minutes') * ${frac(sql`d.g`, 2)} AS created_at,
        (ARRAY[1,2,5,10,20,50])[1 + ${pick(sql`d.g`, 3, 6)}]::numeric AS stake,
        ((ARRAY[1,2,5,10,20,50])[1 + ${pick(sql`d.g`, 3, 6)}] * (${sql.raw(`'{${multipliers.join(',')}}'`)}::numeric[])[1 + ${pick(sql`d.g`, 4, 1000)}])::numeric(18,2) AS payout,
        ${pick(sql`d.g`, 4, 1000)} AS code, (${sql.raw(`'{${games.join(',')}}'`)}::int[])[1 + ${pick(sql`d.g`, 5, games.length)}] AS node_id
      -- The shares are rounded up: the last rounds of the busiest players make way for the exact count.
      FROM draws d WHERE d.g <= ${betCount}) numbered`);
    await tx.execute(sql`ANALYZE seed_team_bets`);
    say('  bets drawn');
    await tx.execute(sql`
      CREATE TEMP TABLE seed_team_events ON COMMIT DROP AS
      WITH team AS (
        SELECT m.id, m.registered_at, row_number() OVER (ORDER BY m.id) AS r FROM member_ancestors a JOIN members m ON m.id = a.member_id
        WHERE a.ancestor_id = ${agent.id} AND a.depth > 0 AND m.account ~ '^t[1-4][am][0-9]{5}$'
      ), played AS (
        SELECT member_id, sum(stake) AS stakes, sum(payout - stake) AS net, max(created_at) AS last_bet FROM seed_team_bets GROUP BY 1
      ), deposits AS (
        SELECT t.id AS member_id, t.r, t.registered_at + interval '10 minutes' AS created_at,
          (ceil((coalesce(p.stakes, 0) + 300 + 2700 * ${frac(sql`t.r`, 6)}) / 100) * 100)::numeric(18,2) AS amount, p.net, p.last_bet
        FROM team t LEFT JOIN played p ON p.member_id = t.id
        WHERE p.member_id IS NOT NULL OR ${frac(sql`t.r`, 7)} < 0.6
      )
      SELECT *, sum(amount) OVER (PARTITION BY member_id ORDER BY created_at, g, seq ROWS UNBOUNDED PRECEDING)::numeric(18,2) AS balance_after FROM (
      SELECT member_id, 'DEPOSIT' AS kind, 'DT' || lpad(member_id::text, 8, '0') AS reference, created_at, 0 AS seq, 0::bigint AS g, amount, NULL::int AS code, NULL::int AS node_id, 0::numeric AS stake, 0::numeric AS payout
      FROM deposits
      UNION ALL
      SELECT member_id, 'BET', 'TB' || lpad(g::text, 9, '0'), created_at, 1, g, -stake, code, node_id, stake, payout FROM seed_team_bets
      UNION ALL
      SELECT member_id, 'PAYOUT', 'TB' || lpad(g::text, 9, '0'), created_at, 2, g, payout, NULL, NULL, stake, payout FROM seed_team_bets WHERE payout > 0
      UNION ALL
      SELECT member_id, 'WITHDRAW', 'WT' || lpad(member_id::text, 8, '0'), least(last_bet + interval '1 hour', ${now}::timestamptz - interval '1 minute'), 3, 0,
        -(floor((amount + net) * (0.2 + 0.4 * ${frac(sql`r`, 9)})))::numeric(18,2), NULL, NULL, 0, 0
      FROM deposits WHERE last_bet IS NOT NULL AND ${frac(sql`r`, 8)} < 0.4
      ) events`);
    await tx.execute(sql`ANALYZE seed_team_events`);
    say('  money events drawn');
    await tx.execute(sql`
      INSERT INTO deposits (deposit_id, member_id, request_id, channel_id, amount, status, reference, provider_txn_id, created_at, settled_at)
      SELECT reference, member_id, md5(reference)::uuid::text, 'GCASH', amount, 'CREDITED', upper(substr(md5(reference || 'r'), 1, 8)), 'SEED-' || upper(substr(md5(reference), 1, 14)),
        created_at - interval '3 minutes', created_at
      FROM seed_team_events WHERE kind = 'DEPOSIT' ORDER BY created_at`);
    await tx.execute(sql`
      INSERT INTO payout_accounts (member_id, method_code, account_name, account_number, created_at)
      SELECT e.member_id, 'GCASH', m.nickname, '09' || lpad((e.member_id % 1000000000)::text, 9, '0'), m.registered_at FROM seed_team_events e JOIN members m ON m.id = e.member_id WHERE e.kind = 'WITHDRAW'
      ON CONFLICT DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO withdrawals (withdrawal_id, member_id, request_id, account_id, amount, status, created_at, paid_at, confirm_by, confirmed_at)
      SELECT e.reference, e.member_id, md5(e.reference)::uuid::text, a.account_id, -e.amount, 'RECEIVED', e.created_at, e.created_at + interval '20 minutes', e.created_at + interval '50 minutes', e.created_at + interval '30 minutes'
      FROM seed_team_events e JOIN payout_accounts a ON a.member_id = e.member_id AND a.method_code = 'GCASH' WHERE e.kind = 'WITHDRAW' ORDER BY e.created_at`);
    // Bets with their outcome and the balance after the round (after the stake, plus the payout).
    await tx.execute(sql`
      INSERT INTO bets (bet_id, game_session_hash, idempotency_key, member_id, node_id, wallet, kind, stake, payout, outcome, created_at)
      SELECT b.reference, 'seed-team', b.reference, b.member_id, b.node_id, 'MAIN', 'slot', b.stake, b.payout,
        o.outcome || jsonb_build_object('balanceAfter', (b.balance_after + b.payout)::numeric(18,2)::text), b.created_at
      FROM seed_team_events b JOIN seed_team_outcomes o ON o.code = b.code WHERE b.kind = 'BET' ORDER BY b.created_at, b.g`);
    say('  bets written');
    const [written] = await rows<{ n: number }>(
      sql`WITH ins AS (
        INSERT INTO ledger_entries (member_id, wallet, kind, amount, balance_after, reference, created_at)
        SELECT member_id, 'MAIN', kind, amount, balance_after, reference, created_at FROM seed_team_events ORDER BY created_at, g, seq
        RETURNING 1
      ) SELECT count(*)::int AS n FROM ins`,
      tx,
    );
    say('  ledger written');
    await tx.execute(sql`
      INSERT INTO wallets (member_id, balance, currency, updated_at)
      SELECT m.id, coalesce(last.balance_after, 0), ${WALLET_CURRENCY}, ${now}
      FROM members m LEFT JOIN (
        SELECT DISTINCT ON (member_id) member_id, balance_after FROM seed_team_events ORDER BY member_id, created_at DESC, g DESC, seq DESC
      ) last ON last.member_id = m.id
      WHERE m.account ~ '^t[1-4][am][0-9]{5}$'`);
    // Last logins: a while after the last bet for players; most others some time after registering.
    await tx.execute(sql`
      UPDATE members m SET last_login_at = CASE
          WHEN l.last_bet IS NOT NULL THEN least(l.last_bet + interval '2 hours' * ${frac(sql`m.id`, 10)}, ${now}::timestamptz)
          WHEN ${frac(sql`m.id`, 11)} < 0.85 THEN m.registered_at + (${now}::timestamptz - m.registered_at) * ${frac(sql`m.id`, 12)}
          ELSE NULL END
      FROM (SELECT mm.id, b.last_bet FROM members mm LEFT JOIN (SELECT member_id, max(created_at) AS last_bet FROM seed_team_bets GROUP BY 1) b ON b.member_id = mm.id
        WHERE mm.account ~ '^t[1-4][am][0-9]{5}$') l
      WHERE l.id = m.id`);
    return Number(written?.n ?? 0);
  });
  const ms = Date.now() - started;
  progress(`seeded agent1's team: ${downlines.toLocaleString('en-US')} downlines, ${betCount.toLocaleString('en-US')} bets, ${ledgerEntries.toLocaleString('en-US')} ledger entries in ${(ms / 1000).toFixed(1)} s`);
  return { seeded: true, downlines, bets: betCount, ledgerEntries, ms };
}
