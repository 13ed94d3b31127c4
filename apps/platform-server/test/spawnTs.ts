/**
 * Starting the server's TypeScript entries (`src/main.ts`, `src/admin.ts`) as child processes in tests.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * Spawns a TypeScript entry under this Node with tsx's loader (`node --import tsx <script>`), not the
 * tsx CLI. The CLI relays SIGINT and, when the child has not acknowledged it within 30 ms (which
 * happens on a loaded 2-core CI machine), kills the child with SIGKILL and exits 130: the graceful
 * shutdown a test sends SIGINT for never runs. Here the signal reaches the server itself.
 *
 * @param script - path relative to `options.cwd`, e.g. `src/main.ts`
 * @param args - the script's arguments
 * @param options - Node's spawn options (cwd, env, stdio)
 * @returns the child process
 */
export const spawnTs = (script: string, args: string[], options: SpawnOptions): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', script, ...args], options);
