import { screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '@gamehall/api-client';
import { envelope } from '@gamehall/api-client/mocks';
import { useTranslation } from '@gamehall/i18n';
import { useGetBalanceQuery } from '../api/accountApi';
import { loginCodeSettled, takeLoginCode } from '../guards/storedSession';
import { configureAppStore } from '../store/store';
import { startTestServer } from '../testing';
import { type SagaNavigate, startApp } from './startApp';

const server = startTestServer();
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
    window.history.replaceState(null, '', `/?token=${CODE}`);
    sessionStorage.setItem(SESSION_KEYS.token, 'stored-token');
    document.body.innerHTML = '<div id="root"></div>';
    let navigate: SagaNavigate = () => {};

    await startApp({
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
      prepare: async () => {
        calls.push('prepare');
      },
      onStoreReady: (store) => {
        calls.push('onStoreReady');
        expect(store.getState().session.isLogin).toBe(false);
      },
    });

    expect(window.location.search).toBe('');
    expect(takeLoginCode()).toBe(CODE);
    expect(calls).toEqual(['prepare', 'makeStore', 'onStoreReady']);
    expect(await screen.findByText('Log in: 12.50')).toBeInTheDocument();
    expect(sent[0]?.get('Merchant')).toBe('GH07');
    expect(sent[0]?.get('Authorization')).toBe('stored-token');
    // A saga's navigation goes through the app's router.
    navigate('/next');
    expect(await screen.findByText('Next page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/next');
  });

  it('fails clearly when index.html has no #root', async () => {
    await expect(
      startApp({ env: {}, makeStore: () => configureAppStore({ sagas: [] }), routes: [{ path: '/', element: null }], menuEntries: [] }),
    ).rejects.toThrow('#root is missing from index.html');
  });
});
