/**
 * Storybook / portable-story decorator: every story renders inside a fresh app store
 * (`configureAppStore` from the shell; `parameters.session` preloads a login state,
 * `parameters.sagas` runs feature sagas), a memory data router at `parameters.route` (default
 * `/`) and the test i18n instance (`parameters.language`, default EN).
 */
import { type ReactNode, createContext, useContext, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Decorator } from '@storybook/react-vite';
import { I18nProvider, type PlatformLanguage } from '@gamehall/i18n';
import { createTestI18n } from '@gamehall/i18n/testing';
import type { Saga } from 'redux-saga';
import { configureAppStore, type SessionState } from '@gamehall/shell';

interface LobbyStoryParameters {
  route?: string;
  language?: PlatformLanguage;
  /** A preloaded login state (e.g. `sessionOf(0)` from lobbyFixtures). */
  session?: SessionState;
  /** Sagas to run (e.g. the favourites saga, so tiles' toggles work). */
  sagas?: Saga[];
}

const StoryContext = createContext<ReactNode>(null);

function StorySlot() {
  return <>{useContext(StoryContext)}</>;
}

function StoryShell({ parameters, children }: { parameters: LobbyStoryParameters; children: ReactNode }) {
  const [store] = useState(() =>
    configureAppStore({ preloadedState: parameters.session ? { session: parameters.session } : undefined, sagas: parameters.sagas }),
  );
  const [i18n] = useState(() => createTestI18n(parameters.language ?? 'EN'));
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: <StorySlot /> }], { initialEntries: [parameters.route ?? '/'] }));
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
export const withLobbyProviders: Decorator = (Story, context) => (
  <StoryShell parameters={context.parameters as LobbyStoryParameters}>
    <Story />
  </StoryShell>
);
