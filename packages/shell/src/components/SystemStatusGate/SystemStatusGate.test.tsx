import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { envelope, failure } from '@gamehall/api-client/mocks';
import { renderWithProviders, startTestServer } from '../../testing';
import { shellHandlers } from '../../test/fixtures';
import { SystemStatusGate } from './SystemStatusGate';

const server = startTestServer(shellHandlers());
const app = <SystemStatusGate>
  <p>The lobby is open</p>
</SystemStatusGate>;

describe('SystemStatusGate (spec §4 system status)', () => {
  it('shows the app when the status is 0', async () => {
    renderWithProviders(app);
    // Meanwhile: the lobby's skeleton with its text, not the lobby.
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByTestId('page-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('The lobby is open')).not.toBeInTheDocument();
    expect(await screen.findByText('The lobby is open')).toBeInTheDocument();
  });

  it('status 1 shows the maintenance texts and a customer service button', async () => {
    renderWithProviders(app, { handlers: shellHandlers({ systemStatus: 1 }) });
    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeInTheDocument();
    expect(screen.getByText('The site is under maintenance. Please come back later or contact customer service.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', 'https://t.me/gamehall_support');
    expect(screen.queryByText('The lobby is open')).not.toBeInTheDocument();
  });

  it('status 2 shows the region-blocked page with the IP', async () => {
    renderWithProviders(app, { handlers: shellHandlers({ systemStatus: 2, ip: '198.51.100.23' }) });
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByText('Access restricted by location or IP. Your IP: 198.51.100.23')).toBeInTheDocument();
    expect(screen.getByTestId('client-ip')).toHaveTextContent('198.51.100.23');
  });

  it('a 403 on the permission call shows the access-restricted page', async () => {
    renderWithProviders(app, { handlers: [http.get('*/wps/system/permission/info', () => failure('Forbidden', 'access.restricted', 403))] });
    expect(await screen.findByText(/Your access to this site is restricted/)).toBeInTheDocument();
  });

  it('a failed status call shows network_error with a retry that recovers', async () => {
    let fail = true;
    server.use(http.get('*/wps/system/status', () => (fail ? HttpResponse.error() : envelope({ status: 0, ip: '203.0.113.7' }))));
    const { user } = renderWithProviders(app);
    expect(await screen.findByText('Network link is abnormal, please try again', {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The lobby is open')).toBeInTheDocument();
  });

  it('re-checks the status when the window regains focus', async () => {
    let status: 0 | 1 = 0;
    server.use(http.get('*/wps/system/status', () => envelope({ status, ip: '203.0.113.7' })));
    renderWithProviders(app);
    expect(await screen.findByText('The lobby is open')).toBeInTheDocument();
    status = 1;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'System maintenance' })).toBeInTheDocument());
  });

  it('re-checks the status periodically', async () => {
    let status: 0 | 1 = 0;
    server.use(http.get('*/wps/system/status', () => envelope({ status, ip: '203.0.113.7' })));
    renderWithProviders(<SystemStatusGate recheckMs={200}>ok</SystemStatusGate>);
    expect(await screen.findByText('ok')).toBeInTheDocument();
    status = 1;
    expect(await screen.findByRole('heading', { name: 'System maintenance' }, { timeout: 3000 })).toBeInTheDocument();
  });
});
