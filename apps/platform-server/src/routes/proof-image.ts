/**
 * `GET /wps/v2/withdraw/proof/:proofId`: one withdrawal proof image (spec §4; issue 12 "shown
 * only to their owner"), streamed outside the envelope. The upload is ./cashier-proof.ts.
 */
import { ERROR_CODES, WITHDRAW_PROOF_PATH } from '@gamehall/api-client/contract';
import { type FastifyInstance } from 'fastify';
import { fail } from '../http/envelope.ts';
import { type PlatformServices } from '../services.ts';
import { sessionHook } from './api.ts';

const PROOF_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * `GET /wps/v2/withdraw/proof/:proofId` (session required): the image itself with the
 * `Content-Type` sniffed at upload, `X-Content-Type-Options: nosniff`, `Cache-Control: private,
 * no-store` and `Content-Disposition: inline`. Another member's, an unknown or a malformed id
 * answer the same 404 envelope, so ids cannot be probed.
 */
export function registerProofRoutes(app: FastifyInstance, services: PlatformServices): void {
  app.get<{ Params: { proofId: string } }>(`${WITHDRAW_PROOF_PATH}:proofId`, { preValidation: sessionHook(services, 'required') }, async (request, reply) => {
    const session = request.platformSession;
    const { proofId } = request.params;
    const found = session && PROOF_ID.test(proofId) ? await services.proofs.open(session.member.id, proofId) : undefined;
    if (!found) return reply.code(404).send(fail(ERROR_CODES.notFound, 'No such proof image'));
    return reply
      .header('Content-Type', found.contentType)
      .header('Content-Length', String(found.bytes))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', 'inline')
      .send(found.stream);
  });
}
