import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_PLAYER_SITE } from '@gamehall/api-client/mocks';
import { agentHandlers, agentStoryParameters, answering, networkError, pending } from '../test/agentFixtures';
import { RegisterCenterPage } from './RegisterCenterPage';

const INFO_PATH = '/wps/agent/register/info';

/** `agent1` (type 1, code AG1001) at /agentHome/registerCenter on the mock platform. */
const meta = {
  title: 'AgentCentre/RegisterCenterPage',
  component: RegisterCenterPage,
  parameters: { ...agentStoryParameters, route: '/agentHome/registerCenter', msw: { handlers: agentHandlers() } },
} satisfies Meta<typeof RegisterCenterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A type 1 agent: the form with the member / agent choice; the invitation link, code and QR code. */
export const TopAgent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Register a downline' });
    await expect(within(form).getByRole('radio', { name: 'Member' })).toBeChecked();
    await expect(within(form).getByRole('radio', { name: 'Agent' })).toBeInTheDocument();
    const invite = canvas.getByRole('region', { name: 'Invitation link' });
    await expect(within(invite).getByText(`${MOCK_PLAYER_SITE}/register?affiliateCode=AG1001`)).toBeInTheDocument();
    await expect(within(invite).getByText('AG1001')).toBeInTheDocument();
    await expect(within(invite).getByRole('button', { name: 'Copy Your invitation link' })).toBeInTheDocument();
    await expect(within(invite).getByRole('img', { name: 'QR code of your invitation link' })).toBeInTheDocument();
  },
};

/** A type 2 agent registers members only: no type choice. */
export const MembersOnly: Story = {
  parameters: { msw: { handlers: agentHandlers({ account: 'agent2' }) } },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Register a downline' });
    await expect(within(form).queryByRole('radio')).not.toBeInTheDocument();
  },
};

/** An agent without an invitation code: the note instead of the link. */
export const NoInvitationCode: Story = {
  parameters: { msw: { handlers: [answering(INFO_PATH, {}), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your account has no invitation code yet. Please contact customer service.')).toBeInTheDocument();
  },
};

/** While the page's data loads: a skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending(INFO_PATH), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('page-skeleton')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The page's data cannot be read: the network error and Retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [networkError(INFO_PATH), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Network link is abnormal, please try again', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** Submitting nothing, then passwords that differ: the player site's rule messages. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Register a downline' });
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(within(form).getAllByText('Input cannot be empty').length).toBe(3));
    await userEvent.type(within(form).getByLabelText('Password'), 'Secret123');
    await userEvent.type(within(form).getByLabelText('Confirm password'), 'Secret124');
    await userEvent.tab();
    await expect(await within(form).findByText('Confirmation password is not correct')).toBeInTheDocument();
  },
};

/** While the registration is sent: the button is busy. */
export const Submitting: Story = {
  parameters: { msw: { handlers: agentHandlers({ agentRegister: { delays: { agentRegister: 'infinite' } } }) } },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Register a downline' });
    await userEvent.type(within(form).getByLabelText('Username'), 'newdown1');
    await userEvent.type(within(form).getByLabelText('Password'), 'Secret123');
    await userEvent.type(within(form).getByLabelText('Confirm password'), 'Secret123');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(within(form).getByRole('button', { name: /Register/ })).toHaveAttribute('aria-busy', 'true'));
  },
};
