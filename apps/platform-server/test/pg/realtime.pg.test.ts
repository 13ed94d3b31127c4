/**
 * Live notifications across two instances on one PostgreSQL database (issue 12): a client
 * connected to instance B hears a notification published on instance A (the socket.io postgres
 * adapter carries the emit over LISTEN/NOTIFY), and only its own member's.
 */
import { REALTIME, type LoginValue, type NotificationEvent } from '@gamehall/api-client/contract';
import { type AddressInfo } from 'node:net';
import { type FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_PASSWORD } from '../../src/seed/accounts.ts';
import { call } from '../accountHelpers.ts';
import { testApp } from '../helpers.ts';
import { twoInstances } from './pgHelpers.ts';

const pair = twoInstances((database) => testApp(database));
const sockets: Socket[] = [];

beforeAll(async () => {
  await pair.b.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

const originOf = (app: FastifyInstance) => `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;

async function connectedMember(app: FastifyInstance, username: string, ip: string): Promise<{ socket: Socket; memberId: number }> {
  const login = await call<LoginValue>(app, 'login', { body: { type: 'username', username, password: SEEDED_PASSWORD }, ip });
  const token = login.body.value.token;
  const memberId = (await call<{ id: number }>(app, 'memberInfo', { token })).body.value.id;
  const socket = io(originOf(app), { path: REALTIME.path, auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => {
      resolve();
    });
    socket.once('connect_error', reject);
  });
  return { socket, memberId };
}

describe('notifications between instances on PostgreSQL', () => {
  it('a notification published on A reaches the member’s socket on B, and nobody else’s', async () => {
    const player = await connectedMember(pair.b, 'player1', '198.51.100.40');
    const other = await connectedMember(pair.b, 'agent1', '198.51.100.41');
    const theirs: NotificationEvent[] = [];
    other.socket.on(REALTIME.notificationEvent, (event: NotificationEvent) => theirs.push(event));
    const event: NotificationEvent = { memberId: player.memberId, messageId: 9, kind: 'WITHDRAWAL_APPROVED', amount: '200.00', reference: 'W1' };
    const started = performance.now();
    const received = new Promise<NotificationEvent>((resolve) => player.socket.once(REALTIME.notificationEvent, resolve));
    await pair.a.platform.notifications.publish(event);
    expect(await received).toEqual(event);
    console.info(`socket delivery A → B through PostgreSQL: ${(performance.now() - started).toFixed(1)} ms`);
    expect(theirs).toEqual([]);
  });
});
