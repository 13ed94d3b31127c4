import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';

const meta = { title: 'Content/SafeHtml', component: SafeHtml } satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Announcement: Story = {
  args: { html: '<p><b>Maintenance</b> on Tuesday 02:00–04:00 (GMT+8).</p><p>See <a href="https://example.com/notice" target="_blank">the notice</a>.</p>' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Maintenance on Tuesday');
    await expect(within(canvasElement).getByRole('link', { name: 'the notice' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Hostile: Story = {
  args: {
    html: '<p>Safe text</p><script>alert("x")</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bad link</a>',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Safe text');
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvasElement.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript:');
  },
};

export const Inline: Story = {
  args: { as: 'span', html: 'Win up to <strong>131K</strong>' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('span strong')).toHaveTextContent('131K');
  },
};
