/**
 * The dev outbox: every SMS and email the platform "sends" is written to the `outbox` table and
 * never to a real provider (issue 4). `GET /dev/outbox` lists it while dev tools are on.
 */
import { desc, eq } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';

/** One message as listed. */
export interface OutboxMessage {
  id: number;
  /** `sms` or `email`. */
  channel: 'sms' | 'email';
  /** `+<dialing code><number>` or an e-mail address. */
  recipient: string;
  subject: string;
  body: string;
  /** ISO 8601. */
  createdAt: string;
}

/** Writes and lists outbox messages. */
export class Outbox {
  /**
   * @param db the platform database
   * @param now clock in ms
   */
  constructor(
    private readonly db: AppDb,
    private readonly now: () => number,
  ) {}

  /**
   * Queues a message.
   * @param db the database or the transaction to write in
   * @param message channel, recipient, subject and body
   */
  async write(db: AppDb, message: Omit<OutboxMessage, 'id' | 'createdAt'>): Promise<void> {
    await db.insert(t.outbox).values({ ...message, createdAt: new Date(this.now()) });
  }

  /**
   * Messages, newest first.
   * @param options `recipient` filter (exact), `limit` (default 100)
   */
  async list(options: { recipient?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
    const rows = await this.db
      .select()
      .from(t.outbox)
      .where(options.recipient ? eq(t.outbox.recipient, options.recipient) : undefined)
      .orderBy(desc(t.outbox.id))
      .limit(options.limit ?? 100);
    return rows.map((r) => ({ id: r.id, channel: r.channel as OutboxMessage['channel'], recipient: r.recipient, subject: r.subject, body: r.body, createdAt: r.createdAt.toISOString() }));
  }
}
