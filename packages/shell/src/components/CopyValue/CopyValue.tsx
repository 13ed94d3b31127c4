/** A labelled value with a copy button (spec §2: copying shows copy_success); the member centre's and the agent centre's pages use it. */
import { useEffect, useState } from 'react';
import { useTranslation } from '@gamehall/i18n';
import { IconButton } from '@gamehall/ui-kit';
import styles from './CopyValue.module.css';

/** Props of {@link CopyValue}. */
export interface CopyValueProps {
  /** The translated label, e.g. "Account number". */
  label: string;
  /** The value shown and copied. */
  value: string;
}

/** Two overlapping sheets: the copy icon. */
function CopyIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h9" />
    </svg>
  );
}

/**
 * A term and its value (a `dt` and `dd`: put it in a `dl`) with a copy button (named "Copy <label>"); after a copy the word
 * copy_success shows for 2 s (announced politely). A browser that refuses the clipboard leaves
 * the value to be selected by hand.
 */
export function CopyValue({ label, value }: CopyValueProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => { setCopied(false); }, 2000);
    return () => { clearTimeout(timer); };
  }, [copied]);
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => { setCopied(true); },
      () => { setCopied(false); },
    );
  };
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        <span className={styles.text}>{value}</span>
        <IconButton size="sm" label={t('copy_value', { label })} icon={<CopyIcon />} onClick={copy} />
        <span role="status" className={styles.copied}>
          {copied ? t('copy_success') : ''}
        </span>
      </dd>
    </div>
  );
}
