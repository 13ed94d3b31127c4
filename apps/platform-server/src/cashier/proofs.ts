/**
 * Proof images of a withdrawal the player did not receive (spec §4 withdrawal confirmation:
 * "not received (with uploaded proof: png/jpg, ≤5 MB each, ≤3 images)"; issue 12: uploads are
 * type-checked by content, size-limited while streaming, stored outside the web root and shown
 * only to their owner and the operator's CLI).
 *
 * Upload first, then confirm (`WithdrawalService.confirm` names the proof ids): the files of one
 * upload are streamed to disk one by one, each checked on its first bytes (PNG or JPEG magic
 * numbers through `file-type`; the name and the declared type are ignored) and cut off past
 * {@link PROOF_MAX_BYTES}; then one transaction locks the withdrawal row, checks it is still
 * PAID and that it would hold at most {@link PROOF_MAX_COUNT} proofs, and inserts the rows. Any
 * refusal deletes every file of that upload, so an upload is kept whole or not at all.
 *
 * Files live in `<uploadsDir>/withdrawal-proofs/` (default `<DATA_DIR>/uploads`, never under the
 * static root) under random names (128 bits), folder 0700 and files 0600. With several instances
 * on PostgreSQL, `UPLOADS_DIR` must be storage they share.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CASHIER_ERROR_CODES,
  type PROOF_CONTENT_TYPES,
  PROOF_ERROR_CODES,
  PROOF_MAX_BYTES,
  PROOF_MAX_COUNT,
  type WithdrawalProof,
} from '@gamehall/api-client/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { BusinessError } from '../http/envelope.ts';
import { NOT_PAID_MESSAGE } from './withdrawals.ts';

/** The folder under the uploads directory that holds proof images. */
export const PROOF_FOLDER = 'withdrawal-proofs';
/** Bytes read before the type is judged (the PNG signature is 8, JPEG's 3; file-type's usual sample). */
const SNIFF_BYTES = 4100;
const EXTENSIONS: Record<ProofContentType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/** A proof image's type as sniffed. */
export type ProofContentType = (typeof PROOF_CONTENT_TYPES)[number];

/** Message of `cashier.proof.too.large`. */
export const PROOF_TOO_LARGE_MESSAGE = `A proof image may be at most ${String(PROOF_MAX_BYTES / (1024 * 1024))} MB`;
/** Message of `cashier.proof.type.invalid`. */
export const PROOF_TYPE_MESSAGE = 'A proof image must be a PNG or JPEG picture';
/** Message of `cashier.proof.limit`. */
export const PROOF_LIMIT_MESSAGE = `At most ${String(PROOF_MAX_COUNT)} proof images per withdrawal`;

/** One file part of an upload, as `@fastify/multipart` hands it over. */
export interface ProofPart {
  /** The file's bytes. */
  file: Readable & { truncated?: boolean };
}

/** A stored proof for the operator: the row and the file's absolute path. */
export interface AdminProof {
  proofId: string;
  withdrawalId: string;
  contentType: string;
  bytes: number;
  path: string;
}

/** An open proof image for its owner. */
export interface OpenProof {
  contentType: ProofContentType;
  bytes: number;
  stream: Readable;
}

/** Dependencies of {@link ProofService}. */
export interface ProofDeps {
  db: AppDb;
  now: () => number;
  /** The uploads directory (config `uploadsDir`); proofs go into its {@link PROOF_FOLDER}. */
  uploadsDir: string;
}

/** Thrown by {@link SniffLimit} when the content is not an accepted image. */
class WrongType extends Error {}
/** Thrown by {@link SniffLimit} past {@link PROOF_MAX_BYTES}. */
class TooLarge extends Error {}

/**
 * A pass-through that holds the first {@link SNIFF_BYTES}, judges the type from them (PNG or
 * JPEG, else {@link WrongType}), and then counts: one byte over {@link PROOF_MAX_BYTES} ends the
 * stream with {@link TooLarge}, so the write stops there.
 */
class SniffLimit extends Transform {
  private head: Buffer[] = [];
  private headBytes = 0;
  private total = 0;
  /** The type found, once judged. */
  contentType: ProofContentType | undefined;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.total += chunk.length;
    if (this.total > PROOF_MAX_BYTES) {
      done(new TooLarge());
      return;
    }
    if (this.contentType) {
      done(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) {
      done();
      return;
    }
    this.judge(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.contentType) done();
    else this.judge(done);
  }

  /** Bytes passed so far. */
  get bytes(): number {
    return this.total;
  }

  private judge(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    fileTypeFromBuffer(head).then(
      (found) => {
        const mime = found?.mime;
        if (mime !== 'image/png' && mime !== 'image/jpeg') {
          done(new WrongType());
          return;
        }
        this.contentType = mime;
        done(null, head);
      },
      () => {
        done(new WrongType());
      },
    );
  }
}

