/**
 * Proof images of a withdrawal the player did not receive (spec §4 withdrawal confirmation:
 * "not received (with uploaded proof: png/jpg, ≤5 MB each, ≤3 images)"; issue 12: uploads are
 * type-checked by content, size-limited while streaming, stored outside the web root and shown
 * only to their owner).
 *
 * The flow is upload first, then confirm: `withdrawProofUpload` (multipart, the files only)
 * stores the images and answers their ids; `withdrawConfirm` with `outcome: 'NOT_RECEIVED'`
 * names those ids in `proofIds`. So the confirmation stays one small JSON call, a single
 * conditional update that either happens whole or not at all, and a retry of it never sends a
 * file twice; an upload that fails half way leaves no proof behind.
 */
import { Type, type Static } from 'typebox';
import { Instant } from './cashier';
import { LiteralUnion } from './entities';

/** Largest proof image in bytes (5 MB = 5 × 1024 × 1024), enforced while the upload streams. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** Most proof images per withdrawal, counting every upload for it. */
export const PROOF_MAX_COUNT = 3;
/** The image types a proof may have, judged by the file's content (magic bytes), never by its name. */
export const PROOF_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
/** The multipart field name of each proof file. */
export const PROOF_FILE_FIELD = 'file';
/**
 * Where the owner reads one proof image: `GET <path><proofId>` with the session's
 * `Authorization` header; the raw image (not an envelope) with its sniffed `Content-Type`, or 404
 * for anyone else's or an unknown id.
 */
export const WITHDRAW_PROOF_PATH = '/wps/v2/withdraw/proof/';

/** A proof id (random, 22 characters base64url). */
export const ProofId = Type.String({ pattern: '^[A-Za-z0-9_-]{22}$', description: 'proof id' });

/** One stored proof image. */
export const WithdrawalProof = Type.Object({
  proofId: ProofId,
  withdrawalId: Type.String(),
  contentType: LiteralUnion(PROOF_CONTENT_TYPES),
  /** Size in bytes. */
  bytes: Type.Integer({ minimum: 1, maximum: PROOF_MAX_BYTES }),
  createdAt: Instant,
});
/** @see WithdrawalProof */
export type WithdrawalProof = Static<typeof WithdrawalProof>;

/** Query of `withdrawProofUpload`: the withdrawal the images prove (checked before any file is read). */
export const WithdrawProofQuery = Type.Object({ withdrawalId: Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$' }) }, { additionalProperties: false });
/** @see WithdrawProofQuery */
export type WithdrawProofQuery = Static<typeof WithdrawProofQuery>;

/** Answer of `withdrawProofUpload`: the images just stored, in the order sent. */
export const WithdrawProofsValue = Type.Object({ proofs: Type.Array(WithdrawalProof, { maxItems: PROOF_MAX_COUNT }) });
/** @see WithdrawProofsValue */
export type WithdrawProofsValue = Static<typeof WithdrawProofsValue>;

/** Error codes of proof uploads and of a NOT_RECEIVED confirmation. */
export const PROOF_ERROR_CODES = {
  /** A file over {@link PROOF_MAX_BYTES}: the upload was cut off and nothing of it kept. */
  proofTooLarge: 'cashier.proof.too.large',
  /** A file whose content is not PNG or JPEG (whatever its name or declared type). */
  proofType: 'cashier.proof.type.invalid',
  /** More than {@link PROOF_MAX_COUNT} images for one withdrawal. */
  proofLimit: 'cashier.proof.limit',
  /** NOT_RECEIVED without proof, or naming proofs that are not this withdrawal's. */
  proofRequired: 'cashier.proof.required',
} as const;
