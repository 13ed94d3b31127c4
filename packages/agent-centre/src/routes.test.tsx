import { screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { AGENT_TOKEN, agentHandlers, agentSession, withFlag } from './test/agentFixtures';
import { AGENT_PAGES, type AgentPage } from './pages';
import { AgentPageRoute, agentCentreRoutes } from './routes';

startTestServer(agentHandlers());

afterEach(() => {
  sessionStorage.clear();
});

/** A contract page that needs the dividend flag (spec §6). */
const dividendPage: AgentPage = {
  id: 'agentDividendRecordCopy2',
  path: '/agentHome/agentDividendRecordCopy2',
  labelKey: 'dividend_record',
  requires: 'divtypereq',
  Page: lazy(() => Promise.resolve({ default: () => <p>dividend rows</p> })),
};

function renderRoute(policyOn: boolean) {
  sessionStorage.setItem('token', AGENT_TOKEN);
  return renderWithProviders(<AgentPageRoute page={dividendPage} />, {
    route: dividendPage.path,
    preloadedState: { session: agentSession() },
    handlers: agentHandlers(policyOn ? {} : { permission: withFlag('AGENTPOLICY3', false) }),
  });
}

describe('agent centre routes', () => {
  it('has one child route per built page, named by its spec route name', () => {
    expect(agentCentreRoutes.map((r) => r.path)).toEqual(AGENT_PAGES.map((p) => p.id));
    expect(agentCentreRoutes.map((r) => r.path)).toEqual(['agentAnnouncement', 'agentTeamOverview', 'registerCenter', 'downlineManagmentView', 'personalHistoryCopy', 'palStatementsAgentCopy', 'agentRevenueReport', 'agentDownlineTransactionDetailsCopy', 'agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary']);
  });

  it('gates each contract records page by its consolidated-funds flag (spec §6)', () => {
    const requires = Object.fromEntries(AGENT_PAGES.filter((p) => p.requires).map((p) => [p.id, p.requires]));
    expect(requires).toEqual({ agentDividendRecordCopy2: 'divtypereq', agentDailyWages2: 'dailysalreqtype', agentHourSalary: 'contracthoursalreq', agentRealtimeSalary: 'realtimesalreqtype' });
  });

  it('shows a flagged page under its heading when the merchant enables it', async () => {
    const { router } = renderRoute(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dividend record' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('dividend rows')).toBeInTheDocument();
    // It waited for the site settings and the flags instead of leaving the page.
    expect(router.state.location.pathname).toBe('/agentHome/agentDividendRecordCopy2');
  });

  it('sends a flagged page the merchant has not enabled to /agentHome', async () => {
    const { router } = renderRoute(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'), { timeout: 5000 });
    expect(screen.queryByText('dividend rows')).not.toBeInTheDocument();
  });
});
