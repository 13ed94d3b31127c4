/**
 * The proof upload of a withdrawal the player did not receive (spec §4 withdrawal confirmation;
 * contract `withdrawProofUpload`, encoding `multipart`), injected into the one `baseApi`. The
 * api-client transport sends a `FormData` body as is over `fetch`, which reports no upload
 * progress: the picker shows an indeterminate "uploading" state per file instead.
 */
import { PROOF_FILE_FIELD, baseApi, type ValueOf } from '@gamehall/api-client';

/** Arguments of `uploadWithdrawProof`: the PAID withdrawal and the images (PNG or JPEG, ≤ 5 MB each). */
export interface UploadProofArgs {
  withdrawalId: string;
  files: readonly File[];
}

/**
 * `uploadWithdrawProof` (mutation): sends the files in the multipart field `file` →
 * `{ proofs }` with their ids, for `withdrawConfirm`'s `proofIds`. Errors are
 * `PlatformQueryError`s (`cashier.proof.too.large`, `cashier.proof.type.invalid`,
 * `cashier.proof.limit`, `cashier.state.invalid`, …). Nothing is cached.
 */
export const proofApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadWithdrawProof: build.mutation<ValueOf<'withdrawProofUpload'>, UploadProofArgs>({
      query: ({ withdrawalId, files }) => {
        const body = new FormData();
        for (const file of files) body.append(PROOF_FILE_FIELD, file, file.name);
        return { endpoint: 'withdrawProofUpload', query: { withdrawalId }, body };
      },
    }),
  }),
});

/** The hook of {@link proofApi}: `useUploadWithdrawProofMutation()`. */
export const { useUploadWithdrawProofMutation } = proofApi;
