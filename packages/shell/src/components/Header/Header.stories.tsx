import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeVendor } from '@gamehall/api-client/mocks';
import { shellCatalogue, shellHandlers } from '../../test/fixtures';
import { Header } from './Header';

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen', msw: { handlers: shellHandlers() } },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Logo, HOME and the server's categories; HOME is current on `/`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Live Casino' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('img', { name: 'Gamehall' })).toBeInTheDocument();
  },
};

/** The search and actions slots filled. */
export const WithSlots: Story = {
  args: {
    search: <input aria-label="Search games" placeholder="Search games" />,
    actions: <button type="button">Log in</button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Search games' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  },
};

/** On a category page the category is marked current. */
export const ActiveCategory: Story = {
  parameters: { route: '/live' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Live Casino' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Hovering a category opens its vendors (desktop). */
export const VendorDropdown: Story = {
  parameters: { viewport: { defaultViewport: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(await canvas.findByRole('link', { name: 'Slots' }));
    const vendors = await canvas.findByRole('list', { name: /Slots – Providers/ });
    await expect(within(vendors).getByRole('link', { name: /PG Soft/ })).toHaveAttribute('href', '/rng?vassalage=PG');
  },
};

const crowded = shellCatalogue();
const slots = crowded.menus.find((m) => m.gameType === 'RNG');
if (slots) {
  slots.cards = Array.from({ length: 12 }, (_, i) =>
    makeVendor({ vassalage: `V${String(i + 1)}`, displayName: `Vendor ${String(i + 1)}`, gameType: 'RNG' }),
  );
}

/** More than 10 vendors: the large drop-down layout (spec §9). */
export const LargeVendorMenu: Story = {
  parameters: { msw: { handlers: shellHandlers({}, crowded) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(await canvas.findByRole('link', { name: 'Slots' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-layout="large"]')).not.toBeNull());
    await expect(within(canvas.getByRole('list', { name: /Slots – Providers/ })).getAllByRole('link')).toHaveLength(12);
  },
};
