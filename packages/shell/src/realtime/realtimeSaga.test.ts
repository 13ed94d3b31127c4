import { EventEmitter } from 'node:events';
import { REALTIME, type NotificationEvent } from '@gamehall/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureAppStore } from '../store/store';
import { loggedOut, memberInfoLoaded, sessionStarted } from '../store/session';
import { REALTIME_ACTION_TYPES, loadRealtimeFlows } from './index';
import { selectLatestNotification, selectNotificationsReceived, selectRealtimeStatus } from './notificationsSlice';

/** A stand-in for a socket.io client socket: the saga's listeners, `active`, `disconnect()`. */
class FakeSocket extends EventEmitter {
  active = true;
  readonly disconnect = vi.fn(() => {
    this.active = false;
  });
}
const sockets: { url: string; options: { path: string; auth: { token: string } }; socket: FakeSocket }[] = [];
vi.mock('socket.io-client', () => ({
  io: (url: string, options: { path: string; auth: { token: string } }) => {
    const socket = new FakeSocket();
    sockets.push({ url, options, socket });
    return socket;
  },
}));

const member = (type: number) => ({
  id: 7,
  account: 'alice',
  nickname: 'Alice',
  type,
  mobileNum: null,
  countryDialingCode: null,
  email: null,
  registeredAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  passwordExpired: false,
});
const credited: NotificationEvent = { memberId: 7, messageId: 12, kind: 'DEPOSIT_CREDITED', amount: '500.00', reference: 'D1', balance: '1500.00' };
const makeStore = () => configureAppStore({ lazySagas: [{ actionTypes: REALTIME_ACTION_TYPES, load: loadRealtimeFlows }] });

beforeEach(() => {
  sockets.length = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('realtime flows (spec §4 notifications, §6 only when logged in)', () => {
  it('connect a real member with the token in the handshake and store each notification', async () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ token: 'tok-1', username: 'alice' }));
    store.dispatch(memberInfoLoaded(member(0)));
    await vi.waitFor(() => {
      expect(sockets).toHaveLength(1);
    });
    expect(sockets[0]?.options).toMatchObject({ path: REALTIME.path, auth: { token: 'tok-1' } });
    expect(sockets[0]?.url).not.toContain('tok-1');
    expect(selectRealtimeStatus(store.getState())).toBe('connecting');
    sockets[0]?.socket.emit('connect');
    expect(selectRealtimeStatus(store.getState())).toBe('live');
    sockets[0]?.socket.emit(REALTIME.notificationEvent, credited);
    expect(selectLatestNotification(store.getState())).toEqual(credited);
    expect(selectNotificationsReceived(store.getState())).toBe(1);
  });

  it('report a lost connection as retrying, and stop for good when the session is refused', async () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ token: 'tok-1', username: 'alice' }));
    store.dispatch(memberInfoLoaded(member(0)));
    await vi.waitFor(() => {
      expect(sockets).toHaveLength(1);
    });
    const socket = sockets[0]?.socket;
    socket?.emit('connect');
    socket?.emit('disconnect', 'transport close');
    expect(selectRealtimeStatus(store.getState())).toBe('retrying');
    socket?.emit('connect_error', new Error(REALTIME.sessionEnded));
    expect(selectRealtimeStatus(store.getState())).toBe('off');
    expect(socket?.disconnect).toHaveBeenCalled();
  });

  it('close the socket on logout, keep one connection per token and skip trial accounts', async () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ token: 'tok-1', username: 'alice' }));
    store.dispatch(memberInfoLoaded(member(0)));
    await vi.waitFor(() => {
      expect(sockets).toHaveLength(1);
    });
    store.dispatch(memberInfoLoaded(member(0)));
    expect(sockets).toHaveLength(1);
    store.dispatch(loggedOut());
    expect(sockets[0]?.socket.disconnect).toHaveBeenCalled();
    expect(selectLatestNotification(store.getState())).toBeNull();
    store.dispatch(sessionStarted({ token: 'tok-trial', username: 'trial' }));
    store.dispatch(memberInfoLoaded(member(4)));
    expect(sockets).toHaveLength(1);
  });
});
