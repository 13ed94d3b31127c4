/**
 * The agent site's routes (spec §2): `/agent` (login page, no header), `/agentHome` (the agent
 * centre: agents only, others are sent to `/agent` once a stored session has been restored),
 * `/` → `/agent`; unknown paths show the not-found page. One layout route holds the system
 * status gate and the account modals (change password, forced after a default or expired
 * password).
 */
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { AccountModals } from '@gamehall/auth';
import { AGENT_HOME_PATH, AGENT_LOGIN_PATH, NotFoundPage, RequireSession, RouteErrorPage, SystemStatusGate } from '@gamehall/shell';
import { AgentCentreLayout } from './components/AgentCentreLayout';
import { AgentWelcome } from './components/AgentWelcome';
import { AgentLoginPage } from './pages/AgentLoginPage';

/**
 * The account modals of this site: the forced password change and a login link's account switch
 * question; logging in happens on `/agent` (which shows an ended session's notice too).
 */
const AGENT_SITE_MODALS = ['changePassword', 'switchAccount'] as const;

/** The layout route's element: the gate, the page, the account modals. */
function Root() {
  return (
    <SystemStatusGate>
      <Outlet />
      <AccountModals modals={AGENT_SITE_MODALS} />
    </SystemStatusGate>
  );
}

/** The route tree (`startApp` makes a browser router over it; tests a memory router). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to={AGENT_LOGIN_PATH} replace /> },
      { path: AGENT_LOGIN_PATH, element: <AgentLoginPage /> },
      {
        path: AGENT_HOME_PATH,
        element: (
          <RequireSession requires="agent" redirectTo={AGENT_LOGIN_PATH}>
            <AgentCentreLayout>
              <AgentWelcome />
            </AgentCentreLayout>
          </RequireSession>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

