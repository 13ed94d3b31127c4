import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MEMBER_PAGES } from '../pages';
import { memberHandlers, memberStoryParameters } from '../test/cashierFixtures';
import { MemberCentre } from './MemberCentre';
import { MEMBER_DESKTOP_QUERY } from './MemberLayout';

/** Makes `MEMBER_DESKTOP_QUERY` match (a desktop window) for one story; the cleanup restores matchMedia. */
function desktopWindow() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query === MEMBER_DESKTOP_QUERY,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

const meta = {
  title: 'MemberCentre/MemberLayout',
  component: MemberCentre,
  parameters: { ...memberStoryParameters, route: '/member', msw: { handlers: memberHandlers() } },
} satisfies Meta<typeof MemberCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Phone, `/member`: the member and the list of pages; a page opens with a back link. */
export const PhoneIndex: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Member centre' })).toBeInTheDocument();
    await expect(canvas.getByText('Hi, Lucky Juan')).toBeInTheDocument();
    const menu = canvas.getByRole('navigation', { name: 'Member centre pages' });
    const labels = within(menu).getAllByRole('link').map((link) => link.textContent);
    await expect(labels).toHaveLength(MEMBER_PAGES.length);
    await expect(labels).toEqual(expect.arrayContaining(['Deposit', 'Transaction history']));
    await userEvent.click(within(menu).getByRole('link', { name: 'Transaction history' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Transaction history' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to the member centre' })).toHaveAttribute('href', '/member');
    await expect(canvas.queryByRole('navigation', { name: 'Member centre pages' })).not.toBeInTheDocument();
  },
};

/** Phone, a page: heading and back link, no menu. */
export const PhonePage: Story = {
  parameters: { route: '/member/depositv2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to the member centre' })).toBeInTheDocument();
    await expect(await canvas.findByRole('radio', { name: /GCash/ })).toBeInTheDocument();
  },
};

/** Desktop, `/member`: the first page opens with the menu beside it (current page marked), no back link. */
export const Desktop: Story = {
  beforeEach: desktopWindow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first page in spec §2's order is securityCenter.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Security centre' })).toBeInTheDocument();
    const menu = canvas.getByRole('navigation', { name: 'Member centre pages' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Security centre' })).toHaveAttribute('aria-current', 'page'));
    await expect(canvas.queryByRole('link', { name: 'Back to the member centre' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-layout="desktop"]')).not.toBeNull();
  },
};
