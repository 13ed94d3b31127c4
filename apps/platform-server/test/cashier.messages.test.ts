/**
 * Platform messages (spec §2 messageV2, §7 CSP_unreadCount) against the real app on PGlite: the
 * seeded notices, newest first and paged, marking read and deleting (answering the unread
 * count), and isolation between members (others' ids are ignored).
 */
import { Envelope, ERROR_CODES, type LoginValue, type PlatformMessage, endpoints } from '@gamehall/api-client/contract';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { recordNotification } from '../src/cashier/notifications.ts';
import * as t from '../src/db/schema.ts';
import { SEEDED_ACCOUNTS, SEEDED_NOTICES, SEEDED_PASSWORD, memberId } from '../src/seed/accounts.ts';
import { call } from './accountHelpers.ts';
import { ipSequence, seededApp } from './helpers.ts';

const env = seededApp({ fakeClock: true });
const freshIp = ipSequence('10.13');

interface MessagePage {
  list: PlatformMessage[];
  pageNo: number;
  pageSize: number;
  totalPages: number;
  total: number;
}

async function loginAs(username: string): Promise<string> {
  const res = await call<LoginValue>(env.app, 'login', { body: { type: 'username', username, password: SEEDED_PASSWORD }, ip: freshIp() });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.value.token;
}

const list = async (token: string, query = '') => (await call<MessagePage>(env.app, 'messages', { token, query })).body;
const unread = async (token: string) => (await call<{ count: number }>(env.app, 'unreadCount', { token })).body.value.count;

describe('platform messages', () => {
  it('the demo accounts have their seeded notices, unread, newest first; the badge counts them', async () => {
    const token = await loginAs('player1');
    const seeded = SEEDED_ACCOUNTS.find((a) => a.account === 'player1')?.unreadMessages ?? 0;
    expect(seeded).toBeGreaterThan(0);
    const page = await list(token);
    expect(Value.Check(Envelope(endpoints.messages.value), page)).toBe(true);
    expect(page.value.total).toBe(seeded);
    expect(page.value.list.map((m) => [m.kind, m.title, m.read])).toEqual(
      SEEDED_NOTICES.slice(0, seeded)
        .map((n) => ['NOTICE', n.title, false])
        .reverse(),
    );
    expect(page.value.list[0]?.amount).toBeUndefined();
    expect(await unread(token)).toBe(seeded);
    expect(await unread(await loginAs('player2'))).toBe(0);
  });

  it('a notification carries its amount and reference; pages hold pageSize messages', async () => {
    const token = await loginAs('agent2');
    const id = (await memberId(env.database.db, 'agent2')) ?? 0;
    for (const [n, ref] of ['D20260101-AAA', 'D20260101-BBB', 'D20260101-CCC'].entries()) {
      await recordNotification(env.database.db, id, n === 1 ? 'DEPOSIT_FAILED' : 'DEPOSIT_CREDITED', `${String(100 * (n + 1))}.00`, ref);
    }
    const first = await list(token, '?pageSize=2');
    expect(first.value).toMatchObject({ pageNo: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(first.value.list.map((m) => [m.kind, m.amount, m.reference])).toEqual([
      ['DEPOSIT_CREDITED', '300.00', 'D20260101-CCC'],
      ['DEPOSIT_FAILED', '200.00', 'D20260101-BBB'],
    ]);
    expect(first.value.list[0]?.content).toContain('D20260101-CCC');
    const second = await list(token, '?pageSize=2&pageNo=2');
    expect(second.value.list.map((m) => m.reference)).toEqual(['D20260101-AAA']);
    expect((await call(env.app, 'messages', { token, query: '?pageSize=101' })).status).toBe(400);
  });

  it("marks read and deletes only the member's own messages, answering the unread count", async () => {
    const mine = await loginAs('agent1');
    const theirs = await loginAs('player1');
    const myMessages = (await list(mine)).value.list;
    const theirMessages = (await list(theirs)).value.list;
    expect(myMessages.length).toBe(2);
    const theirUnread = await unread(theirs);
    const [a, b] = myMessages;

    const read = await call<{ count: number }>(env.app, 'readMessages', { token: mine, body: { messageIds: [a?.messageId, ...theirMessages.map((m) => m.messageId), 999_999] } });
    expect(Value.Check(Envelope(endpoints.readMessages.value), read.body)).toBe(true);
    expect(read.body.value).toEqual({ count: 1 });
    expect((await list(mine)).value.list.map((m) => [m.messageId, m.read])).toEqual([
      [a?.messageId, true],
      [b?.messageId, false],
    ]);
    expect(await unread(mine)).toBe(1);
    // Again: nothing changes.
    expect((await call(env.app, 'readMessages', { token: mine, body: { messageIds: [a?.messageId] } })).body.value).toEqual({ count: 1 });

    const deleted = await call<{ count: number }>(env.app, 'deleteMessages', { token: mine, body: { messageIds: [b?.messageId, ...theirMessages.map((m) => m.messageId)] } });
    expect(Value.Check(Envelope(endpoints.deleteMessages.value), deleted.body)).toBe(true);
    expect(deleted.body.value).toEqual({ count: 0 });
    expect((await list(mine)).value.list.map((m) => m.messageId)).toEqual([a?.messageId]);

    // The other member's messages are untouched.
    expect((await list(theirs)).value.list).toEqual(theirMessages);
    expect(await unread(theirs)).toBe(theirUnread);
    expect(await env.database.db.$count(t.messages)).toBeGreaterThan(0);
  });

  it('refuses malformed id lists (400 naming the field) and callers without a session (401)', async () => {
    const token = await loginAs('agent42');
    const empty = await call(env.app, 'readMessages', { token, body: { messageIds: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('"messageIds"');
    const tooMany = await call(env.app, 'deleteMessages', { token, body: { messageIds: Array.from({ length: 101 }, (_, i) => i + 1) } });
    expect(tooMany.status).toBe(400);
    expect((await call(env.app, 'deleteMessages', { token, body: { messageIds: [0] } })).status).toBe(400);
    for (const name of ['messages', 'unreadCount'] as const) {
      const res = await call(env.app, name);
      expect(res.status, name).toBe(401);
      expect(res.body.errorCode, name).toBe(ERROR_CODES.notSession);
    }
  });
});
