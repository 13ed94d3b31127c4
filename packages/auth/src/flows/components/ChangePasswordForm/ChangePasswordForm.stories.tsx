import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ERROR_CODES } from '@gamehall/api-client';
import { MOCK_PASSWORD } from '@gamehall/api-client/mocks';
import { freshAccounts, sessionState } from '../../../test/storyData';
import { authStoryParameters } from '../../../test/storyParameters';
import { initialAuthState } from '../../model/authSlice';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  title: 'Auth/ChangePasswordForm',
  component: ChangePasswordForm,
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}><Story /></div>],
  parameters: authStoryParameters,
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

// A logged-in session (withAppProviders stores its token) that the account mocks know.
const loggedIn = freshAccounts({ sessions: { 'story-token': 'player1' } });
const { session: storySession } = sessionState({ token: 'story-token', modal: 'changePassword' });

/** Voluntary: old password required; a mismatched confirmation is refused (inconsistent_twice). */
export const Voluntary: Story = {
  beforeEach: loggedIn,
  parameters: { session: storySession },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), MOCK_PASSWORD);
    await userEvent.type(canvas.getByLabelText('New password'), 'Another123');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Another124');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(await canvas.findByText('Confirmation password is not correct')).toBeInTheDocument();
  },
};

/** Voluntary change done: the success message. */
export const Changed: Story = {
  beforeEach: loggedIn,
  parameters: { session: storySession },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), MOCK_PASSWORD);
    await userEvent.type(canvas.getByLabelText('New password'), 'Another123');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Another123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your password has been changed.');
  },
};

/** A wrong current password: the refusal in an alert. */
export const WrongOldPassword: Story = {
  beforeEach: freshAccounts({ failures: { changePassword: { errorCode: ERROR_CODES.oldPasswordWrong, message: 'oldPassword: incorrect' } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), 'nope-nope');
    await userEvent.type(canvas.getByLabelText('New password'), 'Another123');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Another123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The current password is not correct');
  },
};

/** A refused field (member.field.invalid with its problem): the message names the field in the user's language. */
export const FieldRefused: Story = {
  beforeEach: freshAccounts({
    failures: { changePassword: { errorCode: ERROR_CODES.fieldInvalid, message: 'newPassword: must differ from the current password', value: { field: 'newPassword', problem: 'differs' } } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), MOCK_PASSWORD);
    await userEvent.type(canvas.getByLabelText('New password'), MOCK_PASSWORD);
    await userEvent.type(canvas.getByLabelText('Confirm new password'), MOCK_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('New password must differ from the current password');
  },
};

/** A refused encrypted body (encryption.*): a translated "please try again". */
export const EncryptionRefused: Story = {
  beforeEach: freshAccounts({ failures: { changePassword: { errorCode: ERROR_CODES.encryptionStale, message: 'timestamp outside 5 minutes', status: 400 } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), MOCK_PASSWORD);
    await userEvent.type(canvas.getByLabelText('New password'), 'Another123');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Another123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong while sending your request, please try again');
  },
};

const forced = (oldPasswordKnown: boolean) => ({
  session: sessionState({ token: 'story-token', modal: 'changePassword', passwordChangeForced: true }).session,
  preloadedState: { auth: { ...initialAuthState, forcedLogin: { agent: false, oldPasswordKnown, restored: !oldPasswordKnown } } },
});

/** Forced right after the login (the typed password is known): the explanation, no old password field, Log out. */
export const Forced: Story = {
  args: { forced: true },
  beforeEach: freshAccounts(),
  parameters: forced(true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Choose a new password to continue/)).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Current password')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  },
};

/** Forced after a reload (the old password is not known): the current password is asked for. */
export const ForcedAfterReload: Story = {
  args: { forced: true },
  beforeEach: freshAccounts(),
  parameters: forced(false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Choose a new password to continue/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(await canvas.findAllByText('Input cannot be empty')).toHaveLength(3);
    await expect(canvas.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
  },
};
