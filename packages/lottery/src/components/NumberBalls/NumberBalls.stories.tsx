import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NumberBalls } from './NumberBalls';

const meta = {
  title: 'Lottery/NumberBalls',
  component: NumberBalls,
  args: { numbers: ['03', '11', '19', '27', '34', '41'], label: 'Winning numbers' },
} satisfies Meta<typeof NumberBalls>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Six numbers of a 6/42 draw, in draw order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Winning numbers' });
    const balls = within(list).getAllByRole('listitem');
    await expect(balls.map((ball) => ball.textContent)).toEqual(['03', '11', '19', '27', '34', '41']);
  },
};

/** A long draw in a list card: five balls, then the rest as "+n". */
export const Truncated: Story = {
  args: { numbers: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'], max: 5, size: 'sm' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Winning numbers' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getByText('+5')).toBeInTheDocument();
  },
};

/** Repeated digits (a 3-digit game) keep their order. */
export const RepeatedDigits: Story = {
  args: { numbers: ['7', '7', '0'] },
  play: async ({ canvasElement }) => {
    const balls = within(canvasElement).getAllByRole('listitem');
    await expect(balls.map((ball) => ball.textContent)).toEqual(['7', '7', '0']);
  },
};

/** A 5-digit VN special prize: one pill. */
export const WholeNumber: Story = {
  args: { numbers: ['48213'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('48213');
  },
};

/** The Color Game's three dice, named for screen readers. */
export const Colours: Story = {
  args: { numbers: ['RED', 'BLUE', 'RED'] },
  play: async ({ canvasElement }) => {
    const balls = within(canvasElement).getAllByRole('listitem');
    await expect(balls.map((ball) => ball.textContent)).toEqual(['Red', 'Blue', 'Red']);
  },
};
