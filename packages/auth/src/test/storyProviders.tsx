/**
 * Storybook / portable-story decorator: every story renders inside a fresh app store running the
 * auth saga (saga context `navigate` = the memory router's), a memory data router at
 * `parameters.route` (default `/`), the test i18n instance (`parameters.language`) and
 * `parameters.preloadedState`.
 */
import { type ReactNode, createContext, useContext, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Decorator } from '@storybook/react-vite';
import { I18nProvider, type PlatformLanguage } from '@gamehall/i18n';
import { createTestI18n } from '@gamehall/i18n/testing';
import { type RootState, configureAppStore } from '@gamehall/shell';
import { authSaga } from '../flows/model/authSaga';

/** Story parameters the decorator reads. */
export interface AuthStoryParameters {
  route?: string;
  language?: PlatformLanguage;
  preloadedState?: Partial<RootState>;
}

const StoryContext = createContext<ReactNode>(null);

function StorySlot() {
  return <>{useContext(StoryContext)}</>;
}

/** A store running the auth flows with a router's navigate, as the apps build it. */
export function makeAuthStore(navigate: (to: string, options?: { replace?: boolean }) => void, preloadedState?: Partial<RootState>) {
  return configureAppStore({ preloadedState, sagas: [authSaga], sagaContext: { navigate } });
}

function StoryShell({ parameters, children }: { parameters: AuthStoryParameters; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: <StorySlot /> }], { initialEntries: [parameters.route ?? '/'] }));
  const [store] = useState(() => makeAuthStore((to, options) => void router.navigate(to, options), parameters.preloadedState));
  const [i18n] = useState(() => createTestI18n(parameters.language ?? 'EN'));
  return (
    <I18nProvider i18n={i18n}>
      <Provider store={store}>
        <StoryContext value={children}>
          <RouterProvider router={router} />
        </StoryContext>
      </Provider>
    </I18nProvider>
  );
}

/** Wraps a story in the app's providers (see the file comment). */
export const withAuthProviders: Decorator = (Story, context) => (
  <StoryShell parameters={context.parameters as AuthStoryParameters}>
    <Story />
  </StoryShell>
);
