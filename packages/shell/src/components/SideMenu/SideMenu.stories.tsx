import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loggedInSession, shellCatalogue, shellHandlers, unreadCountHandler } from '../../test/fixtures';
import { SideMenu } from './SideMenu';

const meta = {
  title: 'Layout/SideMenu',
  component: SideMenu,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: shellHandlers() },
    menuEntries: [{ id: 'lobby.home', area: 'sideMenu', labelKey: 'home', to: '/', order: 1 }],
  },
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const leftMenuBanner = shellCatalogue().banners.find((b) => b.groupName === 'w_leftmenu')!;

/** Closed drawer on phones (a rail on desktop): registered entries, download, customer service, licence, language. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu' });
    await expect(nav).toHaveAttribute('data-state', 'closed');
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(await canvas.findByRole('link', { name: 'Customer service' })).toHaveAttribute('href', 'https://t.me/gamehall_support');
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    // A closed drawer does not load the w_leftmenu banners.
    await expect(canvas.queryByRole('img', { name: leftMenuBanner.title })).not.toBeInTheDocument();
  },
};

/** The drawer open on a phone: a modal panel over an overlay, headed by the w_leftmenu banners. */
export const Open: Story = {
  parameters: { preloadedState: { shell: { sideMenuOpen: true, helpOpen: false, helpTag: null, loginPopupRequests: 0 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('dialog', { name: 'Menu' });
    await expect(panel).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByTestId('side-menu-overlay')).toBeInTheDocument();
    await expect(await within(panel).findByRole('img', { name: leftMenuBanner.title })).toBeInTheDocument();
  },
};

/** The download entry opens the QR popup with the iOS and Android codes. */
export const DownloadPopup: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download the app' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Download the app' });
    await expect(within(dialog).getAllByRole('img')).toHaveLength(2);
  },
};

/** Hidden on game pages. */
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** Logged in: the logout entry (spec §2), which asks in_sure_logout first. */
export const LoggedIn: Story = {
  parameters: { preloadedState: { session: loggedInSession() } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Are you sure you want to log out?' });
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

/** A visitor sees no logout entry. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  },
};

/** A logged-in member with 3 unread messages: an entry that asks for the unread badge shows it (spec §2 badges). */
export const EntryWithUnreadBadge: Story = {
  parameters: {
    preloadedState: { session: loggedInSession() },
    menuEntries: [{ id: 'member.side.messageV2', area: 'sideMenu', labelKey: 'platform_messages', to: '/member/messageV2', order: 1, requiresLogin: true, badge: 'unreadMessages' }],
    msw: { handlers: [unreadCountHandler(3), ...shellHandlers()] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Platform messages 3 unread messages' })).toHaveAttribute('href', '/member/messageV2');
  },
};
