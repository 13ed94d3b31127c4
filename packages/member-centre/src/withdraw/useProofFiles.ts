/** The proof images a player picks for a "not received" answer (spec §4 withdrawal confirmation). */
import { useCallback, useEffect, useRef, useState } from 'react';
import { PROOF_CONTENT_TYPES, PROOF_MAX_BYTES, PROOF_MAX_COUNT } from '@gamehall/api-client';

/** Where one picked image stands: picked, being sent, stored (with its proof id) or refused. */
export type ProofFileState = 'chosen' | 'uploading' | 'done' | 'failed';

/** One picked image. */
export interface ProofFile {
  /** A key for the list. */
  id: string;
  file: File;
  /** Its thumbnail (an object URL; absent where the browser makes none). */
  url?: string;
  state: ProofFileState;
  /** The server's id once stored. */
  proofId?: string;
  /** Why it failed to upload (translated). */
  error?: string;
}

/** A picked file refused before upload: its name and why (`type`: not PNG/JPEG, `size`: over 5 MB, `count`: more than 3). */
export interface ProofRefusal {
  name: string;
  reason: 'type' | 'size' | 'count';
}

/**
 * Checks picked files against the proof rules before any upload: PNG or JPEG by the browser's
 * type (the server judges the content again), at most {@link PROOF_MAX_BYTES} each, at most
 * {@link PROOF_MAX_COUNT} with the ones already picked.
 *
 * @param files - the files picked now
 * @param held - how many are picked already
 * @returns the accepted files and the refused ones with their reason
 */
export function checkProofFiles(files: readonly File[], held: number): { accepted: File[]; refused: ProofRefusal[] } {
  const accepted: File[] = [];
  const refused: ProofRefusal[] = [];
  for (const file of files) {
    if (!(PROOF_CONTENT_TYPES as readonly string[]).includes(file.type)) refused.push({ name: file.name, reason: 'type' });
    else if (file.size > PROOF_MAX_BYTES || file.size === 0) refused.push({ name: file.name, reason: 'size' });
    else if (held + accepted.length >= PROOF_MAX_COUNT) refused.push({ name: file.name, reason: 'count' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

const objectUrl = (file: File): string | undefined => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined);

let nextId = 0;

/**
 * The picked proof images and their upload states. Thumbnails are object URLs, revoked when an
 * image is removed and when the component unmounts.
 *
 * @param initial - images to start with (stories)
 * @returns `files`, the last refusals, `add(files)`, `remove(id)` and `update(id, patch)`
 * @example
 * ```tsx
 * const proofs = useProofFiles();
 * <input type="file" onChange={(e) => { proofs.add([...(e.target.files ?? [])]); }} />
 * ```
 */
export function useProofFiles(initial: readonly Omit<ProofFile, 'id' | 'url'>[] = []) {
  const [files, setFiles] = useState<ProofFile[]>(() => initial.map((f) => ({ ...f, id: `proof-${String(nextId++)}`, url: objectUrl(f.file) })));
  const [refused, setRefused] = useState<ProofRefusal[]>([]);
  const urls = useRef(new Set<string>());
  for (const f of files) if (f.url) urls.current.add(f.url);

  useEffect(() => {
    const held = urls.current;
    return () => {
      for (const url of held) URL.revokeObjectURL(url);
      held.clear();
    };
  }, []);

  const add = (picked: readonly File[]) => {
    const { accepted, refused: refusedNow } = checkProofFiles(picked, files.length);
    setRefused(refusedNow);
    if (accepted.length === 0) return;
    const added = accepted.map((file) => ({ id: `proof-${String(nextId++)}`, file, url: objectUrl(file), state: 'chosen' as const }));
    setFiles((current) => [...current, ...added]);
  };

  const remove = useCallback((id: string) => {
    setFiles((current) => {
      const gone = current.find((f) => f.id === id);
      if (gone?.url) {
        URL.revokeObjectURL(gone.url);
        urls.current.delete(gone.url);
      }
      return current.filter((f) => f.id !== id);
    });
    setRefused([]);
  }, []);

  const update = useCallback((id: string, patch: Partial<Pick<ProofFile, 'state' | 'proofId' | 'error'>>) => {
    setFiles((current) => current.map((f) => (f.id === id ? { ...f, ...patch } : f)));
  }, []);

  return { files, refused, add, remove, update };
}
