/** The agent site's providers around its router. */
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { I18nProvider } from '@gamehall/i18n';
import { MenuRegistryProvider, type AppStore } from '@gamehall/shell';
import { menuEntries } from './menuEntries';
import type { createAppRouter } from './router';

/** Props of {@link App}. */
export interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createAppRouter>;
  /** The i18n instance (default: the app's, after `initI18n`). */
  i18n?: Parameters<typeof I18nProvider>[0]['i18n'];
}

/** Store, i18n, menu registry and router. */
export function App({ store, router, i18n }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <MenuRegistryProvider entries={menuEntries}>
            <RouterProvider router={router} />
          </MenuRegistryProvider>
        </I18nProvider>
      </Provider>
    </StrictMode>
  );
}
