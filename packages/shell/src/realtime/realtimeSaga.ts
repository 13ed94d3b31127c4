/**
 * The socket event listener (spec §2 modals "socket event listener", §4 notifications, §6 "loads
 * only when logged in"): a lazy saga (its chunk, with socket.io-client, loads on the first
 * `memberInfoLoaded`). For a logged-in real member it opens one socket.io connection to the
 * platform (`REALTIME.path`, the session token in the handshake's `auth`, never in the URL) and
 * turns each notification into `notificationReceived` and a refresh of the header balance and
 * the unread count. A lost connection reconnects with back-off (1 s doubling to 30 s, ±50 %
 * jitter); a refused session stops it; logout or another member's login closes it.
 */
import { REALTIME, getClientConfig, type NotificationEvent } from '@gamehall/api-client';
import { type EventChannel, type SagaIterator, type Task, END, eventChannel } from 'redux-saga';
import { call, cancel, fork, put, select, take } from 'redux-saga/effects';
import { io, type Socket } from 'socket.io-client';
import { BALANCE_TAG, UNREAD_MESSAGES_TAG, accountApi } from '../api/accountApi';
import { loggedOut, memberInfoLoaded, selectIsTrial, selectToken } from '../store/session';
import { type RealtimeStatus, notificationReceived, realtimeStatusChanged } from './notificationsSlice';

/** Reconnection back-off of the socket, in ms: first wait, longest wait, and the jitter factor. */
export const RECONNECT = { delayMs: 1000, maxDelayMs: 30_000, jitter: 0.5 } as const;

/** What the connection reports to the saga. */
type SocketSignal = { status: RealtimeStatus } | { notification: NotificationEvent };

/**
 * Opens the platform's notification socket.
 * @param token - the session token (sent in the handshake's `auth`)
 * @returns the socket.io client socket (connecting)
 */
export function openNotificationSocket(token: string): Socket {
  const origin = getClientConfig().baseUrl || window.location.origin;
  return io(origin, {
    path: REALTIME.path,
    auth: { token },
    transports: ['websocket', 'polling'],
    reconnectionDelay: RECONNECT.delayMs,
    reconnectionDelayMax: RECONNECT.maxDelayMs,
    randomizationFactor: RECONNECT.jitter,
  });
}

/** The socket's events as a channel of {@link SocketSignal}s; closing the channel disconnects. */
function socketChannel(socket: Socket): EventChannel<SocketSignal> {
  return eventChannel<SocketSignal>((emit) => {
    socket.on('connect', () => {
      emit({ status: 'live' });
    });
    socket.on('disconnect', (reason) => {
      // The server closed it (session ended): socket.io does not reconnect by itself then.
      if (reason === 'io server disconnect') emit(END);
      else emit({ status: 'retrying' });
    });
    socket.on('connect_error', (error) => {
      // A refused handshake (dead session) is final; anything else is retried with back-off.
      if (error.message === REALTIME.sessionEnded || !socket.active) emit(END);
      else emit({ status: 'retrying' });
    });
    socket.on(REALTIME.notificationEvent, (event: NotificationEvent) => {
      emit({ notification: event });
    });
    return () => {
      socket.disconnect();
    };
  });
}

/**
 * One connection's life: status changes and notifications into the store until the channel ends
 * or the task is cancelled (logout); the socket is closed either way.
 * @param token - the session token
 */
export function* notificationConnection(token: string): SagaIterator {
  yield put(realtimeStatusChanged('connecting'));
  const socket = (yield call(openNotificationSocket, token)) as Socket;
  const channel = socketChannel(socket);
  try {
    for (;;) {
      const signal = (yield take(channel)) as SocketSignal;
      if ('status' in signal) {
        yield put(realtimeStatusChanged(signal.status));
      } else {
        yield put(notificationReceived(signal.notification));
        // The header balance and the unread badge refetch (the member pages refresh on `received`).
        yield put(accountApi.util.invalidateTags([BALANCE_TAG, UNREAD_MESSAGES_TAG]));
      }
    }
  } finally {
    // Ended by the server, or cancelled by logout / another login: the socket closes with the channel.
    channel.close();
    yield put(realtimeStatusChanged('off'));
  }
}

/**
 * The realtime flow: on each `memberInfoLoaded` of a real member (not trial) with a token, one
 * connection for that token (a repeated load with the same token keeps it); `loggedOut` closes it.
 */
export function* realtimeSaga(): SagaIterator {
  let task: Task | undefined;
  let current: string | undefined;
  for (;;) {
    const action = (yield take([memberInfoLoaded.type, loggedOut.type])) as { type: string };
    const token = (yield select(selectToken)) as string | null;
    const isTrial = (yield select(selectIsTrial)) as boolean;
    const wanted = action.type === memberInfoLoaded.type && token && !isTrial ? token : undefined;
    if (wanted !== undefined && wanted === current && task?.isRunning()) continue;
    if (task?.isRunning()) yield cancel(task);
    task = undefined;
    current = wanted;
    if (wanted !== undefined) task = (yield fork(notificationConnection, wanted)) as Task;
  }
}
