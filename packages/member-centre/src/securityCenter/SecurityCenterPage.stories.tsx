import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_RECOVERY_CODES, MOCK_TOTP_CODE, MOCK_TOTP_SECRET } from '@gamehall/api-client/mocks';
import { memberStoryParameters } from '../test/cashierFixtures';
import { securityHandlers } from '../test/securityFixtures';
import { SecurityCenterPage } from './SecurityCenterPage';

const meta = {
  title: 'MemberCentre/SecurityCenterPage',
  component: SecurityCenterPage,
  parameters: { ...memberStoryParameters, route: '/member/securityCenter', msw: { handlers: securityHandlers() } },
} satisfies Meta<typeof SecurityCenterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the overview loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: securityHandlers('player1', { delays: { securityOverview: 'infinite' } }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('security-loading')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The overview could not load: the error and a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: securityHandlers('player1', { failures: { securityOverview: { errorCode: 'system.error', message: 'Something went wrong', status: 500 } } }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** Nothing bound yet: every item offers to set or bind, and no login verification is possible. */
export const NothingSet: Story = {
  parameters: { msw: { handlers: securityHandlers('agent2') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('security-mobile-state')).toHaveTextContent('Not bound');
    await expect(canvas.getByTestId('security-paymentPassword-state')).toHaveTextContent('Not set');
    await expect(canvas.getByTestId('security-authenticator-state')).toHaveTextContent('Off');
    await expect(canvas.getByText(/Bind a mobile number, an e-mail or an authenticator app/)).toBeInTheDocument();
  },
};

/** player1: payment password, masked mobile and e-mail, the methods a new-address login asks for. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('security-mobile-state')).toHaveTextContent('+63 •••• 4567');
    await expect(canvas.getByTestId('security-email-state')).toHaveTextContent('p•••@gamehall.example');
    await expect(canvas.getByTestId('security-paymentPassword-state')).toHaveTextContent('Set');
    await expect(canvas.getByText('A login from a new place asks for one of: mobile code, e-mail code, bank account name.')).toBeInTheDocument();
  },
};

/** The change password form, open. */
export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change: Login password' }));
    await expect(canvas.getByLabelText('Current password')).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Enter your current password')).toBeInTheDocument();
  },
};

/** Changing the payment password asks for the current one. */
export const ChangePaymentPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change: Payment password' }));
    await expect(canvas.getByRole('heading', { name: 'Change the payment password' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Current payment password')).toHaveAttribute('inputmode', 'numeric');
  },
};

/** A code was sent to the new number: the button counts down. */
export const MobileCodeSent: Story = {
  parameters: { msw: { handlers: securityHandlers('agent2') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Bind: Mobile number' }));
    await userEvent.type(canvas.getByLabelText('Mobile number'), '9175550002');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();
    await expect(canvas.getByText('We sent a 6-digit code by SMS. It is valid for 5 minutes.')).toBeInTheDocument();
  },
};

/** Setting up the authenticator: the QR code and the key as text. */
export const AuthenticatorSetup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Set up: Authenticator app' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Set up' }));
    await expect(await canvas.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    await expect(canvas.getByText(MOCK_TOTP_SECRET)).toBeInTheDocument();
  },
};

/** The first code confirmed: the recovery codes, shown once. */
export const RecoveryCodesShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Set up: Authenticator app' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Set up' }));
    await userEvent.type(await canvas.findByLabelText('Code from the app'), MOCK_TOTP_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(await canvas.findByRole('heading', { name: 'Recovery codes' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(MOCK_RECOVERY_CODES.length);
  },
};

/** The authenticator is on: the recovery codes left, and turning it off. */
export const AuthenticatorOn: Story = {
  parameters: { msw: { handlers: securityHandlers('secured') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('security-authenticator-state')).toHaveTextContent('On');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off: Authenticator app' }));
    await expect(canvas.getByLabelText('Code from the app or a recovery code')).toBeInTheDocument();
  },
};
