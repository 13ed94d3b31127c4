import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_PASSWORD, createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { loadAuthFlows } from '@gamehall/auth';
import { useAppStore } from '@gamehall/shell';
import { loggedInSession } from '@gamehall/shell/storybook';
import { AgentLoginPage } from './AgentLoginPage';

/** Starts auth's flows (the login saga) in the story's store once, as `main.tsx` does. */
function AuthFlows({ start, children }: { start: boolean; children: ReactNode }) {
  const store = useAppStore();
  useEffect(() => {
    if (start) void loadAuthFlows(store);
  }, [start, store]);
  return children;
}

/** The story router's current path (the login saga navigates). */
function StoryLocation() {
  return (
    <output hidden data-testid="story-location">
      {useLocation().pathname}
    </output>
  );
}

/** Auth's flows run when the story's `parameters.authFlows` is true. */
const withAuthFlows: Decorator = (Story, { parameters }) => (
  <AuthFlows start={parameters.authFlows === true}>
    <Story />
  </AuthFlows>
);

/** The current path in `data-testid="story-location"`, after the story. */
const withLocation: Decorator = (Story) => (
  <>
    <Story />
    <StoryLocation />
  </>
);

const meta = {
  title: 'Agent centre/AgentLoginPage',
  component: AgentLoginPage,
  decorators: [withLocation, withAuthFlows],
  parameters: { route: '/agent', authFlows: true },
  // A fresh mock platform (its accounts, captcha and rate-limit state) for every story.
  beforeEach: ({ msw }) => {
    msw.use(...createHandlers(makeMockCatalogue({ gamesPerVendor: 1 })));
  },
} satisfies Meta<typeof AgentLoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the agent login form and submits. */
async function logIn(canvasElement: HTMLElement, username: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Username', { exact: true }, { timeout: 5000 }), username);
  await userEvent.type(canvas.getByLabelText('Password', { exact: true }), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
}

/** The page: logo, "Agent login" and the username login form; no site header, no SMS tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Agent login' })).toBeInTheDocument();
    await expect(await canvas.findByLabelText('Username', { exact: true }, { timeout: 5000 })).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.queryByRole('tab', { name: 'SMS code' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
  },
};

/** A member (not an agent) is refused: "Non-agents cannot log in". */
export const NonAgentRefused: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'player1', MOCK_PASSWORD);
    await expect(await within(canvasElement).findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('Non-agents cannot log in');
    await expect(screen.getByTestId('story-location')).toHaveTextContent('/agent');
  },
};

/** A wrong password: the message, and the captcha the next try needs. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'agent2', 'Wrong-guess-77');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('Incorrect account or password');
    // waitFor, not `expect(await findBy…)`: a placeholder named "Captcha image" (no src) shows until the image arrives.
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', expect.stringMatching(/^data:image\//) as string), { timeout: 5000 });
  },
};

/** An agent logs in and is sent to /agentHome. */
export const AgentLogsIn: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'agent1', MOCK_PASSWORD);
    await waitFor(() => expect(screen.getByTestId('story-location')).toHaveTextContent('/agentHome'), { timeout: 5000 });
  },
};

/** An agent already logged in goes straight to /agentHome. */
export const AlreadyLoggedIn: Story = {
  parameters: { session: loggedInSession({ type: 2, account: 'agent1', nickname: 'Agent Ana' }), authFlows: false },
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('story-location')).toHaveTextContent('/agentHome'));
  },
};
