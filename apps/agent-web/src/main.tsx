/**
 * The agent site's entry (docs/architecture.md "Apps"): design tokens, the platform client, i18n
 * (the same dictionaries as the player site, plus the `agent` namespace), the store (sagas
 * navigate with the router), the auth flows (this site is about logging in: they load at once
 * and restore a stored session), then the app.
 */
import '@gamehall/ui-kit/tokens.css';
import { createRoot } from 'react-dom/client';
import { SESSION_KEYS, configureClient } from '@gamehall/api-client';
import { loadAuthFlows } from '@gamehall/auth';
import { captureLoginCode } from '@gamehall/shell';
import { getLanguage, initI18n, loadNamespace } from '@gamehall/i18n';
import { App } from './App';
import { createAppRouter } from './router';
import { makeStore } from './store';

// A login link's one-time code (`?token=`, spec §4) leaves the address bar at once (issue 10 §3).
captureLoginCode();

configureClient({
  merchantCode: import.meta.env.VITE_MERCHANT_CODE ?? 'GH001',
  baseUrl: import.meta.env.VITE_API_ORIGIN ?? '',
  getLanguage,
  getToken: () => sessionStorage.getItem(SESSION_KEYS.token),
});

await initI18n();
// The agent centre's texts (i18n namespace `agent`) are not part of the core dictionary the
// player site loads: this site loads them before anything renders.
await loadNamespace('agent');

const routing: { router?: ReturnType<typeof createAppRouter> } = {};
const store = makeStore(undefined, (to, options) => void routing.router?.navigate(to, options));
const router = createAppRouter();
routing.router = router;
void loadAuthFlows(store);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(<App store={store} router={router} />);
