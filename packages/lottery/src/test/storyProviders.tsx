/**
 * Storybook / portable-story decorator: every story renders inside a fresh app store
 * (`configureAppStore` from the shell, seeded with `parameters.session`, default a logged-in
 * member `player1`; `null` for a visitor), a memory data router at `parameters.route` (default
 * `/lottery`) and the test i18n instance (`parameters.language`, default EN). The session's token
 * is stored in session storage so the api client sends it. Local storage starts from
 * `parameters.lottfav` (the LOTTFAV text) when given, otherwise empty.
 */
import { type ReactNode, createContext, useContext, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Decorator } from '@storybook/react-vite';
import { I18nProvider, type PlatformLanguage } from '@gamehall/i18n';
import { createTestI18n } from '@gamehall/i18n/testing';
import { configureAppStore, type SessionState } from '@gamehall/shell';
import { LOTTFAV_KEY, resetLotteryFavouritesMemory } from '../model/lotteryFavourites';
import { loggedInSession, storeSessionToken } from './lotteryFixtures';

interface LotteryStoryParameters {
  route?: string;
  language?: PlatformLanguage;
  session?: SessionState | null;
  lottfav?: string;
}

const StoryContext = createContext<ReactNode>(null);

function StorySlot() {
  return <>{useContext(StoryContext)}</>;
}

function prepare(parameters: LotteryStoryParameters) {
  const session = parameters.session === undefined ? loggedInSession() : parameters.session;
  storeSessionToken(session);
  resetLotteryFavouritesMemory();
  if (parameters.lottfav === undefined) localStorage.removeItem(LOTTFAV_KEY);
  else localStorage.setItem(LOTTFAV_KEY, parameters.lottfav);
  return configureAppStore(session ? { preloadedState: { session } } : {});
}

function StoryShell({ parameters, children }: { parameters: LotteryStoryParameters; children: ReactNode }) {
  const [store] = useState(() => prepare(parameters));
  const [i18n] = useState(() => createTestI18n(parameters.language ?? 'EN'));
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: <StorySlot /> }], { initialEntries: [parameters.route ?? '/lottery'] }));
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
export const withLotteryProviders: Decorator = (Story, context) => (
  <StoryShell parameters={context.parameters as LotteryStoryParameters}>
    <Story />
  </StoryShell>
);
