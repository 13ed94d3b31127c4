/**
 * The player site's entry (ARCHITECTURE.md "Apps"): design tokens, the platform client, i18n
 * (the stored language's dictionary), then the app.
 */
import '@gamehall/ui-kit/tokens.css';
import { createRoot } from 'react-dom/client';
import { configureClient } from '@gamehall/api-client';
import { getLanguage, initI18n } from '@gamehall/i18n';
import { App } from './App';
import { createAppRouter } from './router';
import { makeStore } from './store';

configureClient({
  merchantCode: import.meta.env.VITE_MERCHANT_CODE ?? 'GH001',
  baseUrl: import.meta.env.VITE_API_ORIGIN ?? '',
  getLanguage,
  getToken: () => sessionStorage.getItem('token'),
});

await initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(<App store={makeStore()} router={createAppRouter()} />);
