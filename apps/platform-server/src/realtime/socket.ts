/**
 * Live notifications (spec §4 "deposit credited, withdrawal approved, withdrawal rejected,
 * deposit failed"; spec §6 "the socket event listener loads only when logged in"): one
 * socket.io server on the platform's HTTP server at {@link SOCKET_PATH}. A client authenticates
 * with its session token in the handshake (`auth: { token }`, never in the URL); each connection
 * joins its member's room. Every event this instance's {@link NotificationBus} publishes is
 * emitted to that member's room, and on PostgreSQL the socket.io postgres adapter carries the
 * emit to every other instance (LISTEN/NOTIFY), so a deposit credited on instance A reaches a
 * player connected to instance B. A connection whose session ends (logout, expiry, idle
 * time-out, password change) is closed at the next check, at most {@link SESSION_CHECK_MS} later.
 */
import { createAdapter } from '@socket.io/postgres-adapter';
import { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { type NotificationEvent } from '../cashier/notifications.ts';
import { type PlatformServices } from '../services.ts';

/** Path of the socket.io endpoint (under the API prefix `/wps`, so the dev proxy and the CSP's `connect-src 'self'` cover it). */
export const SOCKET_PATH = '/wps/socket';
/** The event a client receives for each notification ({@link NotificationEvent} as its payload). */
export const NOTIFICATION_EVENT = 'notification';
/** How often an open connection's session is checked again, in ms (60 s). */
export const SESSION_CHECK_MS = 60_000;
/** The reason a connection is refused or closed when its session is missing or dead. */
export const SESSION_ENDED = 'login.not.session';

/** Options of {@link attachRealtime}. */
export interface RealtimeOptions {
  /** PostgreSQL pool of a real server (the fan-out between instances); absent on PGlite (one instance). */
  pool?: pg.Pool;
  /** The session re-check interval in ms (tests shorten it); default {@link SESSION_CHECK_MS}. */
  sessionCheckMs?: number;
}

const roomOf = (memberId: number) => `member:${String(memberId)}`;

/**
 * Starts the socket.io server on `app.server` and wires the notification bus to it. Call before
 * `listen`; the server closes with the app (`onClose`).
 * @param app the platform's Fastify app
 * @param services the platform services (sessions, the notification bus)
 * @param options the PostgreSQL pool for the fan-out between instances, the re-check interval
 * @returns the socket.io server (tests count its connections)
 */
export async function attachRealtime(app: FastifyInstance, services: PlatformServices, options: RealtimeOptions = {}): Promise<Server> {
  const io = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // WebSocket first; long-polling stays as the fallback of networks that block upgrades.
    transports: ['websocket', 'polling'],
    // Notifications are small: refuse anything large a client might send.
    maxHttpBufferSize: 4096,
  });
  if (options.pool) {
    // The adapter keeps payloads over NOTIFY's 8000-byte limit in this table (none of ours are).
    await options.pool.query('CREATE TABLE IF NOT EXISTS socket_io_attachments (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)');
    io.adapter(createAdapter(options.pool, { errorHandler: (error) => app.log.error({ err: error }, 'socket.io postgres adapter') }));
  }

  io.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as Record<string, unknown>).token;
    services.sessions.find(typeof token === 'string' ? token : undefined).then(
      (session) => {
        if (!session) {
          next(new Error(SESSION_ENDED));
          return;
        }
        (socket.data as { memberId?: number; token?: string }).memberId = session.member.id;
        (socket.data as { token?: string }).token = token as string;
        next();
      },
      (error: unknown) => {
        next(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

  const checkMs = options.sessionCheckMs ?? SESSION_CHECK_MS;
  io.on('connection', (socket: Socket) => {
    const { memberId, token } = socket.data as { memberId: number; token: string };
    void socket.join(roomOf(memberId));
    const check = setInterval(() => {
      // A check, not a use: an open socket must not keep an idle session alive.
      services.sessions.find(token, { touch: false }).then(
        (session) => {
          if (!session) {
            socket.emit(SESSION_ENDED);
            socket.disconnect(true);
          }
        },
        () => undefined,
      );
    }, checkMs);
    check.unref();
    socket.on('disconnect', () => {
      clearInterval(check);
    });
  });

  // This instance's committed notifications go to the member's room: local sockets directly,
  // sockets of other instances through the adapter.
  const unsubscribe = services.notifications.subscribeAll((event: NotificationEvent) => {
    io.to(roomOf(event.memberId)).emit(NOTIFICATION_EVENT, event);
  });

  // Open sockets would keep the HTTP server from closing: drop them first, then close the
  // adapter (its LISTEN connection) once the server is down.
  app.addHook('preClose', async () => {
    unsubscribe();
    io.local.disconnectSockets(true);
    await Promise.resolve();
  });
  app.addHook('onClose', async () => {
    await io.close();
  });
  return io;
}
