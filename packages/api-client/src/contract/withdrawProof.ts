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
import { PROOF_CONTENT_TYPES, PROOF_MAX_BYTES, PROOF_MAX_COUNT } from './withdrawProofRules';

export { PROOF_CONTENT_TYPES, PROOF_ERROR_CODES, PROOF_FILE_FIELD, PROOF_MAX_BYTES, PROOF_MAX_COUNT, WITHDRAW_PROOF_PATH } from './withdrawProofRules';

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
