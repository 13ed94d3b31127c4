import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { agentHandlers, agentStoryParameters, answering, networkError, pending } from '../test/agentFixtures';
import { MyIncomePage } from './MyIncomePage';

/** The my income endpoint's path. */
const PATH = '/wps/agent/income';

const zero = { salary: '0.00', dividend: '0.00', rebate: '0.00', income: '0.00', fromUpline: '0.00', fromDownlines: '0.00' };

/** The days shown, in order (table rows on a wide screen, card headings on a phone). */
const shownDays = (canvasElement: HTMLElement): string[] => {
  const table = canvasElement.querySelector('table');
  if (table) return [...table.querySelectorAll('tbody th')].map((th) => th.textContent ?? '');
  return [...canvasElement.querySelectorAll('article h3')].map((h) => h.firstChild?.textContent ?? '');
};

/** The value of a summary card by its label. */
const card = (canvasElement: HTMLElement, label: string): string | undefined =>
  [...canvasElement.querySelectorAll('dl > div')].find((d) => d.querySelector('dt')?.textContent === label)?.querySelector('dd')?.textContent ?? undefined;

/** `agent1` logged in at /agentHome/agentRevenueReport on the mock platform (generated salaries, dividends, rebates, transfers). */
const meta = {
  title: 'AgentCentre/MyIncomePage',
  component: MyIncomePage,
  parameters: { ...agentStoryParameters, route: '/agentHome/agentRevenueReport', msw: { handlers: agentHandlers() } },
} satisfies Meta<typeof MyIncomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days: income totals, transfers apart, the days newest first, 15 a page. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Income' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Transfers received (not income)' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Last 30 days', selected: true })).toBeInTheDocument();
    await expect(card(canvasElement, 'Total income')).toMatch(/^\D*[\d,]+\.\d{2}$/);
    await waitFor(() => expect(shownDays(canvasElement).length).toBe(15));
    const days = shownDays(canvasElement);
    await expect([...days].sort().reverse()).toEqual(days);
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'Income pages' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(shownDays(canvasElement)[0]! < days[14]!).toBe(true));
  },
};

/** Given figures: totals per kind, income apart from transfers. */
export const Given: Story = {
  parameters: {
    msw: {
      handlers: [
        answering(PATH, {
          from: '2026-10-28',
          to: '2026-11-26',
          totals: { salary: '1200.00', dividend: '5000.00', rebate: '35.50', income: '6235.50', fromUpline: '2000.00', fromDownlines: '150.00' },
          days: [
            { day: '2026-11-26', salary: '600.00', dividend: '0.00', rebate: '35.50', income: '635.50', fromUpline: '2000.00', fromDownlines: '0.00' },
            { day: '2026-11-16', salary: '600.00', dividend: '5000.00', rebate: '0.00', income: '5600.00', fromUpline: '0.00', fromDownlines: '150.00' },
          ],
        }),
        ...agentHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Income' }, { timeout: 5000 });
    await expect(card(canvasElement, 'Salaries')).toMatch(/^\D*1,200\.00$/);
    await expect(card(canvasElement, 'Dividends')).toMatch(/^\D*5,000\.00$/);
    await expect(card(canvasElement, 'Rebates')).toMatch(/^\D*35\.50$/);
    await expect(card(canvasElement, 'Total income')).toMatch(/^\D*6,235\.50$/);
    await expect(card(canvasElement, 'From upline')).toMatch(/^\D*2,000\.00$/);
    await expect(card(canvasElement, 'From downlines')).toMatch(/^\D*150\.00$/);
    await expect(shownDays(canvasElement)).toEqual(['2026-11-26', '2026-11-16']);
    await expect(canvas.queryByRole('navigation', { name: 'Income pages' })).not.toBeInTheDocument();
  },
};

/** A period without income or transfers: zero totals and income_none. */
export const Empty: Story = {
  parameters: { msw: { handlers: [answering(PATH, { from: '2026-10-28', to: '2026-11-26', totals: zero, days: [] }), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No income or transfers in this period', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(card(canvasElement, 'Total income')).toMatch(/^\D*0\.00$/);
  },
};

/** A custom range ending before it starts is refused before it is asked for. */
export const CustomRangeReversed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Income' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('tab', { name: 'Custom' }));
    const from = canvas.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-20');
    const to = canvas.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The start day must be on or before the end day');
  },
};

/** While the report loads: a busy block. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending(PATH), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('report-loading')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The call fails: the network error's text and Retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [networkError(PATH), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Network link is abnormal, please try again', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
