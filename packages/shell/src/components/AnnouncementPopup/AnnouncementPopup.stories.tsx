import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { resetVisitorActivity } from '@gamehall/ui-kit';
import { shellCatalogue, shellHandlers } from '../../test/fixtures';
import { AnnouncementPopup } from './AnnouncementPopup';

const meta = {
  title: 'Modals/AnnouncementPopup',
  component: AnnouncementPopup,
  parameters: { layout: 'fullscreen', msw: { handlers: shellHandlers() } },
  beforeEach() {
    sessionStorage.removeItem('announcementClosed:B');
    // The popup opens when the page is idle and the visitor quiet: a story starts with no activity.
    resetVisitorActivity();
  },
} satisfies Meta<typeof AnnouncementPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Anonymous visitor: the B and F popups, paged with previous/next. */
export const Anonymous: Story = {
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Register and get ₱100' });
    await expect(within(dialog).getByText('1 / 2')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await expect(await body.findByRole('dialog', { name: 'Scheduled maintenance' })).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

const single = shellCatalogue();
single.announcements = single.announcements.filter((a) => a.promotionType !== 'PU' || a.execution === 'B');

/** One popup: no pager. */
export const Single: Story = {
  parameters: { msw: { handlers: shellHandlers({}, single) } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Register and get ₱100' });
    await expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  },
};

/** Closed earlier in this session: nothing is shown. */
export const ClosedThisSession: Story = {
  beforeEach() {
    sessionStorage.setItem('announcementClosed:B', 'closed');
    return () => sessionStorage.removeItem('announcementClosed:B');
  },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
