/**
 * The player site's entry (docs/architecture.md "Apps"): design tokens, the platform client, i18n
 * (the stored language's dictionary), the store (sagas navigate with the router), the session
 * restore when a token is stored, then the app.
 */
import '@gamehall/ui-kit/tokens.css';
import { createRoot } from 'react-dom/client';
import { SESSION_KEYS, configureClient } from '@gamehall/api-client';
import { getLanguage, initI18n } from '@gamehall/i18n';
import { HOME_ANNOUNCEMENTS_ARGS, lobbyPaths } from '@gamehall/lobby';
import { captureLoginCode, shellApi } from '@gamehall/shell';
import { App } from './App';
import { restoreStoredSession } from './lazyAuth';
import { createAppRouter } from './router';
import { makeStore } from './store';

// A login link's one-time code (`?token=`, spec §4) leaves the address bar before anything else
// runs (issue 10 §3: not in history, bookmarks or a Referer); the auth flows exchange it.
captureLoginCode();

configureClient({
  merchantCode: import.meta.env.VITE_MERCHANT_CODE ?? 'GH001',
  baseUrl: import.meta.env.VITE_API_ORIGIN ?? '',
  getLanguage,
  getToken: () => sessionStorage.getItem(SESSION_KEYS.token),
});

await initI18n();

// Sagas navigate through the router, which is made after the store.
const routing: { router?: ReturnType<typeof createAppRouter> } = {};
const store = makeStore(undefined, (to, options) => void routing.router?.navigate(to, options));
const router = createAppRouter();
routing.router = router;
// A stored session (session storage `token`) or a login link's code is restored by the auth
// flows; without one they load when an account modal first opens.
restoreStoredSession(store);
// The home page's banners (its largest paint) would otherwise wait for the system status gate
// to resolve before being asked for: ask for them alongside it.
const homePaths: readonly string[] = [lobbyPaths.home, lobbyPaths.help, ...lobbyPaths.homeAliases];
if (homePaths.includes(window.location.pathname)) {
  store.dispatch(shellApi.util.prefetch('getAnnouncements', HOME_ANNOUNCEMENTS_ARGS, {}));
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(<App store={store} router={router} />);
