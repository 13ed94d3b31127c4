/**
 * Password hashing (argon2id, OWASP parameters m=19456 KiB, t=2, p=1) and the password rules of
 * registration and password change (spec §5: 8–64 characters, the register settings' password
 * pattern; refused when common or weak by the zxcvbn-ts common dictionary).
 */
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { TooManyRequestsError } from './rateLimiter.ts';

/** argon2id parameters (OWASP Password Storage Cheat Sheet; ~35 ms a hash on our machines). */
export const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Shortest password accepted (spec §5 password format; ASVS 5.0 §6.2.1). */
export const PASSWORD_MIN = 8;
/** Longest password accepted (spec §5; ASVS 5.0 §6.2.9 allows at least 64). */
export const PASSWORD_MAX = 64;

/**
 * A queue that runs at most `concurrency` argon2 computations at once and keeps at most
 * `maxWaiting` more waiting; beyond that a caller is refused at once (issue 10 §3, ASVS 5.0 V15.2.2: each argon2id
 * computation holds 19 MiB, so a flood of logins must wait its turn or be told to come back,
 * never pile up memory).
 */
export class Argon2Queue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  /**
   * @param concurrency computations at once (default: the machine's cores, so hashing never
   *   competes with itself for a core)
   * @param maxWaiting callers allowed to wait (default 256: 3–5 s of work on 2 cores at 20–35 ms a computation)
   */
  constructor(
    readonly concurrency = Math.max(1, availableParallelism()),
    readonly maxWaiting = 256,
  ) {}

  /** Computations running now and callers waiting (for tests and metrics). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Runs `work` when a slot is free.
   * @param work the argon2 computation
   * @returns its result
   * @throws TooManyRequestsError (HTTP 429) when the waiting line is full
   */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new TooManyRequestsError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter; otherwise it is freed.
      if (next) next();
      else this.running -= 1;
    }
  }
}

let processQueue: Argon2Queue | undefined;

/** The process's argon2 queue: every app in the process (player site, agent site) shares it, so the bound holds per process. */
export function processArgon2Queue(): Argon2Queue {
  processQueue ??= new Argon2Queue();
  return processQueue;
}

/**
 * Hashes and verifies passwords through an {@link Argon2Queue}. One instance per app; tests spy
 * on `verify` to prove that an unknown user and a wrong password cost the same work.
 */
export class PasswordHasher {
  /** @param queue the argon2 queue (default: the process's, {@link processArgon2Queue}) */
  constructor(readonly queue = processArgon2Queue()) {}
  private dummy: Promise<string> | undefined;

  /**
   * Hashes a password.
   * @param password the clear password
   * @returns an argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$...`)
   * @throws TooManyRequestsError (HTTP 429) when the argon2 queue's waiting line is full
   */
  hash(password: string): Promise<string> {
    return this.queue.run(() => hash(password, ARGON2_OPTIONS));
  }

  /**
   * Verifies a password against a stored hash; a hash that is not a PHC string (trial accounts
   * store `!`, which no password opens) is checked against a dummy hash, so it costs the same.
   * @param stored the stored PHC string, or `undefined` for an unknown user (a dummy hash is verified)
   * @param password the clear password
   * @returns whether the password matches (always `false` for an unknown user)
   * @throws TooManyRequestsError (HTTP 429) when the argon2 queue's waiting line is full
   */
  async verify(stored: string | undefined, password: string): Promise<boolean> {
    const usable = stored !== undefined && stored.startsWith('$argon2');
    const target = usable ? stored : await this.dummyHash();
    // A full queue is a 429 (thrown by run); a malformed stored hash is a mismatch.
    const matches = await this.queue.run(async () => {
      try {
        return await verify(target, password);
      } catch {
        return false;
      }
    });
    return usable && matches;
  }

  /** A hash of a random password, made once, verified for unknown users. */
  private dummyHash(): Promise<string> {
    // Once per process, outside the queue (a refused first try must not leave a rejected promise here).
    this.dummy ??= hash(`dummy-${Math.random().toString(36)}-${String(Date.now())}`, ARGON2_OPTIONS);
    return this.dummy;
  }
}

interface Zxcvbn {
  check(password: string, userInputs?: (string | number)[]): { score: number; sequence: { pattern: string; token: string }[] };
}

let zxcvbn: Promise<Zxcvbn> | undefined;

/** Loads the zxcvbn-ts factory with the common dictionary once (about 1 MB of word lists). */
function loadZxcvbn(): Promise<Zxcvbn> {
  zxcvbn ??= (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]);
    return new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
  })();
  return zxcvbn;
}

/**
 * Why a password is refused by strength, or `undefined` when it is strong enough: refused when
 * the whole password is a common password or dictionary word (l33t and reversed forms included),
 * or zxcvbn scores it below 2 ("too guessable"). The user's own account name counts as a word.
 * @param password the clear password
 * @param userInputs words of the user (account name, mobile number)
 * @returns an English reason naming the problem, or `undefined`
 */
export async function passwordWeakness(password: string, userInputs: string[] = []): Promise<string | undefined> {
  const result = (await loadZxcvbn()).check(password, userInputs.filter((x) => x.length > 0));
  const whole = result.sequence.some((m) => m.pattern === 'dictionary' && m.token.length === password.length);
  if (whole) return 'Password is too common, please choose another one';
  if (result.score < 2) return 'Password is too easy to guess, please choose a stronger one';
  return undefined;
}
