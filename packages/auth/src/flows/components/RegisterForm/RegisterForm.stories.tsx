import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { freshAccounts, sitePermissionInfo } from '../../../test/storyData';
import { authStoryParameters } from '../../../test/storyParameters';
import { RegisterForm } from './RegisterForm';

const meta = {
  title: 'Auth/RegisterForm',
  component: RegisterForm,
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}><Story /></div>],
  parameters: authStoryParameters,
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both methods allowed: tabs, mobile selected by default (spec §4), SMS code, e-mail per the rules. */
export const MobileByDefault: Story = {
  beforeEach: freshAccounts(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Mobile number', selected: true })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Mobile number')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Verification code')).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    await expect(canvas.queryByLabelText('Username')).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText('Real name')).not.toBeInTheDocument();
  },
};

/** Username only (mobile registration off): the server rules' messages, confirmation and terms. */
export const UsernameValidation: Story = {
  beforeEach: freshAccounts({}, sitePermissionInfo({ mobileRegistration: false })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = await canvas.findByLabelText('Username');
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
    await userEvent.type(username, '1abc');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret123x');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Secret123y');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByText('Please enter 6–16 letters and digits, starting with a letter')).toBeInTheDocument();
    await expect(canvas.getByText('Confirmation password is not correct')).toBeInTheDocument();
    await expect(canvas.getByText('Please confirm that you are 18 or older and accept the terms')).toBeInTheDocument();
  },
};

/** The invitation code from the URL is prefilled; an invalid one stops the registration. */
export const InvalidInvitationCode: Story = {
  parameters: { route: '/register?affiliateCode=BAD99' },
  beforeEach: freshAccounts({}, sitePermissionInfo({ mobileRegistration: false })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Invitation code')).toHaveValue('BAD99');
    await userEvent.type(canvas.getByLabelText('Username'), 'newplayer7');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret123x');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Secret123x');
    await userEvent.click(canvas.getByRole('checkbox', { name: /18 or older/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid invitation code');
  },
};

/** The SMS code was sent: the countdown runs on the button. */
export const CountdownRunning: Story = {
  beforeEach: freshAccounts({ smsExpiredMinutes: 2 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Mobile number'), '9170001234');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: /Resend in 120 s/ })).toBeDisabled();
  },
};

/** A taken mobile number: the server's refusal of the code request. */
export const MobileTaken: Story = {
  beforeEach: freshAccounts(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Mobile number'), '9171234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This mobile number is already registered');
  },
};

/** The registration call is pending. */
export const Pending: Story = {
  beforeEach: freshAccounts({ delays: { register: 'infinite' } }, sitePermissionInfo({ mobileRegistration: false })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Username'), 'newplayer8');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret123x');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Secret123x');
    await userEvent.click(canvas.getByRole('checkbox', { name: /18 or older/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-busy', 'true'));
  },
};
