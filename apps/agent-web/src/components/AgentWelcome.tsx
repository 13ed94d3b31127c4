import { useTranslation } from '@gamehall/i18n';
import { TeamTodayPanel } from '@gamehall/agent-centre';
import { selectMember, useAppSelector } from '@gamehall/shell';
import styles from './AgentCentreLayout.module.css';

/**
 * The /agentHome welcome panel: the agent's nickname, account and type (spec §3 "Member info"),
 * and today's team figures with a link to the team overview (agent-centre `TeamTodayPanel`).
 */
export function AgentWelcome() {
  const { t } = useTranslation('agent');
  const member = useAppSelector(selectMember);
  if (!member) return null;
  return (
    <section className={styles.panel} aria-labelledby="agent-welcome">
      <h1 id="agent-welcome" className={styles.title}>
        {t('agent_welcome', { nickname: member.nickname || member.account })}
      </h1>
      <h2 className={styles.subtitle}>{t('agent_account_info')}</h2>
      <dl className={styles.facts}>
        <dt>{t('nickname')}</dt>
        <dd>{member.nickname}</dd>
        <dt>{t('account')}</dt>
        <dd>{member.account}</dd>
        <dt>{t('account_type')}</dt>
        <dd>{t('agent_type_name', { type: member.type })}</dd>
      </dl>
      <TeamTodayPanel />
    </section>
  );
}
