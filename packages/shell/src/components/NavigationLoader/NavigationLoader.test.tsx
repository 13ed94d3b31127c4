import { act, render, screen } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@gamehall/i18n';
import { createTestI18n } from '@gamehall/i18n/testing';
import { NavigationLoader } from './NavigationLoader';

/** A router whose `/promotions` page is a lazy group that loads when `open()` is called. */
function renderWithLazyPage() {
  let open: () => void = () => undefined;
  const chunk = new Promise<{ Component: () => React.ReactNode }>((resolve) => {
    open = () => resolve({ Component: () => <h1>Promotions</h1> });
  });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <Link to="/promotions">Go</Link>
          <Outlet />
          <NavigationLoader delayMs={20} />
        </>
      ),
      children: [{ path: 'promotions', lazy: () => chunk }],
    },
  ]);
  render(
    <I18nProvider i18n={createTestI18n('EN')}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { open: () => act(open) };
}

describe('NavigationLoader (spec §2 navigation rules, §7 lazy page groups)', () => {
  it('covers the page while a lazy page group loads, and goes away once the page shows', async () => {
    const { open } = renderWithLazyPage();
    expect(screen.queryByTestId('loader-overlay')).toBeNull();
    act(() => screen.getByRole('link', { name: 'Go' }).click());
    expect(await screen.findByTestId('loader-overlay')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await open();
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
    expect(screen.queryByTestId('loader-overlay')).toBeNull();
  });
});
