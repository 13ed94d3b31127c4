import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_ACCOUNTS, MOCK_PASSWORD, MOCK_TRAVELLER } from '@gamehall/api-client/mocks';
import { freshAccounts } from '../../../test/storyData';
import { authStoryParameters } from '../../../test/storyParameters';
import { LoginForm } from '../LoginForm/LoginForm';

/** The login form of an account whose login comes from a new address (spec §4): the verification step follows the password. */
const meta = {
  title: 'Auth/LoginVerifyStep',
  component: LoginForm,
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}><Story /></div>],
  parameters: authStoryParameters,
  beforeEach: freshAccounts({ accounts: [...MOCK_ACCOUNTS, MOCK_TRAVELLER] }),
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function logInFromNewPlace(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Username'), MOCK_TRAVELLER.account);
  await userEvent.type(canvas.getByLabelText('Password'), MOCK_PASSWORD);
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
  await canvas.findByRole('form', { name: "Verify it's you" });
  return canvas;
}

/** The step: every offered method as a tab, the authenticator ("Google code") first. */
export const Challenged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await logInFromNewPlace(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Google code', 'Mobile code', 'E-mail code', 'Bank account name']);
    await expect(canvas.getByLabelText('Code from your authenticator app, or a recovery code')).toBeInTheDocument();
  },
};

/** The mobile code was sent to the masked number. */
export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await logInFromNewPlace(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Mobile code' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('A code was sent to +63 •••• 1234. It is valid for 5 minutes.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
  },
};

/** A wrong bank account name: the message, the step stays. */
export const WrongAnswer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await logInFromNewPlace(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Bank account name' }));
    await userEvent.type(canvas.getByLabelText('Name on your bank or e-wallet account'), 'Someone Else');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That is not right, please try again');
  },
};
