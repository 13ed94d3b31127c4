import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedInSession, renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { memberCentrePages } from './composable';
import { memberHandlers } from './test/cashierFixtures';

startTestServer(memberHandlers());

afterEach(() => {
  sessionStorage.clear();
});

describe('memberCentrePages (pages another app composes, issue 13)', () => {
  it('renders the platform messages page outside /member, with its texts', async () => {
    const session = loggedInSession();
    sessionStorage.setItem('token', session.token ?? '');
    const Page = memberCentrePages.messageV2;
    renderWithProviders(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
      { route: '/agentHome/messageV2', preloadedState: { session }, handlers: memberHandlers() },
    );
    expect(await screen.findByRole('button', { name: 'Unread: Weekend cashback' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit credited' })).toBeInTheDocument();
  });

  it('offers deposit, withdraw and platform messages', () => {
    expect(Object.keys(memberCentrePages).sort()).toEqual(['depositv2', 'messageV2', 'withdraw']);
  });
});
