import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy } from 'react';
import { expect, within } from 'storybook/test';
import { agentHandlers, agentStoryParameters } from '../test/agentFixtures';
import { AgentPageFrame } from './AgentPageFrame';

/** A page whose chunk never arrives. */
const NeverLoads = lazy(() => new Promise<{ default: () => null }>(() => undefined));

/** One agent page's frame: heading, then the page. */
const meta = {
  title: 'AgentCentre/AgentPageFrame',
  component: AgentPageFrame,
  args: { title: 'Announcement', children: <p>The page</p> },
  parameters: { ...agentStoryParameters, msw: { handlers: agentHandlers() } },
} satisfies Meta<typeof AgentPageFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The heading (level 1) and the page. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Announcement' })).toBeInTheDocument();
    await expect(canvas.getByText('The page')).toBeInTheDocument();
  },
};

/** While the page's chunk loads: the heading and a busy skeleton. */
export const PageLoading: Story = {
  args: { title: 'Register account', children: <NeverLoads /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Register account' })).toBeInTheDocument();
    await expect(canvas.getByTestId('page-skeleton')).toHaveAttribute('aria-busy', 'true');
  },
};
