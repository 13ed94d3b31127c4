import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { freshAccounts } from '../../test/storyData';
import { authStoryParameters } from '../../test/storyParameters';
import { AccountModals } from '../AccountModals/AccountModals';
import { HeaderLoginForm } from './HeaderLoginForm';

const meta = {
  title: 'Auth/HeaderLoginForm',
  component: HeaderLoginForm,
  beforeEach: freshAccounts(),
  render: () => (
    <>
      <HeaderLoginForm />
      <AccountModals />
    </>
  ),
  parameters: authStoryParameters,
} satisfies Meta<typeof HeaderLoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** User name, password with the forgot icon (no show-password eye), Log in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
    await expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
  },
};

/** A failed login opens the login modal with the message and the captcha. */
export const FailureOpensModal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'player1');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect account or password');
    // waitFor, not `expect(await findBy…)`: a placeholder named "Captcha image" is replaced by the image when it arrives.
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Captcha image' })).toBeInTheDocument());
  },
};
