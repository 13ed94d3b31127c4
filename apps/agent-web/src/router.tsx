/**
 * The agent site's routes (spec §2): `/agent` (login page, no header), `/agentHome` (the agent
 * centre: agents only, others are sent to `/agent` once a stored session has been restored),
 * `/` → `/agent`; unknown paths show the not-found page. `/agentHome` is a layout route (the
 * navigation) whose children are the overview (index), the member centre's deposit, withdraw and
 * platform messages pages, and the agent centre's pages (`/agentHome/<spec page name>`, each a
 * lazy chunk), and over them the contract popup (pending offers, its own chunk); an unknown
 * `/agentHome/…` path is replaced by `/agentHome`. One layout route holds the system
 * status gate and the account modals (change password, forced after a default or expired
 * password).
 */
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { agentCentreRoutes } from '@gamehall/agent-centre';
import { AccountModals } from '@gamehall/auth';
import { AGENT_HOME_PATH, AGENT_LOGIN_PATH, NotFoundPage, RequireSession, RouteErrorPage, SystemStatusGate, withChunkTimeout } from '@gamehall/shell';
import { AgentCentreLayout } from './components/AgentCentreLayout';
import { AgentWelcome } from './components/AgentWelcome';
import { MemberPageRoute } from './components/MemberPageRoute';
import { AGENT_MEMBER_PAGES } from './memberPages';
import { AgentLoginPage } from './pages/AgentLoginPage';

/**
 * The account modals of this site: the forced password change and a login link's account switch
 * question; logging in happens on `/agent` (which shows an ended session's notice too).
 */
const AGENT_SITE_MODALS = ['changePassword', 'switchAccount'] as const;

/**
 * The deposit page's return from the payment provider: the platform sends the payer back to
 * `/member/depositv2?depositId=…` on the site they came from (the player site's path); on this
 * site that deposit is at `/agentHome/depositv2`, with the same query.
 */
function DepositReturn() {
  const { search } = useLocation();
  return <Navigate to={`${AGENT_HOME_PATH}/depositv2${search}`} replace />;
}

/**
 * agent-centre's contract popup (spec §2 "Modals: contract"): the agent's pending offers from its
 * upline, loaded as its own chunk once the agent is in the centre; a failed load shows nothing.
 */
const loadContractPopup = withChunkTimeout(() => import('@gamehall/agent-centre/contractPopup'));
const ContractPopup = lazy(() => loadContractPopup().catch(() => ({ default: () => null })));

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
              <Outlet />
            </AgentCentreLayout>
            <Suspense fallback={null}>
              <ContractPopup />
            </Suspense>
          </RequireSession>
        ),
        children: [
          { index: true, element: <AgentWelcome /> },
          ...AGENT_MEMBER_PAGES.map((page) => ({ path: page.id, element: <MemberPageRoute page={page} /> })),
          ...agentCentreRoutes,
          { path: '*', element: <Navigate to={AGENT_HOME_PATH} replace /> },
        ],
      },
      { path: '/member/depositv2', element: <DepositReturn /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

