import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_CODES } from '@gamehall/api-client';
import { MOCK_PASSWORD } from '@gamehall/api-client/mocks';
import { freshAccounts, sitePermissionInfo } from '../../../test/storyData';
import { authStoryParameters } from '../../../test/storyParameters';
import { initialAuthState } from '../../model/authSlice';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}><Story /></div>],
  parameters: authStoryParameters,
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Username login with remember me, forgot and register links and the trial button (FREEPLAY3). */
export const Default: Story = {
  beforeEach: freshAccounts(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Try a demo account' })).toBeInTheDocument();
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
  },
};

/** Empty submit: "Input cannot be empty" under each field. */
export const Validation: Story = {
  beforeEach: freshAccounts(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findAllByText('Input cannot be empty')).toHaveLength(2);
  },
};

/** A wrong password: the message in an alert, and the captcha row appears with its image. */
export const CaptchaShown: Story = {
  beforeEach: freshAccounts(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'player1');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Incorrect account or password');
    const image = await canvas.findByRole('img', { name: 'Captcha image' });
    await waitFor(() => expect(image.getAttribute('src') ?? canvas.getByRole('img', { name: 'Captcha image' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/));
    await expect(canvas.getByRole('button', { name: 'New captcha' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Captcha')).toHaveValue('');
  },
};

/** The login call is pending: the button shows a spinner and is busy. */
export const Pending: Story = {
  beforeEach: freshAccounts({ delays: { login: 'infinite' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'player1');
    await userEvent.type(canvas.getByLabelText('Password'), MOCK_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Too many attempts (spec §8): the server's limit message. */
export const TooManyRequests: Story = {
  beforeEach: freshAccounts({ failures: { login: { errorCode: ERROR_CODES.tooManyRequests, message: 'Too many requests', status: 429 } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'player1');
    await userEvent.type(canvas.getByLabelText('Password'), MOCK_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many requests, please try again after 5 minutes');
  },
};

/** SMS login tab (SMSLOGIN3 on): the code is sent and the countdown runs. */
export const SmsCountdown: Story = {
  beforeEach: freshAccounts({ smsExpiredMinutes: 5 }, sitePermissionInfo({ smsLogin: true })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'SMS code' }));
    await userEvent.type(canvas.getByLabelText('Mobile number'), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('Please enter a valid mobile number')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Mobile number'), '34567890');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: /Resend in 300 s/ })).toBeDisabled();
  },
};

/** SMS code refused by the server: its message under the field (spec §8 "Failed SMS code request"). */
export const SmsFailed: Story = {
  beforeEach: freshAccounts({ failures: { smsNoLogin: { errorCode: 'sms.quota', message: 'Quota not sufficient, please contact customer service' } } }, sitePermissionInfo({ smsLogin: true })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'SMS code' }));
    await userEvent.type(canvas.getByLabelText('Mobile number'), '9171234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Quota not sufficient, please contact customer service');
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};

/** The agent page variant: username only, no register link or trial; a member is refused. */
export const AgentRefusesMember: Story = {
  args: { agent: true },
  beforeEach: freshAccounts({}, sitePermissionInfo({ smsLogin: true })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Agent login' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Register/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Username'), 'player1');
    await userEvent.type(canvas.getByLabelText('Password'), MOCK_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Non-agents cannot log in');
    await expect(canvas.queryByRole('button', { name: 'Try a demo account' })).not.toBeInTheDocument();
  },
};

/** The session ended (idle time-out, issue 10 §3): the form says so above the fields. */
export const SessionEnded: Story = {
  beforeEach: freshAccounts(),
  parameters: { preloadedState: { auth: { ...initialAuthState, notice: 'session_ended' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your session has ended. Please log in again.');
    await expect(canvas.getByLabelText('Username')).toBeInTheDocument();
  },
};

/** A login link that expired or was used, in Tagalog: the notice is translated. */
export const LoginLinkInvalidTagalog: Story = {
  beforeEach: freshAccounts(),
  parameters: { language: 'TY', preloadedState: { auth: { ...initialAuthState, notice: 'login_link_invalid' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Nag-expire na o nagamit na ang login link na ito. Mag-log in.');
  },
};
