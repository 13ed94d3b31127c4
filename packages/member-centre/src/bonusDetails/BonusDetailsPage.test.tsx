import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedInSession, renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { memberHandlers } from '../test/cashierFixtures';
import { BonusDetailsPage } from './BonusDetailsPage';

startTestServer(memberHandlers());

afterEach(() => {
  sessionStorage.clear();
});

describe('BonusDetailsPage (spec §2 bonusDetails)', () => {
  it('lists bonuses and rebates (type REWARD), then only bonuses when filtered', async () => {
    const types: (string | null)[] = [];
    const spy = http.get('*/wps/v2/ledger', ({ request }) => {
      types.push(new URL(request.url).searchParams.get('type'));
      return undefined;
    });
    const session = loggedInSession();
    sessionStorage.setItem('token', session.token ?? '');
    const { user } = renderWithProviders(<BonusDetailsPage />, { route: '/member/bonusDetails', preloadedState: { session }, handlers: [spy, ...memberHandlers()] });
    const list = await screen.findByRole('list', { name: 'Bonuses and rebates' });
    expect(types[0]).toBe('REWARD');
    const kinds = within(list)
      .getAllByRole('listitem')
      .map((row) => /^(Bonus|Rebate)/.exec(row.textContent ?? '')?.[1]);
    expect(new Set(kinds)).toEqual(new Set(['Bonus', 'Rebate']));
    await user.selectOptions(screen.getByLabelText('Type'), 'BONUS');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      for (const row of within(screen.getByRole('list', { name: 'Bonuses and rebates' })).getAllByRole('listitem')) expect(row).toHaveTextContent(/^Bonus\+/);
    });
    expect(types.at(-1)).toBe('BONUS');
  });
});
