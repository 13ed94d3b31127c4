import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ERROR_CODES } from '@gamehall/api-client';
import { MOCK_PASSWORD } from '@gamehall/api-client/mocks';
import { freshAccounts, sessionState } from '../../../test/storyData';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  title: 'Auth/ChangePasswordForm',
  component: ChangePasswordForm,
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}><Story /></div>],
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const loggedIn = (context: unknown) => {
  sessionStorage.setItem('token', 'story-token');
  freshAccounts({ sessions: { 'story-token': 'player1' } })(context);
};

/** Voluntary: old password required; a mismatched confirmation is refused (inconsistent_twice). */
export const Voluntary: Story = {
  beforeEach: loggedIn,
  parameters: { preloadedState: sessionState({ token: 'story-token', modal: 'changePassword' }) },
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
  parameters: { preloadedState: sessionState({ token: 'story-token', modal: 'changePassword' }) },
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

/** Forced (default or expired password): the explanation, no old password field. */
export const Forced: Story = {
  args: { forced: true },
  beforeEach: freshAccounts(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Choose a new password to continue/)).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Current password')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  },
};
