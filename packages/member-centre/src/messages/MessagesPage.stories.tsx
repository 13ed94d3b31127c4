import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CashierMockState } from '@gamehall/api-client/mocks';
import { memberHandlers, memberStoryParameters, pending } from '../test/cashierFixtures';
import { emptyListStory } from '../test/listStories';
import { allMessagesRead, messagesOfEveryKind } from '../test/withdrawFixtures';
import { MessagesPage } from './MessagesPage';

const meta = {
  title: 'MemberCentre/MessagesPage',
  component: MessagesPage,
  parameters: { ...memberStoryParameters, route: '/member/messageV2', msw: { handlers: memberHandlers(new CashierMockState()) } },
} satisfies Meta<typeof MessagesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `player1`'s messages: the two unread notices bold with a dot (and "Unread:" for screen readers), the read one plain. */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Unread: Weekend cashback' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Unread: Welcome to Gamehall' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Deposit credited' })).toBeInTheDocument();
  },
};

/** Notifications worded in the player's language from their kind, amount and reference. */
export const NotificationKinds: Story = {
  parameters: { msw: { handlers: memberHandlers(messagesOfEveryKind()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Unread: Withdrawal paid out' }));
    await expect(await canvas.findByText('Your withdrawal of ₱400.00 (reference W20261125001) has been paid out. Please confirm on the withdraw page when it arrives.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Withdrawal rejected/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Deposit failed/ })).toBeInTheDocument();
  },
};

/** In Tagalog: the notifications in Tagalog, the operator's notices as the server wrote them. */
export const Tagalog: Story = {
  parameters: { language: 'TY', msw: { handlers: memberHandlers(messagesOfEveryKind()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Hindi pa nababasa: Naibayad na ang withdrawal' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Hindi pa nababasa: Weekend cashback' })).toBeInTheDocument();
  },
};

/** Every message read: no dot, "Mark all read" disabled. */
export const AllRead: Story = {
  parameters: { msw: { handlers: memberHandlers(allMessagesRead()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Weekend cashback' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mark all read' })).toBeDisabled());
  },
};

/** An opened message shows its text. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Unread: Weekend cashback' }));
    await expect(await canvas.findByText('Claim 5% cashback on slots every weekend in the member centre.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Weekend cashback/ })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Two messages selected: deleting them asks first. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select: Weekend cashback' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select: Deposit credited' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete (2)' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Delete 2 messages?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  },
};

/** No message: in_no_data. */
export const Empty: Story = emptyListStory('/wps/v2/messages', 10);

/** While the messages load: skeletons. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending('/wps/v2/messages'), ...memberHandlers(new CashierMockState())] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('messages-loading')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The messages could not load: the error and a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: memberHandlers(new CashierMockState({ failures: { messages: 'network' } })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
