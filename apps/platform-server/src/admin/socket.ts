/**
 * The admin channel: a Unix socket (mode 0600) in a private directory (mode 0700, made before
 * `listen`; issue 10 §3) the server listens on for newline-delimited JSON commands, so the CLI
 * can flip switches while PGlite (single process) is held by the server.
 */
import { chmod, mkdir, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
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
 * Makes sure the socket's directory is private before anything listens in it: created with mode
 * 0700 when missing; an existing one that others can enter is tightened to 0700 when it is ours
 * to manage (`tighten`: the PGlite data directory, the default socket directory), refused
 * otherwise. Without this, another local user could connect in the moment between `listen` and
 * the socket's `chmod`.
 * @param dir the directory
 * @param tighten whether an existing directory may be changed to 0700
 * @throws Error in one line when the directory is open to others and may not be changed, or is
 *   owned by another user
 */
export async function ensurePrivateDirectory(dir: string, tighten: boolean): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const info = await stat(dir);
  const uid = process.getuid?.();
  if (uid !== undefined && info.uid !== uid) throw new Error(`the admin socket directory ${dir} belongs to another user (uid ${String(info.uid)})`);
  if ((info.mode & 0o077) === 0) return;
  if (!tighten) throw new Error(`the admin socket directory ${dir} is open to other users (mode ${(info.mode & 0o777).toString(8)}): use a directory with mode 700`);
  await chmod(dir, 0o700);
}

/**
 * Listens on `path` (a stale socket file is replaced) in a private directory
 * ({@link ensurePrivateDirectory}) and answers each JSON line with one JSON line.
 * @param path the socket path
 * @param services the platform services the commands run against
 * @param tighten whether the socket's existing directory may be changed to mode 0700 (default true:
 *   the data directory or the default socket directory; false for an operator's `ADMIN_SOCKET`)
 * @throws when the directory is not private, or the path cannot be bound (e.g. another server answers there)
 */
export async function startAdminSocket(path: string, services: PlatformServices, tighten = true): Promise<AdminSocket> {
  await ensurePrivateDirectory(dirname(path), tighten);
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
