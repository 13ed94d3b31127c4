import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedInSession } from '../../test/fixtures';
import { RealAccountNotice } from './RealAccountNotice';

const shown = { sideMenuOpen: false, helpOpen: false, helpTag: null, loginPopupRequests: 0, realAccountNotice: true };

const meta = {
  title: 'Accounts/RealAccountNotice',
  component: RealAccountNotice,
  parameters: { layout: 'fullscreen', preloadedState: { session: loggedInSession({ type: 4, nickname: 'Guest 42', account: 'trial42' }), shell: shown } },
} satisfies Meta<typeof RealAccountNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shown after a trial account tried a real-account action: in_need_true_account with a warning icon and Confirm. */
export const Shown: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Please use a real account for this action' });
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  },
};

/** Confirm dismisses the notice. */
export const Dismissed: Story = {
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Please use a real account for this action' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Not asked for: nothing rendered. */
export const Hidden: Story = {
  parameters: { preloadedState: { shell: { ...shown, realAccountNotice: false } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
