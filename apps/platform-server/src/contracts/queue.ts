/**
 * The settlement schedule (issue 13; spec §9 "Real-time salary is settled every 5 minutes") on
 * pg-boss, a PostgreSQL job queue: the same queue runs on the embedded PGlite (`fromPglite`,
 * backend `pglite`) and on a real PostgreSQL (`fromDrizzle` over the app's pool), in the
 * `pgboss` schema of the platform database. Three cron schedules, one queue each:
 * {@link SETTLEMENT_SCHEDULES}. Each job only calls `ContractSettler.settleDue` with the server
 * clock; the settlement rows make every period pay once, so a job that runs twice, on two
 * instances, or after a missed tick changes nothing more than one run would. pg-boss creates one
 * job per cron tick for all instances together; a failed job is retried by pg-boss, and anything
 * a crash left unsettled is caught up by the next run.
 *
 * Start cost: `start()` is not awaited by `buildApp` (the server answers while pg-boss installs
 * its schema); the queue is off unless the config turns it on (`SETTLEMENT_QUEUE`, on for `npm
 * start`, off for apps built from a bare config such as the unit tests).
 */
import { type ContractTypeName } from '@gamehall/api-client/contract';
import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite } from 'pg-boss';
import { type Database } from '../db/database.ts';
import { type ContractSettler, type SettleReport } from './settlement.ts';

/** A settlement schedule: its queue, cron (UTC, minute resolution) and the contract types it settles. */
export interface SettlementSchedule {
  queue: string;
  cron: string;
  types: readonly ContractTypeName[];
}

/**
 * The schedules: real-time salary every 5 minutes, hourly salary a minute after each hour, daily
 * salary and dividends (which pay when their period closes) five minutes after midnight UTC.
 */
export const SETTLEMENT_SCHEDULES: readonly SettlementSchedule[] = [
  { queue: 'settle-realtime-salary', cron: '*/5 * * * *', types: ['REALTIME_SALARY'] },
  { queue: 'settle-hourly-salary', cron: '1 * * * *', types: ['HOURLY_SALARY'] },
  { queue: 'settle-daily', cron: '5 0 * * *', types: ['DAILY_SALARY', 'DIVIDEND'] },
];

/** Options of {@link SettlementQueue}. */
export interface SettlementQueueOptions {
  /** Seconds between a worker's polls (default 5; the tests use less). */
  pollingIntervalSeconds?: number;
  /** Called with each run's report and with errors (the app's logger). */
  onRun?: (queue: string, report: SettleReport) => void;
  onError?: (error: unknown) => void;
}

/**
 * pg-boss's `fromDrizzle` adapter over the app's pool, answering PostgreSQL's own errors: Drizzle
 * 0.45 wraps a failed query in a `DrizzleQueryError` ("Failed query: …") with the driver's error
 * as its `cause`, and pg-boss recognises the harmless races of two instances installing its
 * schema at once by the driver's message ("already exists").
 * @param database the platform database on PostgreSQL
 */
function unwrappedDrizzle(database: Database): ReturnType<typeof fromDrizzle> {
  const adapter = fromDrizzle(database.db as never, sql as never);
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      try {
        return await adapter.executeSql(text, values);
      } catch (error) {
        throw error instanceof Error && error.cause instanceof Error ? error.cause : error;
      }
    },
  };
}

/** pg-boss driving {@link ContractSettler.settleDue} on the platform database. One per app. */
export class SettlementQueue {
  private boss: PgBoss | undefined;
  private starting: Promise<void> | undefined;

  constructor(
    private readonly database: Database,
    private readonly settler: ContractSettler,
    private readonly options: SettlementQueueOptions = {},
  ) {}

  /**
   * Starts pg-boss (installs or migrates its schema on first use), creates the queues, sets the
   * schedules and a worker per queue. Idempotent.
   * @throws what pg-boss throws when the database refuses (the caller logs it; the server keeps running)
   */
  start(): Promise<void> {
    this.starting ??= this.open();
    return this.starting;
  }

  private async open(): Promise<void> {
    const { database } = this;
    const boss = database.pglite ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' }) : new PgBoss({ db: unwrappedDrizzle(database) });
    boss.on('error', (error) => this.options.onError?.(error));
    await boss.start();
    this.boss = boss;
    for (const schedule of SETTLEMENT_SCHEDULES) {
      await boss.createQueue(schedule.queue);
      await boss.schedule(schedule.queue, schedule.cron, null, { tz: 'UTC' });
      await boss.work(schedule.queue, { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 5 }, async () => {
        const report = await this.settler.settleDue(undefined, schedule.types);
        this.options.onRun?.(schedule.queue, report);
        return report;
      });
    }
  }

  /**
   * Queues one run of a schedule now (operators, tests); a worker of any instance takes it.
   * @param queue the schedule's queue name ({@link SETTLEMENT_SCHEDULES})
   * @returns the job id
   * @throws Error when the queue is not started
   */
  async trigger(queue: string): Promise<string | null> {
    await this.start();
    if (!this.boss) throw new Error('settlement queue not started');
    return this.boss.send(queue, {});
  }

  /** Stops the workers and pg-boss (waits for a running job, at most 10 s); the database stays open. */
  async stop(): Promise<void> {
    if (!this.starting) return;
    try {
      await this.starting;
    } catch {
      // Never started: nothing to stop.
    }
    await this.boss?.stop({ graceful: true, timeout: 10_000, close: !this.database.pglite });
    this.boss = undefined;
    this.starting = undefined;
  }
}
