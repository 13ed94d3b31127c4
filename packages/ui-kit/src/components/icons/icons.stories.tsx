import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { icons, type IconName } from './icons';

function IconGallery({ size = 24 }: { size?: number }) {
  return (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0 }}>
      {(Object.keys(icons) as IconName[]).map((name) => {
        const Icon = icons[name];
        return (
          <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, inlineSize: 88 }}>
            <Icon size={size} />
            <code style={{ fontSize: 12, color: 'var(--gh-text-secondary)' }}>{name}</code>
          </li>
        );
      })}
    </ul>
  );
}

const meta = { title: 'Foundations/Icons', component: IconGallery } satisfies Meta<typeof IconGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[data-icon]')).toHaveLength(Object.keys(icons).length);
  },
};

export const Large: Story = {
  args: { size: 40 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg[data-icon="heart"]')).toHaveAttribute('width', '40');
  },
};
