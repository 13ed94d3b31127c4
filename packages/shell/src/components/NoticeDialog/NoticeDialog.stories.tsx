import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { makeAnnouncement } from '@gamehall/api-client/mocks';
import { NoticeDialog } from './NoticeDialog';

const meta = {
  title: 'Modals/NoticeDialog',
  component: NoticeDialog,
  args: {
    notice: makeAnnouncement({
      id: 7,
      promotionType: 'PR',
      title: 'Daily reload 10%',
      content: '<p>Get <strong>10%</strong> on your first deposit every day.</p><script>alert(1)</script>',
    }),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NoticeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An announcement (here a promotion a banner links): title, sanitised HTML, confirm closes. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Daily reload 10%' });
    await expect(within(dialog).getByText('10%')).toBeInTheDocument();
    await expect(dialog.querySelector('script')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
