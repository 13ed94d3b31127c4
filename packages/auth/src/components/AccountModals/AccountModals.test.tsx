/**
 * The auth entry points with the app's own i18n instance (only the core texts loaded at start,
 * as in the apps): the forms wait for the `auth` namespace, so they never show keys, in either
 * language.
 */
import { type ReactNode, Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '@gamehall/shell/testing';
import { authHandlers, sessionState } from '../../test/storyData';

startTestServer(authHandlers());

/** Auth keys that would show if a form rendered before its texts arrived. */
const RAW_KEY = /\b(field_\w+|login_by_\w+|login_method|remember_me|forgot_password|trial_login|captcha_\w+)\b/;

/**
 * Fresh copies of i18n (the app instance, nothing loaded), the api client and auth, so each test
 * starts with no feature namespace loaded, initialised in `language`.
 */
async function fresh(language: 'EN' | 'TY') {
  vi.resetModules();
  const { configureClient } = await import('@gamehall/api-client');
  const { mockClientConfig } = await import('@gamehall/api-client/mocks');
  configureClient(mockClientConfig());
  const i18n = await import('@gamehall/i18n');
  await i18n.initI18n();
  await i18n.changeLanguage(language);
  const { configureAppStore } = await import('@gamehall/shell');
  const { authSaga } = await import('../../flows/model/authSaga');
  const { AccountModals } = await import('./AccountModals');
  const { HeaderLoginForm } = await import('../HeaderLoginForm/HeaderLoginForm');
  const renderWithAppI18n = (ui: ReactNode) => {
    const router = createMemoryRouter([{ path: '*', element: <Suspense fallback={<p>Loading form</p>}>{ui}</Suspense> }]);
    // The store as the apps build it: the auth flows with the router's navigate.
    const store = configureAppStore({
      preloadedState: sessionState({ modal: 'login' }),
      sagas: [authSaga],
      sagaContext: { navigate: (to: string, options?: { replace?: boolean }) => void router.navigate(to, options) },
    });
    render(
      <i18n.I18nProvider>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </i18n.I18nProvider>,
    );
  };
  return { AccountModals, HeaderLoginForm, renderWithAppI18n };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('auth texts with the app instance', () => {
  it('the login modal shows its English texts, never their keys', async () => {
    const { AccountModals, renderWithAppI18n } = await fresh('EN');
    renderWithAppI18n(<AccountModals />);
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it('the login modal shows Tagalog when the app is in Tagalog', async () => {
    const { AccountModals, renderWithAppI18n } = await fresh('TY');
    renderWithAppI18n(<AccountModals />);
    expect(await screen.findByRole('dialog', { name: 'Mag-log in' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Tandaan ako' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pangalan ng user')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it('the header login form waits for its texts by itself (Tagalog)', async () => {
    const { HeaderLoginForm, renderWithAppI18n } = await fresh('TY');
    renderWithAppI18n(<HeaderLoginForm />);
    expect(await screen.findByPlaceholderText('Pangalan ng user')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nakalimutan ang password?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mag-log in' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
