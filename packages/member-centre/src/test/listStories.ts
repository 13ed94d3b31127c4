/**
 * The member centre's stories of a paged list's states (loading, empty, load error), shared by
 * the list pages' stories so each sets them up and checks them the same way.
 */
import type { HttpHandler } from 'msw';
import { expect, within } from 'storybook/test';
import { answering, memberHandlers, pending } from './cashierFixtures';

/** What a story's `play` gets that these stories read. */
interface PlayContext {
  canvasElement: HTMLElement;
}

/**
 * A list that is still loading: its GET path waits forever (the rest is the member's mock
 * platform), and skeleton rows show.
 *
 * @param path - the list endpoint's path, e.g. `/wps/v2/ledger`
 * @returns the story's `parameters` and `play`
 */
export function loadingListStory(path: string) {
  return {
    parameters: { msw: { handlers: [pending(path), ...memberHandlers()] } },
    play: async ({ canvasElement }: PlayContext) => {
      await expect((await within(canvasElement).findAllByTestId('row-skeleton')).length).toBeGreaterThan(0);
    },
  };
}

/**
 * A list with nothing in it: its GET path answers an empty page, and in_no_data ("No data") shows.
 *
 * @param path - the list endpoint's path
 * @param pageSize - the page size the endpoint answers with
 * @returns the story's `parameters` and `play`
 */
export function emptyListStory(path: string, pageSize: number) {
  return {
    parameters: { msw: { handlers: [answering(path, { list: [], pageNo: 1, pageSize, totalPages: 0, total: 0 }), ...memberHandlers()] } },
    play: async ({ canvasElement }: PlayContext) => {
      await expect(await within(canvasElement).findByText('No data')).toBeInTheDocument();
    },
  };
}

/**
 * A page whose data cannot be read: the handlers make its endpoint fail with a network error
 * (e.g. `memberHandlers(new CashierMockState({ failures: { transactionHistory: 'network' } }))`),
 * and the page shows the network error's text with Retry.
 *
 * @param handlers - the mock platform with the failing endpoint
 * @returns the story's `parameters` and `play`
 */
export function loadErrorStory(handlers: HttpHandler[]) {
  return {
    parameters: { msw: { handlers } },
    play: async ({ canvasElement }: PlayContext) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText('Network link is abnormal, please try again')).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    },
  };
}
