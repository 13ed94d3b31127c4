import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { I18nProvider } from '@gamehall/i18n';
import { type MenuEntry, MenuRegistryProvider } from '../menu/MenuRegistry';
import type { AppStore } from '../store/store';

/** A data router of an app (`createBrowserRouter` or `createMemoryRouter` over its routes). */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Props of {@link AppRoot}. */
export interface AppRootProps {
  /** The app's store ({@link configureAppStore}). */
  store: AppStore;
  /** The app's router. */
  router: AppRouter;
  /** What the app puts in the shared menus (header, side menu, avatar menu; {@link MenuRegistryProvider}). */
  menuEntries: readonly MenuEntry[];
  /** The i18n instance (default: the one `initI18n` set up; tests pass `createTestI18n()`). */
  i18n?: Parameters<typeof I18nProvider>[0]['i18n'];
}

/**
 * An app's providers around its router, the same in both apps (docs/architecture.md "Apps"):
 * `StrictMode`, the store, i18n, the menu registry, then the router.
 *
 * @param props - see {@link AppRootProps}
 */
export function AppRoot({ store, router, menuEntries, i18n }: AppRootProps) {
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
