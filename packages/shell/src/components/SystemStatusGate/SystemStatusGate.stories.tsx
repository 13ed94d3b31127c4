import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { failure } from '@gamehall/api-client/mocks';
import { shellHandlers } from '../../test/fixtures';
import { SystemStatusGate } from './SystemStatusGate';

const meta = {
  title: 'System/SystemStatusGate',
  component: SystemStatusGate,
  args: { children: <p>The lobby is open</p> },
  parameters: { layout: 'fullscreen', msw: { handlers: shellHandlers() } },
} satisfies Meta<typeof SystemStatusGate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Status 0: the app is shown. */
export const Normal: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The lobby is open')).toBeInTheDocument();
  },
};

/** Status 1: the maintenance page with a customer service button. */
export const Maintenance: Story = {
  parameters: { msw: { handlers: shellHandlers({ systemStatus: 1 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'System maintenance' })).toBeInTheDocument();
    // The maintenance page shows on the status answer; its contact comes with the site settings, which may answer later.
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', 'https://t.me/gamehall_support'));
    await expect(canvas.queryByText('The lobby is open')).not.toBeInTheDocument();
  },
};

/** Status 2: the region-blocked page showing the IP. */
export const RegionBlocked: Story = {
  parameters: { msw: { handlers: shellHandlers({ systemStatus: 2, ip: '198.51.100.23' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    await expect(canvas.getByTestId('client-ip')).toHaveTextContent('198.51.100.23');
  },
};

/** The permission call answers 403: access restricted. */
export const AccessRestricted: Story = {
  parameters: {
    msw: { handlers: [http.get('*/wps/system/permission/info', () => failure('Access restricted by location or IP', 'access.restricted', 403)), ...shellHandlers()] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Your access to this site is restricted/)).toBeInTheDocument();
  },
};

/** While the status loads: the lobby's skeleton with the "Loading" text, and no lobby content. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/wps/system/status', async () => { await delay('infinite'); return HttpResponse.json({}); }), ...shellHandlers()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveAccessibleName('Loading…');
    await expect(canvas.getByTestId('page-skeleton')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('The lobby is open')).not.toBeInTheDocument();
  },
};

/** The status call fails: network_error with a retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: [http.get('*/wps/system/status', () => HttpResponse.error()), ...shellHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Network link is abnormal, please try again')).toBeInTheDocument(), { timeout: 4000 });
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
