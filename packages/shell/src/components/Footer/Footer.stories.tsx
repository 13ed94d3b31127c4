import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { shellCatalogue, shellHandlers } from '../../test/fixtures';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: { year: 2026 },
  parameters: { layout: 'fullscreen', msw: { handlers: shellHandlers() } },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Help topics, products, social links, the eight vendor logos, licence, 18+ and copyright. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/help#deposit');
    await expect(await canvas.findByRole('link', { name: 'Fishing' })).toHaveAttribute('href', '/fish');
    await expect(await canvas.findByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/gamehall_ph');
    await expect(canvas.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']);
    await expect(canvas.getByText('18+ play responsibly')).toBeInTheDocument();
    await expect(canvas.getByText('© 2026 Gamehall')).toBeInTheDocument();
  },
};

const unsocial = shellCatalogue();
unsocial.permissionInfo.resources = unsocial.permissionInfo.resources.filter((r) => !r.resourceType.startsWith('SOCIAL_'));

/** No social resources configured: no "Follow us" column. */
export const WithoutSocialLinks: Story = {
  parameters: { msw: { handlers: shellHandlers({}, unsocial) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Fishing' });
    await expect(canvas.queryByRole('heading', { name: 'Follow us' })).not.toBeInTheDocument();
  },
};

/** The licence link opens the licence image dialog. */
export const LicenceOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Legal licence' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Legal licence' });
    await expect(within(dialog).getByRole('img', { name: 'Legal licence' })).toHaveAttribute('src', '/art/licence.svg');
  },
};
