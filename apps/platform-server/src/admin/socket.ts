/**
 * The admin channel: a Unix socket (mode 0600) the server listens on for newline-delimited JSON
 * commands, so the CLI can flip switches while PGlite (single process) is held by the server.
 */
import { chmod, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { type PlatformServices } from '../services.ts';
import { type AdminCommand, type AdminResult, isAdminCommand, runAdminCommand } from './commands.ts';

/** A listening admin socket. */
export interface AdminSocket {
  /** The socket path. */
  readonly path: string;
  /** Stops listening and removes the socket file. */
  close(): Promise<void>;
}

const MAX_LINE = 4096;

/**
 * Listens on `path` (a stale socket file is replaced) and answers each JSON line with one JSON line.
 * @throws when the path cannot be bound (e.g. another server answers there)
 */
export async function startAdminSocket(path: string, services: PlatformServices): Promise<AdminSocket> {
  if (existsSync(path)) {
    const alive = await sendAdminCommand(path, { cmd: 'status' }, 500).then(
      () => true,
      () => false,
    );
    if (alive) throw new Error(`another server answers on the admin socket ${path}`);
    await rm(path, { force: true });
  }
  const server: Server = createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > MAX_LINE && !buffer.includes('\n')) {
        socket.end(`${JSON.stringify({ ok: false, error: 'line too long' })}\n`);
        return;
      }
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        if (!line) continue;
        void (async () => {
          let answer: AdminResult;
          try {
            const parsed: unknown = JSON.parse(line);
            answer = isAdminCommand(parsed) ? await runAdminCommand(services, parsed) : { ok: false, error: 'unknown command' };
          } catch {
            answer = { ok: false, error: 'malformed JSON' };
          }
          if (!socket.destroyed) socket.write(`${JSON.stringify(answer)}\n`);
        })();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  return {
    path,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(path, { force: true });
    },
  };
}

/**
 * Sends one command to a running server's admin socket.
 * @param timeoutMs how long to wait for the answer
 * @returns the server's answer
 * @throws when nothing listens there or it does not answer in time
 */
export function sendAdminCommand(path: string, command: AdminCommand, timeoutMs = 30_000): Promise<AdminResult> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let buffer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer on ${path}`));
    }, timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(command)}\n`));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const newline = buffer.indexOf('\n');
      if (newline < 0) return;
      clearTimeout(timer);
      socket.end();
      try {
        resolve(JSON.parse(buffer.slice(0, newline)) as AdminResult);
      } catch (error) {
        reject(error as Error);
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
