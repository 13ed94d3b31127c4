import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { freshAccounts, sitePermissionInfo } from '../../../test/storyData';
import { authStoryParameters } from '../../../test/storyParameters';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = {
  title: 'Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}><Story /></div>],
  parameters: authStoryParameters,
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** By e-mail: the same confirmation whether or not the account exists (in_been_out). */
export const EmailSent: Story = {
  beforeEach: freshAccounts(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'ghost');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ghost@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send instructions' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('If the account exists, we have sent instructions to reset the password.');
  },
};

/** E-mail only when mobile registration is off: no tabs; an invalid e-mail is refused. */
export const EmailOnlyInvalid: Story = {
  beforeEach: freshAccounts({}, sitePermissionInfo({ mobileRegistration: false })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Username'), 'player1');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send instructions' }));
    await expect(await canvas.findByText(/Please enter a valid e-mail address/)).toBeInTheDocument();
  },
};

/** By mobile: code sent (countdown), a wrong code is refused. */
export const MobileWrongCode: Story = {
  beforeEach: freshAccounts(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Mobile number' }));
    await userEvent.type(canvas.getByLabelText('Mobile number'), '9171234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: /Resend in/ })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Verification code'), '000000');
    await userEvent.type(canvas.getByLabelText('New password'), 'NewSecret9');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'NewSecret9');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password and log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid or missing verification code');
  },
};
