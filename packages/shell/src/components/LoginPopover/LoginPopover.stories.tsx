import { lazy } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useAppDispatch } from '../../store/hooks';
import { accountModalOpened } from '../../store/session';
import { LoginPopover } from './LoginPopover';

/**
 * Stands in for auth's HeaderLoginForm (the shell cannot import a feature): two fields and a
 * submit that takes the form's failure path (it opens the login modal).
 */
function DemoLoginForm() {
  const dispatch = useAppDispatch();
  return (
    <form
      aria-label="Log in"
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(accountModalOpened('login'));
      }}
    >
      <input aria-label="Username" name="username" autoComplete="username" />
      <span>
        <input aria-label="Password" name="password" type="password" autoComplete="current-password" />
      </span>
      <button type="submit">Log in</button>
    </form>
  );
}

/** A form whose chunk arrives after 50 ms (the lazy HeaderLoginForm loading on first open). */
const SlowForm = lazy(() => new Promise<{ default: typeof DemoLoginForm }>((resolve) => setTimeout(() => resolve({ default: DemoLoginForm }), 50)));

/** A form whose chunk never arrives (the lazy HeaderLoginForm still loading). */
const NeverLoadingForm = lazy(() => new Promise<{ default: () => null }>(() => {}));

const meta = {
  title: 'Accounts/LoginPopover',
  component: LoginPopover,
  args: { children: <DemoLoginForm /> },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minBlockSize: 320, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginPopover>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the header's Log in button, collapsed; the form is not rendered (nor loaded). */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Log in' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText('Username')).not.toBeInTheDocument();
  },
};

/** Open: the form under the button with the Register link; focus is in the user name field. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const popover = await canvas.findByRole('dialog', { name: 'Log in' });
    const button = canvas.getAllByRole('button', { name: 'Log in' })[0];
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', popover.id);
    await waitFor(() => expect(within(popover).getByLabelText('Username')).toHaveFocus());
    await expect(within(popover).getByRole('button', { name: 'No account yet? Register' })).toBeInTheDocument();
  },
};

/** The form's code still loading: a spinner in the open popover. */
export const LoadingForm: Story = {
  args: { defaultOpen: true, children: <NeverLoadingForm /> },
  play: async ({ canvasElement }) => {
    const popover = await within(canvasElement).findByRole('dialog', { name: 'Log in' });
    await expect(within(popover).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    // Focus waits for the form rather than landing on the Register link.
    await expect(within(popover).getByRole('button', { name: 'No account yet? Register' })).not.toHaveFocus();
  },
};

/** A lazily loaded form: once it arrives, focus moves to its first field. */
export const LazyFormLoaded: Story = {
  args: { children: <SlowForm /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(canvas.getByLabelText('Username')).toHaveFocus());
  },
};

/** Log in opens it; Escape closes it and gives focus back to the button. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Log in' });
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getByLabelText('Username')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

/** A press outside the popover closes it; one inside does not. */
export const OutsideClickCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await userEvent.click(await canvas.findByLabelText('Password'));
    await expect(canvas.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    await userEvent.click(canvasElement);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The form's failure path opens the login modal: the popover makes way for it. */
export const ClosesWhenModalOpens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const popover = await canvas.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(within(popover).getByRole('button', { name: 'Log in' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The Register link opens the registration modal, closing the popover. */
export const RegisterLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'No account yet? Register' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** "More ways to log in" opens the login modal (SMS code, demo account) and closes the popover. */
export const MoreWaysToLogIn: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const popover = await canvas.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(within(popover).getByRole('button', { name: 'More ways to log in (SMS code, demo account)' }));
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
  },
};

/** A press inside a modal dialog over the page (the announcement popup) leaves the popover open. */
export const ModalAboveKeepsItOpen: Story = {
  args: { defaultOpen: true },
  decorators: [
    (Story) => (
      <>
        <Story />
        <div role="dialog" aria-modal="true" aria-label="Announcement">
          <button type="button">Close announcement</button>
        </div>
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(canvas.getByRole('button', { name: 'Close announcement' }));
    await expect(canvas.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  },
};