const toProof = (row: typeof t.withdrawalProofs.$inferSelect): WithdrawalProof => ({
  proofId: row.proofId,
  withdrawalId: row.withdrawalId ?? '',
  contentType: row.contentType as ProofContentType,
  bytes: row.bytes,
  createdAt: row.createdAt.toISOString(),
});

/** Proof images: upload, the owner's read, the operator's list. One instance per app. */
export class ProofService {
  constructor(private readonly deps: ProofDeps) {}

  /** The folder of proof images. */
  get folder(): string {
    return join(this.deps.uploadsDir, PROOF_FOLDER);
  }

  /**
   * Checks before any file is read that the member may add proof to the withdrawal: it is theirs
   * and PAID, and holds fewer than {@link PROOF_MAX_COUNT} proofs.
   * @param memberId the session member
   * @param withdrawalId the withdrawal
   * @returns how many proofs it holds already
   * @throws BusinessError `cashier.not.found` (not the member's), `cashier.state.invalid` (not
   *   PAID or past its deadline), `cashier.proof.limit` (full)
   */
  async precheck(memberId: number, withdrawalId: string): Promise<number> {
    return this.check(this.deps.db, memberId, withdrawalId, 0, false);
  }

  private async check(db: AppDb, memberId: number, withdrawalId: string, adding: number, lock: boolean): Promise<number> {
    const select = db
      .select({ status: t.withdrawals.status, confirmBy: t.withdrawals.confirmBy })
      .from(t.withdrawals)
      .where(and(eq(t.withdrawals.withdrawalId, withdrawalId), eq(t.withdrawals.memberId, memberId)));
    const [row] = lock ? await select.for('update') : await select;
    if (!row) throw new BusinessError(CASHIER_ERROR_CODES.cashierNotFound, `No withdrawal ${withdrawalId}`);
    if (row.status !== 'PAID' || !row.confirmBy || row.confirmBy.getTime() <= this.deps.now()) {
      throw new BusinessError(CASHIER_ERROR_CODES.cashierState, NOT_PAID_MESSAGE);
    }
    const [held] = await db.select({ n: count() }).from(t.withdrawalProofs).where(eq(t.withdrawalProofs.withdrawalId, withdrawalId));
    const n = held?.n ?? 0;
    if (n + Math.max(adding, 1) > PROOF_MAX_COUNT) throw new BusinessError(PROOF_ERROR_CODES.proofLimit, PROOF_LIMIT_MESSAGE, { max: PROOF_MAX_COUNT, held: n });
    return n;
  }

  /**
   * Stores the proof images of one upload (spec §4): each file is streamed to a random name,
   * judged by its first bytes and cut off past {@link PROOF_MAX_BYTES}; then one transaction
   * (withdrawal row locked) checks the withdrawal is still PAID with room for them and inserts
   * the rows. On any refusal every file of this upload is deleted and no row is written.
   * @param memberId the session member
   * @param withdrawalId the withdrawal (the member's, PAID)
   * @param parts the file parts, in order (an async iterable: read one at a time)
   * @returns the stored proofs, in the order sent
   * @throws BusinessError `cashier.proof.too.large`, `cashier.proof.type.invalid`,
   *   `cashier.proof.limit` (more than {@link PROOF_MAX_COUNT} with the ones held),
   *   `cashier.not.found`, `cashier.state.invalid`, `cashier.proof.required` (no file)
   */
  async upload(memberId: number, withdrawalId: string, parts: AsyncIterable<ProofPart>): Promise<WithdrawalProof[]> {
    const held = await this.precheck(memberId, withdrawalId);
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    const written: { proofId: string; file: string; contentType: ProofContentType; bytes: number }[] = [];
    try {
      for await (const part of parts) {
        if (held + written.length >= PROOF_MAX_COUNT) {
          part.file.resume();
          throw new BusinessError(PROOF_ERROR_CODES.proofLimit, PROOF_LIMIT_MESSAGE, { max: PROOF_MAX_COUNT, held });
        }
        written.push(await this.store(part));
      }
      if (written.length === 0) throw new BusinessError(PROOF_ERROR_CODES.proofRequired, 'Choose at least one proof image');
      const createdAt = new Date(this.deps.now());
      const rows = await this.deps.db.transaction(async (tx) => {
        const db = tx as unknown as AppDb;
        await this.check(db, memberId, withdrawalId, written.length, true);
        return db
          .insert(t.withdrawalProofs)
          .values(written.map((w) => ({ proofId: w.proofId, memberId, withdrawalId, contentType: w.contentType, bytes: w.bytes, file: w.file, createdAt })))
          .returning();
      });
      const byId = new Map(rows.map((row) => [row.proofId, row]));
      return written.map((w) => {
        const row = byId.get(w.proofId);
        if (!row) throw new Error('proof row missing after insert');
        return toProof(row);
      });
    } catch (error) {
      await Promise.all(written.map((w) => rm(join(this.deps.uploadsDir, w.file), { force: true })));
      throw mapMultipartError(error);
    }
  }

