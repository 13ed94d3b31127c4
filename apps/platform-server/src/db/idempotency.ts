/**
 * Idempotent money requests (house rule: every money movement is one database transaction with
 * its ledger entry and an idempotency key). A request carries a key — a member's `requestId`, or
 * a wallet transfer's `transferId` — that its booking row holds under a unique index, and the
 * first answer of a key stands. Every such request runs the same three steps:
 *
 * 1. Before any other check the caller looks the key up ({@link IdempotentRequest.replay} on the
 *    database) and answers the booked answer again; the look-up itself raises the
 *    `request.idempotency.conflict` error when the key was booked for another request.
 * 2. {@link bookOnce} runs the money transaction. Inside it, after taking the lock that requests
 *    of one member queue on, the work calls {@link BookingGuard.assertNew} (a concurrent retry that
 *    got the lock first is seen here; the wallet transfer instead returns the booked answer it
 *    finds there, nothing written yet), and passes the rows returned by the booking row's
 *    `INSERT … ON CONFLICT DO NOTHING … RETURNING` to {@link BookingGuard.assertBooked}. Either
 *    throws {@link RequestIdTaken}, which rolls the whole transaction back (nothing written).
 * 3. On {@link RequestIdTaken}, {@link bookOnce} looks the key up once more, outside the
 *    transaction, and returns the booked answer; when it cannot be read back it throws
 *    {@link IdempotentRequest.lost}'s error. Any other error (a business refusal, the conflict)
 *    passes through unchanged. Only a transaction that committed reaches the optional
 *    `committed` step (live notifications, reading the answer back).
 */
import { type AppDb } from './database.ts';

/** Thrown inside a request's transaction when its key was booked meanwhile (the transaction rolls back). */
export class RequestIdTaken extends Error {}

/**
 * How to find a request's booked answer by its key, and what went wrong when it cannot be found.
 * @typeParam T the request's answer (the wire value)
 */
export interface IdempotentRequest<T> {
  /**
   * The answer booked for the key, or undefined when the key is new. Runs on the database or
   * inside the request's transaction.
   * @throws BusinessError `request.idempotency.conflict` when the key was booked for another request (other fields or member)
   */
  replay: (db: AppDb) => Promise<T | undefined>;
  /**
   * The error thrown when the key was taken (step 3) but its booking cannot be read back.
   * @param cause the {@link RequestIdTaken} caught
   */
  lost: (cause: RequestIdTaken) => Error;
}

/** The two checks of a request's key inside its transaction; both throw {@link RequestIdTaken}. */
export interface BookingGuard {
  /** Throws when the key is booked already (call it once the member's lock is held). */
  assertNew(): Promise<void>;
  /**
   * Throws when the booking row's insert wrote nothing.
   * @param rows what `INSERT … ON CONFLICT DO NOTHING … RETURNING` returned
   */
  assertBooked(rows: readonly unknown[]): void;
}

/**
 * The error of an idempotent request whose key was taken but whose booking is not found: a plain
 * Error (an internal error) naming the request, with the {@link RequestIdTaken} as its cause.
 * @param what the request, e.g. `withdrawal`, `rebate`
 */
export function takenButNotFound(what: string): (cause: RequestIdTaken) => Error {
  return (cause) => new Error(`${what} request id taken but not found`, { cause });
}

/**
 * Runs a request's money transaction once per key (steps 2 and 3 of the module comment).
 * @param db the platform database
 * @param request the key's look-up and lost error
 * @param work the transaction's work, on the transaction's handle, with the key's guard
 * @param committed what runs after the transaction committed, on the work's result (not after a replay)
 * @returns the new answer, or the booked one when the key was taken meanwhile
 * @throws what `work`, `request.replay` or `committed` throw (except {@link RequestIdTaken}); `request.lost()`
 */
export async function bookOnce<T>(db: AppDb, request: IdempotentRequest<T>, work: (tx: AppDb, guard: BookingGuard) => Promise<T>): Promise<T>;
export async function bookOnce<T, B>(db: AppDb, request: IdempotentRequest<T>, work: (tx: AppDb, guard: BookingGuard) => Promise<B>, committed: (booked: B) => Promise<T>): Promise<T>;
export async function bookOnce<T, B>(
  db: AppDb,
  request: IdempotentRequest<T>,
  work: (tx: AppDb, guard: BookingGuard) => Promise<B>,
  committed?: (booked: B) => Promise<T>,
): Promise<T> {
  let booked: B;
  try {
    booked = await db.transaction(async (tx) => {
      const txDb = tx as unknown as AppDb;
      return work(txDb, {
        assertNew: async () => {
          if (await request.replay(txDb)) throw new RequestIdTaken();
        },
        assertBooked: (rows) => {
          if (rows.length === 0) throw new RequestIdTaken();
        },
      });
    });
  } catch (error) {
    if (!(error instanceof RequestIdTaken)) throw error;
    const again = await request.replay(db);
    if (again) return again;
    throw request.lost(error);
  }
  return committed ? committed(booked) : (booked as unknown as T);
}
