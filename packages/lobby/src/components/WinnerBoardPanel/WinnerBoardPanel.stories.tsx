import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { storyHandlers } from '../../test/storyData';
import { WinnerBoardPanel } from './WinnerBoardPanel';

const meta = {
  title: 'Lobby/WinnerBoardPanel',
  component: WinnerBoardPanel,
  parameters: { msw: { handlers: storyHandlers() } },
} satisfies Meta<typeof WinnerBoardPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 20 biggest wins with the site's currency symbol. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Big winners' })).toBeInTheDocument();
    await expect((await canvas.findAllByText(/₱/)).length).toBeGreaterThan(0);
  },
};

/** The call failed: message and retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get('*/wps/relay/ODSFE2_getWinnerBoard', () => HttpResponse.error()), ...storyHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
