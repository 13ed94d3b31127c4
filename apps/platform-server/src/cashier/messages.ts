/**
 * Platform messages (spec §2 messageV2, §4 notifications, §7 CSP_unreadCount): a member's
 * notifications (written by `recordNotification` in ./notifications.ts with the money change) and operator
 * notices, newest first; marking read and deleting answer the unread count, which is also the
 * header's badge. Ids of other members' messages are ignored, never an error (no probing).
 */
import { type MessageKind, type PlatformMessage, type ValueOf } from '@gamehall/api-client/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { money } from '../play/money.ts';

/** Default page size of the message list. */
export const MESSAGE_PAGE_DEFAULT = 20;

/** Reads and changes members' platform messages. */
export class MessageService {
  /** @param db the platform database */
  constructor(private readonly db: AppDb) {}

  /**
   * The member's messages, newest first.
   * @param memberId the session member
   * @param page page number (from 1) and size
   * @returns `{ list, pageNo, pageSize, totalPages, total }`
   */
  async list(memberId: number, page: { pageNo: number; pageSize: number }): Promise<ValueOf<'messages'>> {
    const mine = eq(t.messages.memberId, memberId);
    const [total] = await this.db.select({ n: count() }).from(t.messages).where(mine);
    const rows = await this.db
      .select()
      .from(t.messages)
      .where(mine)
      .orderBy(desc(t.messages.messageId))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize);
    const n = total?.n ?? 0;
    return { list: rows.map(toMessage), pageNo: page.pageNo, pageSize: page.pageSize, totalPages: Math.ceil(n / page.pageSize), total: n };
  }

  /**
   * Marks the member's messages read.
   * @param memberId the session member
   * @param messageIds ids; others' and unknown ones are ignored
   * @returns the unread count afterwards
   */
  async markRead(memberId: number, messageIds: readonly number[]): Promise<{ count: number }> {
    await this.db
      .update(t.messages)
      .set({ read: true })
      .where(and(eq(t.messages.memberId, memberId), inArray(t.messages.messageId, [...messageIds])));
    return { count: await this.unreadCount(memberId) };
  }

  /**
   * Deletes the member's messages (gone for good).
   * @param memberId the session member
   * @param messageIds ids; others' and unknown ones are ignored
   * @returns the unread count afterwards
   */
  async delete(memberId: number, messageIds: readonly number[]): Promise<{ count: number }> {
    await this.db.delete(t.messages).where(and(eq(t.messages.memberId, memberId), inArray(t.messages.messageId, [...messageIds])));
    return { count: await this.unreadCount(memberId) };
  }

  /**
   * The member's unread messages (spec §7 CSP_unreadCount; the header badge).
   * @param memberId the member
   */
  async unreadCount(memberId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(t.messages)
      .where(and(eq(t.messages.memberId, memberId), eq(t.messages.read, false)));
    return row?.n ?? 0;
  }
}

/** A message row as the wire has it (`amount` and `reference` only on notifications). */
function toMessage(row: typeof t.messages.$inferSelect): PlatformMessage {
  const message: PlatformMessage = {
    messageId: row.messageId,
    kind: row.kind as MessageKind,
    title: row.title,
    content: row.content,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.amount !== null) message.amount = money(row.amount);
  if (row.reference !== null) message.reference = row.reference;
  return message;
}
