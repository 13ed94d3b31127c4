import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { shellHandlers } from '../../test/fixtures';
import { HelpModal } from './HelpModal';

const meta = {
  title: 'Modals/HelpModal',
  component: HelpModal,
  parameters: { layout: 'fullscreen', route: '/help', msw: { handlers: shellHandlers() } },
} satisfies Meta<typeof HelpModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `/help`: the first topic is selected. */
export const FirstTopic: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Help centre' });
    await expect(await within(dialog).findByRole('tab', { name: 'About us' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** `/help#withdraw`: that topic is selected; another tab can be picked. */
export const TopicFromHash: Story = {
  parameters: { route: '/help#withdraw' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Help centre' });
    await expect(await within(dialog).findByRole('tab', { name: 'Withdrawal' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByText('Withdrawals are processed within 24 hours.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'FAQ' }));
    await expect(within(dialog).getByText('Answers to common questions.')).toBeInTheDocument();
  },
};

/** Any other route: closed. */
export const Closed: Story = {
  parameters: { route: '/' },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
