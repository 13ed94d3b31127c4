import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_DEFAULT_PASSWORD, MOCK_PASSWORD, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { freshAccounts, sessionState } from '../../test/storyData';
import { authStoryParameters, reloadWithStoredSession } from '../../test/storyParameters';
import { initialAuthState } from '../../flows/model/authSlice';
import { AccountModals } from './AccountModals';

const meta = {
  title: 'Auth/AccountModals',
  component: AccountModals,
  beforeEach: freshAccounts(),
  parameters: authStoryParameters,
} satisfies Meta<typeof AccountModals>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The title of the mock catalogue's banner of a group. */
const bannerOf = (group: string) => makeMockCatalogue().banners.find((b) => b.groupName === group)!.title;

/** No modal open: nothing is rendered (and nothing is loaded). */
export const Closed: Story = {
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The login modal; its register link switches to the register modal. */
export const LoginModal: Story = {
  parameters: { preloadedState: sessionState({ modal: 'login' }) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'No account yet? Register' }));
    await expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  },
};

/** A successful login closes the modal. */
export const LoginSucceeds: Story = {
  parameters: { preloadedState: sessionState({ modal: 'login' }) },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(await screen.findByLabelText('Username'), 'player1');
    await userEvent.type(screen.getByLabelText('Password'), MOCK_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A default password forces the change: the modal cannot be dismissed (no X, Escape ignored). */
export const ForcedPasswordChange: Story = {
  parameters: { preloadedState: sessionState({ modal: 'login' }) },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(await screen.findByLabelText('Username'), 'defaultpw');
    await userEvent.type(screen.getByLabelText('Password'), MOCK_DEFAULT_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  },
};

/** The forced change's way out: Log out ends the session and closes the modal. */
export const ForcedPasswordChangeLogOut: Story = {
  parameters: { preloadedState: sessionState({ modal: 'login' }) },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(await screen.findByLabelText('Username'), 'defaultpw');
    await userEvent.type(screen.getByLabelText('Password'), MOCK_DEFAULT_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('dialog', { name: 'Change password' });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(sessionStorage.getItem('token')).toBeNull();
  },
};

/** A forced change survives a reload: the stored session re-opens it, asking for the current password. */
export const ForcedPasswordChangeAfterReload: Story = {
  beforeEach: freshAccounts({ sessions: { 'story-token': 'defaultpw' } }),
  parameters: reloadWithStoredSession('story-token'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await expect(dialog).toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Current password'), MOCK_DEFAULT_PASSWORD);
    await userEvent.type(screen.getByLabelText('New password'), 'Another#2026x');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Another#2026x');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The forgot-password modal, opened from the login modal's link: the w_forget banners above the form. */
export const ForgotPasswordModal: Story = {
  parameters: { preloadedState: sessionState({ modal: 'login' }) },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await expect(await within(dialog).findByRole('img', { name: bannerOf('w_forget') })).toBeInTheDocument();
  },
};

/** The register modal: the w_reg banners above the registration form. */
export const RegisterModal: Story = {
  parameters: { preloadedState: sessionState({ modal: 'register' }) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await expect(await within(dialog).findByRole('img', { name: bannerOf('w_reg') })).toBeInTheDocument();
    await expect(within(dialog).queryByRole('img', { name: bannerOf('w_forget') })).not.toBeInTheDocument();
  },
};

/** A login link for another account (issue 10 §3): the "Switch account?" question; closing it answers "stay". */
export const SwitchAccountQuestion: Story = {
  parameters: {
    preloadedState: { ...sessionState({ modal: 'switchAccount' }), auth: { ...initialAuthState, accountSwitch: { current: 'player1', next: 'agent1' } } },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Switch account?' });
    await expect(dialog).toHaveTextContent('You are logged in as player1. This link logs in as agent1.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The agent site's set (`modals`: change password and switch only): a login modal asked for is not shown there. */
export const AgentSiteModalsOnly: Story = {
  args: { modals: ['changePassword', 'switchAccount'] },
  parameters: { preloadedState: sessionState({ modal: 'login' }) },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
