import { Navigate, type RouteObject } from 'react-router';
import { useTranslation } from '@gamehall/i18n';
import { useAgentFlags } from './flags';
import { AgentPageFrame } from './layout/AgentPageFrame';
import { AGENT_PAGES, type AgentPage } from './pages';
import { agentPaths } from './paths';

/**
 * One page's route element: the page under its heading, or `/agentHome` (replaced) when the page
 * needs a consolidated-funds flag the merchant has not enabled (spec §6); nothing while the flags load.
 *
 * @param props - `page`: the agent page
 */
export function AgentPageRoute({ page }: { page: AgentPage }) {
  const { t } = useTranslation('agent');
  const flags = useAgentFlags();
  if (page.requires && flags.loading) return <div aria-busy="true" />;
  if (page.requires && !flags.isOn(page.requires)) return <Navigate to={agentPaths.root} replace />;
  return (
    <AgentPageFrame title={t(page.labelKey)}>
      <page.Page />
    </AgentPageFrame>
  );
}

/**
 * The agent centre's routes, children of the app's `/agentHome` layout route (spec §2 "Agent
 * centre pages"): one per built page of `AGENT_PAGES`, path = its spec route name (e.g.
 * `agentAnnouncement` → `/agentHome/agentAnnouncement`), element = the page's lazy chunk under its
 * heading. A page that needs a consolidated-funds flag the merchant has not enabled is replaced
 * by `/agentHome`. The layout route guards the session (agents only) and draws the navigation.
 */
export const agentCentreRoutes: RouteObject[] = AGENT_PAGES.map((page) => ({ path: page.id, element: <AgentPageRoute page={page} /> }));
