/**
 * The schema-free rules of withdrawal proof images (spec §4 withdrawal confirmation: "not
 * received (with uploaded proof: png/jpg, ≤5 MB each, ≤3 images)"), apart from their TypeBox
 * schemas (`withdrawProof.ts`) so the browser bundle takes the numbers without the schemas.
 */

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
