/**
 * Withdrawal proof images (spec §4 withdrawal confirmation, "not received" with proof; issue 12):
 * the multipart upload `withdrawProofUpload` (a contract endpoint of encoding `multipart`,
 * registered by api.ts inside a scope of its own that alone parses multipart bodies, with the
 * limits of {@link PROOF_MULTIPART_LIMITS}); the owner's read is in ./proof-image.ts. Uploads
 * are rate-limited per member and per address and audited as `withdrawal.proof.uploaded`.
 */
import '@fastify/multipart';
import { PROOF_FILE_FIELD, PROOF_MAX_BYTES, PROOF_MAX_COUNT } from '@gamehall/api-client/contract';
import { type ProofPart } from '../cashier/proofs.ts';
import { RequestError } from '../http/envelope.ts';
import { auditRequest } from '../security/audit.ts';
import { limitSubject } from '../security/rateLimiter.ts';
import type { Handlers } from './api.ts';

/** Proof uploads per member per rate-limit window (a player sends one to three files, maybe again after a refusal). */
export const PROOF_UPLOADS_PER_MEMBER = 10;
/** Proof uploads per address per rate-limit window. */
export const PROOF_UPLOADS_PER_IP = 30;

/**
 * busboy's limits in the multipart scope: each file cut at {@link PROOF_MAX_BYTES} (the service
 * also counts and refuses the byte past it), at most {@link PROOF_MAX_COUNT} files and a few
 * small text fields (ignored) per request.
 */
export const PROOF_MULTIPART_LIMITS = {
  fileSize: PROOF_MAX_BYTES,
  files: PROOF_MAX_COUNT,
  fields: 4,
  fieldSize: 1024,
  parts: PROOF_MAX_COUNT + 4,
  headerPairs: 20,
} as const;

/** The upload handler, merged into the contract's handler map by api.ts. */
export const proofHandlers: Pick<Handlers, 'withdrawProofUpload'> = {
  async withdrawProofUpload({ query, session, services, request, ip }) {
    await services.limiter.attempt([
      { key: `proof-upload:member:${String(session.member.id)}`, max: PROOF_UPLOADS_PER_MEMBER },
      { key: `proof-upload:ip:${limitSubject(ip)}`, max: PROOF_UPLOADS_PER_IP },
    ]);
    if (!request.isMultipart()) throw new RequestError('send the proof images as multipart/form-data');
    const parts = request.parts();
    async function* files(): AsyncGenerator<ProofPart> {
      for await (const part of parts) {
        // Text fields are ignored; a file in another field is refused rather than dropped unseen.
        if (part.type !== 'file') continue;
        if (part.fieldname !== PROOF_FILE_FIELD) {
          part.file.resume();
          throw new RequestError(`send each proof image in the field "${PROOF_FILE_FIELD}"`);
        }
        yield part;
      }
    }
    const proofs = await services.proofs.upload(session.member.id, query.withdrawalId, files());
    auditRequest(request, {
      event: 'withdrawal.proof.uploaded',
      account: session.member.account,
      memberId: session.member.id,
      withdrawalId: query.withdrawalId,
      proofIds: proofs.map((p) => p.proofId).join(','),
    });
    return { proofs };
  },
};
