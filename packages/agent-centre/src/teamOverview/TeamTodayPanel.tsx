/**
 * The /agentHome panel of today's team figures (issue 13; spec §2 agentTeamOverview): the team
 * overview of today's UTC day (same endpoint, from = to = today) as cards, with a link to the
 * overview page. Loading: a busy block; error: its text and Retry.
 */
import { Link } from 'react-router';
import { useTranslation } from '@gamehall/i18n';
import { useErrorText } from '@gamehall/shell';
import { ErrorState } from '@gamehall/ui-kit';
import { useGetTeamOverviewQuery } from '../api/teamOverviewApi';
import { presetRange } from '../lossIncome/reportRange';
import { agentPaths } from '../paths';
import { TeamOverviewCards } from './TeamOverviewPage';
import styles from '../lossIncome/LossIncome.module.css';

/** See the module comment; rendered by agent-web on the /agentHome index. */
export function TeamTodayPanel() {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const today = presetRange('today', Date.now());
  const query = useGetTeamOverviewQuery({ from: today.from, to: today.to });
  const value = query.currentData;
  return (
    <section aria-labelledby="team-today">
      <h2 id="team-today" className={styles.sectionTitle}>
        {t('ov_today')}
      </h2>
      {query.isError ? (
        <ErrorState message={errorText(query.error)} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      ) : value ? (
        <TeamOverviewCards value={value} />
      ) : (
        <div className={styles.loading} aria-busy="true" aria-label={t('loading')} />
      )}
      <Link to={agentPaths.agentTeamOverview}>{t('ov_open')}</Link>
    </section>
  );
}
