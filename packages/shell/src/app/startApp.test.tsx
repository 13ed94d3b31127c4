import { screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_BANNER_CLASS, SESSION_KEYS } from '@gamehall/api-client';
import { envelope } from '@gamehall/api-client/mocks';
import { useTranslation } from '@gamehall/i18n';
import { useGetBalanceQuery } from '../api/accountApi';
import { loginCodeSettled, takeLoginCode } from '../guards/storedSession';
import { configureAppStore } from '../store/store';
import { startTestServer } from '../testing';
import { type SagaNavigate, startApp } from './startApp';

const server = startTestServer();
/** The HTML's skeleton as @gamehall/vite-config's appHead() writes it into `#root` (its boxes left out). */
const ROOT_WITH_SKELETON = '<div id="root"><div class="gh-boot" aria-busy="true"><p class="gh-boot-status" role="status"></p></div></div>';
const CODE = 'c'.repeat(43);

afterEach(() => {
  loginCodeSettled();
  sessionStorage.clear();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** A page that shows a translated word and the balance (an authenticated call). */
function Probe() {
  const { t } = useTranslation();
  const { data } = useGetBalanceQuery();
  return (
    <p>{`${t('login')}: ${data ? data.balance : '…'}`}</p>
  );
}

/**
 * Starts an app with one route, `/` showing "Home", whose `prepare` waits: `prepared.asked`
 * settles once it was called, `prepared.resolve()` lets the start go on.
 */
function startHome() {
  let resolve: () => void = () => {};
  let called: () => void = () => {};
  const asked = new Promise<void>((done) => (called = done));
  const started = startApp({
    env: {},
    makeStore: () => configureAppStore({ sagas: [] }),
    routes: [{ path: '/', element: <p>Home</p> }],
    menuEntries: [],
    prepare: () =>
      new Promise<void>((done) => {
        resolve = done;
        called();
      }),
  });
  return { started, prepared: { asked, resolve: () => resolve() } };
}

describe('startApp (both apps start this way)', () => {
  it('takes the login code out of the address, configures the client, runs prepare, makes the store with the router’s navigation and renders the routes into #root', async () => {
    const calls: string[] = [];
    const sent: Headers[] = [];
    server.use(
      http.get('*/wps/v2/wallets/balance', ({ request }) => {
        sent.push(request.headers);
        return envelope({ balance: '12.50', currency: 'PHP', currencySymbol: '₱' });
      }),
    );
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/system/status')) asked.push('status');
      if (request.url.toLowerCase().includes('permission')) asked.push('permission');
    });
    window.history.replaceState(null, '', `/?token=${CODE}`);
    sessionStorage.setItem(SESSION_KEYS.token, 'stored-token');
    document.body.innerHTML = ROOT_WITH_SKELETON;
    let navigate: SagaNavigate = () => {};

    let prepared: () => void = () => {};
    const started = startApp({
      env: { VITE_MERCHANT_CODE: 'GH07' },
      makeStore: (sagaNavigate) => {
        calls.push('makeStore');
        navigate = sagaNavigate;
        return configureAppStore({ sagas: [], sagaContext: { navigate: sagaNavigate } });
      },
      routes: [
        { path: '/', element: <Probe /> },
        { path: '/next', element: <p>Next page</p> },
      ],
      menuEntries: [],
      prepare: () =>
        new Promise<void>((resolve) => {
          calls.push('prepare');
          prepared = resolve;
        }),
      onStoreReady: (store) => {
        calls.push('onStoreReady');
        expect(store.getState().session.isLogin).toBe(false);
      },
    });

    // The first paint waits for nothing: the HTML's skeleton stays (English visitor: its status
    // says Loading, from the entry script) before the dictionary or `prepare` have finished.
    expect(window.location.search).toBe('');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(calls).toEqual(['makeStore']);
    await vi.waitFor(() => expect(calls).toEqual(['makeStore', 'prepare']));
    // The status and site settings are asked for while the dictionary and `prepare` load.
    await vi.waitFor(() => expect(asked).toEqual(expect.arrayContaining(['status', 'permission'])));
    expect(screen.queryByText(/Log in/)).not.toBeInTheDocument();
    prepared();
    await started;
    expect(takeLoginCode()).toBe(CODE);
    expect(calls).toEqual(['makeStore', 'prepare', 'onStoreReady']);
    expect(await screen.findByText('Log in: 12.50')).toBeInTheDocument();
    expect(sent[0]?.get('Merchant')).toBe('GH07');
    expect(sent[0]?.get('Authorization')).toBe('stored-token');
    // A saga's navigation goes through the app's router.
    navigate('/next');
    expect(await screen.findByText('Next page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/next');
    server.events.removeAllListeners();
  });

  it('leaves the skeleton word-less for a visitor whose stored language is not English (no English flash)', async () => {
    localStorage.setItem('lang', 'TY');
    document.body.innerHTML = ROOT_WITH_SKELETON;
    const { started, prepared } = startHome();
    expect(screen.getByRole('status')).toHaveTextContent('');
    await prepared.asked;
    prepared.resolve();
    await started;
    expect(await screen.findByText('Home')).toBeInTheDocument();
    localStorage.clear();
  });

  it('keeps the HTML skeleton, with the banner the platform put in it, until the app renders, its status saying Loading', async () => {
    document.body.innerHTML =
      '<div id="root"><div class="gh-boot" aria-busy="true"><p class="gh-boot-status" role="status"></p>' +
      `<div class="gh-boot-banner gh-boot-box"><img class="${BOOT_BANNER_CLASS}" src="/art/banner/1.webp?v=1" alt=""></div></div></div>`;
    const { started, prepared } = startHome();
    // The HTML's skeleton and its image stay (the very element painted first), with the status filled in.
    const image = document.querySelector(`img.${BOOT_BANNER_CLASS}`);
    expect(image).toHaveAttribute('src', '/art/banner/1.webp?v=1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await prepared.asked;
    expect(image).toBeInTheDocument();
    prepared.resolve();
    await started;
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(image).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('fails clearly when index.html has no #root', async () => {
    await expect(
      startApp({ env: {}, makeStore: () => configureAppStore({ sagas: [] }), routes: [{ path: '/', element: null }], menuEntries: [] }),
    ).rejects.toThrow('#root is missing from index.html');
  });
});