  /** Streams one part to a new random file; deletes it and throws on a wrong type or size. */
  private async store(part: ProofPart): Promise<{ proofId: string; file: string; contentType: ProofContentType; bytes: number }> {
    const name = randomBytes(16).toString('hex');
    const partial = join(this.folder, `${name}.part`);
    const sniff = new SniffLimit();
    try {
      await pipeline(part.file, sniff, createWriteStream(partial, { mode: 0o600, flags: 'wx' }));
      // busboy stops at its own fileSize limit (the same bound) and marks the stream truncated.
      if (part.file.truncated) throw new TooLarge();
      if (!sniff.contentType) throw new WrongType();
    } catch (error) {
      part.file.resume();
      await rm(partial, { force: true });
      if (error instanceof TooLarge) throw new BusinessError(PROOF_ERROR_CODES.proofTooLarge, PROOF_TOO_LARGE_MESSAGE, { maxBytes: PROOF_MAX_BYTES });
      if (error instanceof WrongType) throw new BusinessError(PROOF_ERROR_CODES.proofType, PROOF_TYPE_MESSAGE);
      throw mapMultipartError(error);
    }
    const file = join(PROOF_FOLDER, `${name}.${EXTENSIONS[sniff.contentType]}`);
    await rename(partial, join(this.deps.uploadsDir, file));
    return { proofId: randomBytes(16).toString('base64url'), file, contentType: sniff.contentType, bytes: sniff.bytes };
  }

  /**
   * Checks that every id names a proof of this member and withdrawal (a NOT_RECEIVED confirmation).
   * @param db the database or the confirmation's transaction
   * @param memberId the session member
   * @param withdrawalId the withdrawal
   * @param proofIds the ids the confirmation names (1 to 3, distinct)
   * @throws BusinessError `cashier.proof.required` when one is unknown, another member's or another withdrawal's
   */
  async requireOwn(db: AppDb, memberId: number, withdrawalId: string, proofIds: readonly string[]): Promise<void> {
    const [found] = await db
      .select({ n: count() })
      .from(t.withdrawalProofs)
      .where(and(inArray(t.withdrawalProofs.proofId, [...proofIds]), eq(t.withdrawalProofs.memberId, memberId), eq(t.withdrawalProofs.withdrawalId, withdrawalId)));
    if (proofIds.length === 0 || (found?.n ?? 0) !== new Set(proofIds).size) {
      throw new BusinessError(PROOF_ERROR_CODES.proofRequired, 'Upload at least one proof image for this withdrawal and send its id');
    }
  }

  /**
   * Opens one proof image for its owner.
   * @param memberId the session member
   * @param proofId the proof id
   * @returns the type, size and a stream of the file; undefined when unknown, another member's or its file is gone
   */
  async open(memberId: number, proofId: string): Promise<OpenProof | undefined> {
    const [row] = await this.deps.db
      .select()
      .from(t.withdrawalProofs)
      .where(and(eq(t.withdrawalProofs.proofId, proofId), eq(t.withdrawalProofs.memberId, memberId)));
    if (!row) return undefined;
    const stream = createReadStream(join(this.deps.uploadsDir, row.file));
    try {
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
    } catch {
      return undefined;
    }
    return { contentType: row.contentType as ProofContentType, bytes: row.bytes, stream };
  }

  /**
   * The proofs of some withdrawals for the operator's CLI, with each file's absolute path.
   * @param withdrawalIds the withdrawals
   * @returns the proofs by withdrawal id, oldest first
   */
  async adminList(withdrawalIds: readonly string[]): Promise<Map<string, AdminProof[]>> {
    const byWithdrawal = new Map<string, AdminProof[]>();
    if (withdrawalIds.length === 0) return byWithdrawal;
    const rows = await this.deps.db
      .select()
      .from(t.withdrawalProofs)
      .where(inArray(t.withdrawalProofs.withdrawalId, [...withdrawalIds]))
      .orderBy(asc(t.withdrawalProofs.createdAt), asc(sql`${t.withdrawalProofs.proofId}`));
    for (const row of rows) {
      const withdrawalId = row.withdrawalId ?? '';
      const list = byWithdrawal.get(withdrawalId) ?? [];
      list.push({ proofId: row.proofId, withdrawalId, contentType: row.contentType, bytes: row.bytes, path: join(this.deps.uploadsDir, row.file) });
      byWithdrawal.set(withdrawalId, list);
    }
    return byWithdrawal;
  }
}

/** `@fastify/multipart`'s limit errors as the proof refusals they stand for; anything else unchanged. */
export function mapMultipartError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new BusinessError(PROOF_ERROR_CODES.proofTooLarge, PROOF_TOO_LARGE_MESSAGE, { maxBytes: PROOF_MAX_BYTES });
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new BusinessError(PROOF_ERROR_CODES.proofLimit, PROOF_LIMIT_MESSAGE, { max: PROOF_MAX_COUNT });
  return error;
}
