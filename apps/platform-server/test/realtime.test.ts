/**
 * Live notifications over socket.io (spec §4, §6): a client authenticates with its session token
 * in the handshake, receives the notifications published for its member only, and a missing or
 * dead token is refused.
 */
import { ERROR_CODES, REALTIME, type LoginValue, type NotificationEvent } from '@gamehall/api-client/contract';
import { type AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_PASSWORD } from '../src/seed/accounts.ts';
import { call } from './accountHelpers.ts';
import { seededApp } from './helpers.ts';

const env = seededApp();
let origin = '';
const open: Socket[] = [];

beforeAll(async () => {
  await env.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${String((env.app.server.address() as AddressInfo).port)}`;
});
afterAll(() => {
  for (const socket of open) socket.disconnect();
});

async function login(username: string, ip: string): Promise<{ token: string; memberId: number }> {
  const answer = await call<LoginValue>(env.app, 'login', { body: { type: 'username', username, password: SEEDED_PASSWORD }, ip });
  const token = answer.body.value.token;
  const info = await call<{ id: number }>(env.app, 'memberInfo', { token });
  return { token, memberId: info.body.value.id };
}

/** Connects and resolves once connected, or rejects with the refusal. */
function connect(token: string | undefined): Promise<Socket> {
  const socket = io(origin, { path: REALTIME.path, auth: token === undefined ? {} : { token }, transports: ['websocket'], reconnection: false });
  open.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      resolve(socket);
    });
    socket.once('connect_error', reject);
  });
}

const next = (socket: Socket) => new Promise<NotificationEvent>((resolve) => socket.once(REALTIME.notificationEvent, resolve));

describe('notification socket', () => {
  it('delivers a member’s notifications to that member’s connections only', async () => {
    const player = await login('player1', '198.51.100.1');
    const other = await login('agent1', '198.51.100.2');
    const [mine, secondTab, theirs] = await Promise.all([connect(player.token), connect(player.token), connect(other.token)]);
    const theirEvents: NotificationEvent[] = [];
    theirs.on(REALTIME.notificationEvent, (event: NotificationEvent) => {
      theirEvents.push(event);
    });
    const event: NotificationEvent = { memberId: player.memberId, messageId: 1, kind: 'DEPOSIT_CREDITED', amount: '500.00', reference: 'D1', balance: '1500.00' };
    const received = Promise.all([next(mine), next(secondTab)]);
    await env.app.platform.notifications.publish(event);
    expect(await received).toEqual([event, event]);
    // Their own later event arrives after ours would have: only that one reached them.
    const theirsNext = next(theirs);
    await env.app.platform.notifications.publish({ ...event, memberId: other.memberId, messageId: 2 });
    await theirsNext;
    expect(theirEvents.map((e) => e.messageId)).toEqual([2]);
  });

  it('refuses a connection without a token or with a dead one', async () => {
    await expect(connect(undefined)).rejects.toThrow(ERROR_CODES.notSession);
    await expect(connect('not-a-token')).rejects.toThrow(REALTIME.sessionEnded);
    const player = await login('player1', '198.51.100.3');
    await call(env.app, 'logout', { token: player.token });
    await expect(connect(player.token)).rejects.toThrow(REALTIME.sessionEnded);
  });
});
