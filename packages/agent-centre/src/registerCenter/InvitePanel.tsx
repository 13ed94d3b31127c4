/**
 * Share the agent's invitation (spec §2 registerCenter): the player site's register link with the
 * agent's affiliate code (the player site's register form prefills `?affiliateCode=`), a copy
 * button for the link and for the code (copy_success for 2 s), and the link as a scannable QR code.
 */
import type { AgentRegisterInfo } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { CopyValue } from '@gamehall/shell';
import { QrCode } from '@gamehall/ui-kit';
import styles from './RegisterCenter.module.css';

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
      <dl className={styles.invite}>
        <CopyValue label={t('invite_link')} value={info.inviteUrl} />
        <CopyValue label={t('invite_code')} value={info.affiliateCode} />
      </dl>
      <QrCode value={info.inviteUrl} size={160} label={t('invite_qr')} />
    </>
  );
}
