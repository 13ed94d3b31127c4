/**
 * The registerCenter page (spec §2 "registerCenter: register a downline directly or share the
 * agent's invitation link and QR"): the direct registration form and the invitation panel, both
 * from the agent's `agentRegisterInfo` (loading: a skeleton; a failure: its text and Retry).
 */
import { useTranslation } from '@gamehall/i18n';
import { useErrorText } from '@gamehall/shell';
import { ErrorState } from '@gamehall/ui-kit';
import { useGetAgentRegisterInfoQuery } from '../api/agentApi';
import { InvitePanel } from './InvitePanel';
import { RegisterDownlineForm } from './RegisterDownlineForm';
import styles from './RegisterCenter.module.css';

/** Register a downline, or share the invitation link and its QR code. */
export function RegisterCenterPage() {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const { data, error, isLoading, refetch } = useGetAgentRegisterInfoQuery();
  if (isLoading) return <div className={styles.skeleton} aria-busy="true" data-testid="page-skeleton" />;
  if (error || !data) return <ErrorState message={errorText(error)} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="register-downline">
        <h2 id="register-downline" className={styles.heading}>
          {t('register_downline')}
        </h2>
        <p className={styles.note}>{t('register_downline_note')}</p>
        <RegisterDownlineForm {...(data.downlineAgentType !== undefined ? { downlineAgentType: data.downlineAgentType } : {})} />
      </section>
      <section className={styles.card} aria-labelledby="invite-title">
        <h2 id="invite-title" className={styles.heading}>
          {t('invite_title')}
        </h2>
        <p className={styles.note}>{t('invite_note')}</p>
        <InvitePanel info={data} />
      </section>
    </div>
  );
}
