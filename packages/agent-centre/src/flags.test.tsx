import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MenuEntry } from '@gamehall/shell';
import { loggedInSession, renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { AGENT_TOKEN, agentHandlers, agentSession, withFlag } from './test/agentFixtures';
import { useAgentFlags } from './flags';
import { agentEntryVisible } from './menuFilter';
import type { AgentPage } from './pages';

const server = startTestServer(agentHandlers());

/** Paths of the calls made while a test ran. */
const calls: string[] = [];
server.events.on('request:start', ({ request }) => {
  calls.push(new URL(request.url).pathname);
});

afterEach(() => {
  calls.length = 0;
  sessionStorage.clear();
});

/** Shows what the hook answers. */
function Probe() {
  const flags = useAgentFlags();
  return <p data-testid="flags">{`${flags.loading ? 'loading' : 'ready'} div=${String(flags.isOn('divtypereq'))} daily=${String(flags.isOn('dailysalreqtype'))}`}</p>;
}

function renderFlags(session = agentSession()) {
  sessionStorage.setItem('token', AGENT_TOKEN);
  renderWithProviders(<Probe />, { route: '/agentHome', preloadedState: { session } });
  return () => screen.getByTestId('flags').textContent;
}

const FUNDS = '/wps/member/info/funds/consolidated';

describe('useAgentFlags (spec §6 consolidated funds)', () => {
  it("reads the agent's flags when AGENTPOLICY3 is on", async () => {
    server.use(...agentHandlers());
    const flags = renderFlags();
    await waitFor(() => expect(flags()).toBe('ready div=true daily=true'));
    expect(calls).toContain(FUNDS);
  });

  it('with AGENTPOLICY3 off: no call, every flag off', async () => {
    server.use(...agentHandlers({ permission: withFlag('AGENTPOLICY3', false) }));
    const flags = renderFlags();
    await waitFor(() => expect(calls).toContain('/wps/system/permission/info'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(flags()).toBe('ready div=false daily=false');
    expect(calls).not.toContain(FUNDS);
  });

  it('for a trial account: no call, every flag off', async () => {
    server.use(...agentHandlers());
    const flags = renderFlags(loggedInSession({ type: 4, account: 'trial1' }));
    await waitFor(() => expect(calls).toContain('/wps/system/permission/info'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(flags()).toBe('ready div=false daily=false');
    expect(calls).not.toContain(FUNDS);
  });
});

describe('agentEntryVisible (the menu gating)', () => {
  const Page = (() => null) as unknown as AgentPage['Page'];
  const pages: AgentPage[] = [
    { id: 'agentAnnouncement', path: '/agentHome/agentAnnouncement', labelKey: 'agent_announcement', Page },
    { id: 'agentDailyWages2', path: '/agentHome/agentDailyWages2', labelKey: 'daily_wages', Page, requires: 'dailysalreqtype' },
  ];
  const entry = (to: string): MenuEntry => ({ id: to, area: 'agent', labelKey: 'x', to, order: 1 });
  it('hides a page whose flag is off and shows it when on; other entries always show', () => {
    const off = { isOn: () => false };
    const on = { isOn: (flag: string) => flag === 'dailysalreqtype' };
    expect(agentEntryVisible(entry('/agentHome/agentDailyWages2'), pages, off)).toBe(false);
    expect(agentEntryVisible(entry('/agentHome/agentDailyWages2'), pages, on)).toBe(true);
    expect(agentEntryVisible(entry('/agentHome/agentAnnouncement'), pages, off)).toBe(true);
    expect(agentEntryVisible(entry('/agentHome/depositv2'), pages, off)).toBe(true);
  });
});
