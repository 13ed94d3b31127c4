/**
 * The story decorator of every package (`@gamehall/shell/storybook`): browser-safe, so each
 * package's Storybook `preview.tsx` can use it — nothing here imports `msw/node` or
 * testing-library (those live in `@gamehall/shell/testing`, which re-exports this module).
 *
 * @packageDocumentation
 */
import { type ReactNode, useState } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Decorator } from '@storybook/react-vite';
import type { Saga } from 'redux-saga';
import { I18nProvider, type PlatformLanguage } from '@gamehall/i18n';
import { createTestI18n } from '@gamehall/i18n/testing';
import { SESSION_KEYS } from '@gamehall/api-client';
import { Providers, createSlotRouter, type SlotRouter } from './test/Providers';
import type { MenuEntry } from './menu/MenuRegistry';
import type { RootState } from './store/rootReducer';
import { configureAppStore, type AppStore } from './store/store';
import type { SessionState } from './store/session';

/**
 * Story parameters read by {@link withAppProviders} (all optional).
 */
export interface AppStoryParameters {
  /** The memory router's starting URL (default `/`). */
  route?: string;
  /** Language of the test i18n instance (default `EN`). */
  language?: PlatformLanguage;
  /**
   * A login state (e.g. a fixture's `loggedInSession()`): preloaded into the store, and its token
   * stored in session storage so the api client sends it. Absent or null: a visitor.
   */
  session?: SessionState | null;
  /** Other store state to start from. */
  preloadedState?: Partial<RootState>;
  /** Feature sagas to run (e.g. a package's flows, so the story's buttons work). */
  sagas?: Saga[];
  /** Saga context (`getContext(name)`); `navigate` defaults to the story router's. */
  sagaContext?: Record<string, unknown>;
  /** Actions dispatched once the store exists (e.g. to put a lazily injected slice in a state). */
  actions?: UnknownAction[];
  /** Menu entries for `MenuRegistryProvider`. */
  menuEntries?: readonly MenuEntry[];
  /** Runs before the store is made, after the session token was stored or cleared (e.g. to seed storage). */
  prepare?: () => void;
}

/** The store of a story, made once per story from its parameters; its sagas navigate `router`. */
function storyStore(parameters: AppStoryParameters, router: SlotRouter): AppStore {
  const { session } = parameters;
  if (session?.token) sessionStorage.setItem(SESSION_KEYS.token, session.token);
  else sessionStorage.removeItem(SESSION_KEYS.token);
  parameters.prepare?.();
  const preloadedState = { ...parameters.preloadedState, ...(session ? { session } : {}) };
  const navigate = (to: string, options?: { replace?: boolean }) => void router.navigate(to, options);
  const store = configureAppStore({ preloadedState, sagas: parameters.sagas, sagaContext: { navigate, ...parameters.sagaContext } });
  for (const action of parameters.actions ?? []) store.dispatch(action);
  return store;
}

function StoryApp({ parameters, children }: { parameters: AppStoryParameters; children: ReactNode }) {
  const [router] = useState(() => createSlotRouter(parameters.route ?? '/'));
  const [store] = useState(() => storyStore(parameters, router));
  const [i18n] = useState(() => createTestI18n(parameters.language ?? 'EN'));
  return (
    <I18nProvider i18n={i18n}>
      <Providers store={store} router={router} menuEntries={parameters.menuEntries}>
        {children}
      </Providers>
    </I18nProvider>
  );
}

/**
 * The story decorator of every package (Storybook's `preview.tsx` and the story tests' project
 * annotations): each story renders inside a fresh app store, a memory data router, the test
 * i18n instance and the menu registry, set up from the story's parameters
 * ({@link AppStoryParameters}: `route`, `language`, `session`, `preloadedState`, `sagas`,
 * `sagaContext`, `actions`, `menuEntries`, `prepare`). Sagas navigate the story's router
 * (saga context `navigate`), as the app's do.
 *
 * @example
 * ```ts
 * export const Open = { parameters: { session: loggedInSession(), actions: [gameSessionRequested(request)] } } satisfies Story;
 * ```
 */
export const withAppProviders: Decorator = (Story, context) => (
  <StoryApp parameters={context.parameters as AppStoryParameters}>
    <Story />
  </StoryApp>
);

export { loggedInSession } from './test/fixtures';
export type { SessionState } from './store/session';
