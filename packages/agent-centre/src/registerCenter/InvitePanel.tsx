/**
 * Share the agent's invitation (spec §2 registerCenter): the player site's register link with the
 * agent's affiliate code (the player site's register form prefills `?affiliateCode=`), a copy
 * button for the link and for the code (copy_success for 2 s), and the link as a scannable QR code.
 */
import { useEffect, useState } from 'react';
import type { AgentRegisterInfo } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { IconButton, QrCode } from '@gamehall/ui-kit';
import styles from './RegisterCenter.module.css';

/** Two overlapping sheets: the copy icon. */
function CopyIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h9" />
    </svg>
  );
}

/** A labelled value with a copy button named "Copy <label>"; copy_success shows for 2 s after a copy. */
function CopyLine({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('agent');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => {
      setCopied(false);
    }, 2000);
    return () => {
      clearTimeout(timer);
    };
  }, [copied]);
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => {
        setCopied(true);
      },
      () => {
        setCopied(false);
      },
    );
  };
  return (
    <div className={styles.field}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.copyRow} style={{ margin: 0 }}>
        <span className={styles.value}>{value}</span>
        <IconButton size="sm" label={t('copy_value', { label })} icon={<CopyIcon />} onClick={copy} />
        <span role="status" className={styles.copied}>
          {copied ? t('copy_success') : ''}
        </span>
      </dd>
    </div>
  );
}

/** Props of {@link InvitePanel}. */
export interface InvitePanelProps {
  /** The agent's invitation code and link (`agentRegisterInfo`). */
  info: AgentRegisterInfo;
}

/** The invitation link, code and QR code; without a code, a note to contact customer service. */
export function InvitePanel({ info }: InvitePanelProps) {
  const { t } = useTranslation('agent');
  if (!info.affiliateCode || !info.inviteUrl) return <p className={styles.note}>{t('invite_missing')}</p>;
  return (
    <>
      <dl className={styles.form} style={{ margin: 0 }}>
        <CopyLine label={t('invite_link')} value={info.inviteUrl} />
        <CopyLine label={t('invite_code')} value={info.affiliateCode} />
      </dl>
      <QrCode value={info.inviteUrl} size={160} label={t('invite_qr')} />
    </>
  );
}
