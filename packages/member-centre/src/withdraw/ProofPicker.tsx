/** The proof picker of a "not received" answer (spec §4 withdrawal confirmation: png/jpg, ≤ 5 MB each, ≤ 3 images). */
import { useId } from 'react';
import { PROOF_MAX_BYTES, PROOF_MAX_COUNT } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { IconButton, Spinner, cx, icons } from '@gamehall/ui-kit';
import type { ProofFile, ProofRefusal } from './useProofFiles';
import styles from './ProofPicker.module.css';

/** The size limit in MB, as the texts show it. */
export const PROOF_MAX_MB = PROOF_MAX_BYTES / (1024 * 1024);

/** Props of {@link ProofPicker}. */
export interface ProofPickerProps {
  /** The images picked, with their upload states ({@link useProofFiles}). */
  files: readonly ProofFile[];
  /** Files refused by the last pick (wrong type, too big, one too many). */
  refused?: readonly ProofRefusal[];
  /** Called with the files picked. */
  onAdd: (files: File[]) => void;
  /** Called with the id of an image to drop. */
  onRemove: (id: string) => void;
  /** While sending: no picking or removing. */
  disabled?: boolean;
  /** The "add at least one" error after a send without images. */
  error?: string;
}

/**
 * Picks up to {@link PROOF_MAX_COUNT} proof images (`accept="image/png,image/jpeg"`): a thumbnail
 * per image with its name, its state in words (ready, uploading with a spinner, since `fetch`
 * reports no progress; uploaded; not uploaded with the reason) and a remove button; refusals of
 * the last pick (type, size, count) as translated alerts. The button hides once 3 are picked.
 */
export function ProofPicker({ files, refused = [], onAdd, onRemove, disabled = false, error }: ProofPickerProps) {
  const { t } = useTranslation('member');
  const inputId = useId();
  const hintId = useId();
  const full = files.length >= PROOF_MAX_COUNT;
  return (
    <fieldset className={styles.picker} aria-describedby={hintId} disabled={disabled}>
      <legend className={styles.legend}>{t('withdraw_proof_title')}</legend>
      <p id={hintId} className={styles.hint}>
        {t('withdraw_proof_hint', { max: PROOF_MAX_COUNT, mb: PROOF_MAX_MB })}
      </p>
      {files.length === 0 ? <p className={styles.empty}>{t('withdraw_proof_empty')}</p> : null}
      {files.length > 0 ? (
        <ul className={styles.files} aria-label={t('withdraw_proof_title')}>
          {files.map((f) => (
            <li key={f.id} className={cx(styles.file, styles[f.state])} data-state={f.state}>
              {f.url ? <img className={styles.thumb} src={f.url} alt="" /> : <span className={styles.thumb} aria-hidden="true" />}
              <span className={styles.info}>
                <span className={styles.name}>{f.file.name}</span>
                <span className={styles.state}>
                  {f.state === 'uploading' ? <Spinner size={14} /> : null}
                  {t(`withdraw_proof_state_${f.state}`)}
                  {f.state === 'failed' && f.error ? `: ${f.error}` : ''}
                </span>
              </span>
              {f.state === 'done' || f.state === 'uploading' ? null : (
                <IconButton size="sm" label={t('withdraw_proof_remove', { name: f.file.name })} icon={<icons.close />} onClick={() => { onRemove(f.id); }} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {full ? null : (
        <label className={styles.pick} htmlFor={inputId}>
          {t('withdraw_proof_choose')}
          <input
            id={inputId}
            className={styles.input}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={(event) => {
              const picked = [...(event.target.files ?? [])];
              // The same file may be picked again after a removal.
              event.target.value = '';
              onAdd(picked);
            }}
          />
        </label>
      )}
      {refused.map((r) => (
        <p key={`${r.name}-${r.reason}`} className={styles.alert} role="alert">
          {t(`withdraw_proof_refused_${r.reason}`, { name: r.name, max: PROOF_MAX_COUNT, mb: PROOF_MAX_MB })}
        </p>
      ))}
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
