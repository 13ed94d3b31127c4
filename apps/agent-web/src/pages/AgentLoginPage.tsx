import { Navigate } from 'react-router';
import { LoginForm } from '@gamehall/auth';
import { useTranslation } from '@gamehall/i18n';
import { AGENT_HOME_PATH, selectIsAgent, selectIsLogin, useAppSelector, useImageUrl, useSiteSettings } from '@gamehall/shell';
import styles from './AgentLoginPage.module.css';

/**
 * The agent login page `/agent` (spec §2: login form with username type, change-password modal,
 * no header): auth's `LoginForm agent` inline. The login saga sends the agent to `/agentHome`;
 * a non-agent is refused by the server (`login.not.agent`, "Non-agents cannot log in", spec §6)
 * and the form shows the message. An agent already logged in goes straight to `/agentHome`.
 */
export function AgentLoginPage() {
  const { t } = useTranslation();
  const isLogin = useAppSelector(selectIsLogin);
  const isAgent = useAppSelector(selectIsAgent);
  const site = useSiteSettings();
  const imageUrl = useImageUrl();
  if (isLogin && isAgent) return <Navigate to={AGENT_HOME_PATH} replace />;
  return (
    <main id="main" className={styles.page}>
      <div className={styles.card}>
        <img className={styles.logo} src={imageUrl('/art/logo.svg')} alt={site?.siteName ?? 'Gamehall'} width={120} height={32} />
        <h1 className={styles.title}>{t('agent_login_title')}</h1>
        <LoginForm agent />
      </div>
    </main>
  );
}
