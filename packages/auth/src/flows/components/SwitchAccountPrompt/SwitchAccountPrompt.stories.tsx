import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { freshAccounts } from '../../../test/storyData';
import { authStoryParameters } from '../../../test/storyParameters';
import { initialAuthState } from '../../model/authSlice';
import { SwitchAccountPrompt } from './SwitchAccountPrompt';

const meta = {
  title: 'Auth/SwitchAccountPrompt',
  component: SwitchAccountPrompt,
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}><Story /></div>],
  beforeEach: freshAccounts(),
  parameters: { ...authStoryParameters, preloadedState: { auth: { ...initialAuthState, accountSwitch: { current: 'player1', next: 'agent1' } } } },
} satisfies Meta<typeof SwitchAccountPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A login link for agent1 opened while player1 is logged in: both names and both answers. */
export const Asked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You are logged in as player1. This link logs in as agent1.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Log in as agent1' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Stay as player1' })).toBeInTheDocument();
  },
};

/** Answered "stay": the question goes away (the flow keeps player1 and ends the link's session). */
export const Stayed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Stay as player1' }));
    await expect(canvas.queryByRole('button', { name: 'Log in as agent1' })).not.toBeInTheDocument();
  },
};

/** In Tagalog. */
export const Tagalog: Story = {
  parameters: { language: 'TY' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mag-log in bilang agent1' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Manatili bilang player1' })).toBeInTheDocument();
  },
};
