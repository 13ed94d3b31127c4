import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ANNOUNCEMENTS_PATH, agentHandlers, agentStoryParameters, answering, networkError, notices, pending } from '../test/agentFixtures';
import { AnnouncementPage } from './AnnouncementPage';

/** `agent1` logged in at /agentHome/agentAnnouncement on the mock platform. */
const meta = {
  title: 'AgentCentre/AnnouncementPage',
  component: AnnouncementPage,
  parameters: { ...agentStoryParameters, route: '/agentHome/agentAnnouncement', msw: { handlers: agentHandlers() } },
} satisfies Meta<typeof AnnouncementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mock platform's notices: title, time and content; no paging under 10. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Announcements' });
    await expect(within(list).getByRole('heading', { name: 'System upgrade completed' })).toBeInTheDocument();
    await expect(within(list).getAllByText(/^Published /).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('navigation', { name: 'Announcement pages' })).not.toBeInTheDocument();
  },
};

/** 12 notices: 9 on the first page, the other 3 on page 2 (spec §9). */
export const Paged: Story = {
  parameters: { msw: { handlers: [answering(ANNOUNCEMENTS_PATH, notices(12)), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Announcements' });
    await expect(within(list).getAllByRole('article')).toHaveLength(9);
    const pages = canvas.getByRole('navigation', { name: 'Announcement pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await expect(within(canvas.getByRole('list', { name: 'Announcements' })).getAllByRole('article')).toHaveLength(3);
  },
};

/** While the list loads: skeleton rows. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending(ANNOUNCEMENTS_PATH), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByTestId('row-skeleton')).length).toBeGreaterThan(0);
  },
};

/** No notices: in_no_data. */
export const Empty: Story = {
  parameters: { msw: { handlers: [answering(ANNOUNCEMENTS_PATH, notices(0)), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data')).toBeInTheDocument();
  },
};

/** The call fails: the network error's text and Retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [networkError(ANNOUNCEMENTS_PATH), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Network link is abnormal, please try again', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
