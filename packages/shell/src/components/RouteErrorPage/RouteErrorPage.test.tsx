import { RouterProvider, createMemoryRouter } from 'react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@gamehall/i18n';
import { createTestI18n } from '@gamehall/i18n/testing';
import { ChunkLoadError } from '../../navigation/chunks';
import { RouteErrorPage } from './RouteErrorPage';
import { NotFoundPage } from '../NotFoundPage/NotFoundPage';

function renderRouteThrowing(error: unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      loader: () => {
        throw error;
      },
      element: <p>never</p>,
    },
  ]);
  render(
    <I18nProvider i18n={createTestI18n()}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('RouteErrorPage', () => {
  it('shows chunk_timeout for a chunk-load error', async () => {
    renderRouteThrowing(new ChunkLoadError());
    expect(await screen.findByText('The page took longer to load, please check your network')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows chunk_timeout for the browser’s dynamic import failure', async () => {
    renderRouteThrowing(new TypeError('Failed to fetch dynamically imported module: /assets/GameList.js'));
    expect(await screen.findByText('The page took longer to load, please check your network')).toBeInTheDocument();
  });

  it('shows unknown_error otherwise', async () => {
    renderRouteThrowing(new Error('boom'));
    expect(await screen.findByText('Unknown error, please try again')).toBeInTheDocument();
  });
});

describe('NotFoundPage', () => {
  it('shows the 404 texts and a link home', async () => {
    const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], { initialEntries: ['/nope'] });
    render(
      <I18nProvider i18n={createTestI18n()}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
