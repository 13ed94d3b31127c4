import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { AgentClock } from './AgentClock';

const meta = {
  title: 'Agent centre/AgentClock',
  component: AgentClock,
  args: { timeZone: 'Asia/Manila' },
} satisfies Meta<typeof AgentClock>;
export default meta;
type Story = StoryObj<typeof meta>;

const CLOCK = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The seeded merchant's zone: "Merchant time GMT+8" and the wall-clock time. */
export const Manila: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Merchant time/)).toBeInTheDocument();
    await expect(canvas.getByTestId('gmt-offset')).toHaveTextContent('GMT+8');
    await expect(canvas.getByTestId('agent-clock').textContent).toMatch(CLOCK);
  },
};

/** A zone west of Greenwich with half-hour steps elsewhere ruled out: a negative offset. */
export const NegativeOffset: Story = {
  args: { timeZone: 'America/Sao_Paulo' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('gmt-offset')).toHaveTextContent('GMT-3');
  },
};

/** A zone the browser does not know: UTC (GMT+0). */
export const UnknownZone: Story = {
  args: { timeZone: 'Mars/Olympus' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('gmt-offset')).toHaveTextContent('GMT+0');
  },
};

/** The clock advances every second. */
export const Ticking: Story = {
  play: async ({ canvasElement }) => {
    const clock = within(canvasElement).getByTestId('agent-clock');
    const first = clock.textContent;
    await waitFor(() => expect(clock.textContent).not.toBe(first), { timeout: 2500 });
    await expect(screen.getByTestId('agent-clock').textContent).toMatch(CLOCK);
  },
};
