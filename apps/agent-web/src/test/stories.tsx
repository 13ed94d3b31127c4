/**
 * Component stories for agent-web without Storybook (the app has no Storybook dependencies):
 * stories are written in Component Story Format 3 (a default-exported meta with `title`,
 * `component`, `args`, `parameters`; named story objects with `args`, `parameters`, `play`), and
 * `src/stories.test.tsx` renders every one inside {@link StoryShell} and runs its `play`, as the
 * packages' `composeStories` tests do. A Storybook added later reads these files unchanged but
 * for the `play` functions' imports (`storybook/test` in place of testing-library and vitest).
 */
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import type { HttpHandler } from 'msw';
import { loadAuthFlows } from '@gamehall/auth';
import { I18nProvider } from '@gamehall/i18n';
import { createTestI18n } from '@gamehall/i18n/testing';
import { type MenuEntry, type RootState } from '@gamehall/shell';
import { makeStore } from '../store';
import { MenuRegistryProvider } from '@gamehall/shell/testing';

/** Story parameters {@link StoryShell} reads. */
export interface AgentStoryParameters {
  /** The memory router's first URL (default `/`). */
  route?: string;
  /** Store state to start from (e.g. a logged-in agent). */
  preloadedState?: Partial<RootState>;
  /** Menu registry entries (default none). */
  menuEntries?: readonly MenuEntry[];
  /** Starts auth's flows (login saga) in the store, as `main.tsx` does. */
  authFlows?: boolean;
  /** MSW handlers added for this story (over the mock platform's). */
  handlers?: HttpHandler[];
}

/** What a story's `play` receives. */
export interface StoryContext<Args> {
  /** The element the story rendered into. */
  canvasElement: HTMLElement;
  /** The story's merged args. */
  args: Args;
}

/** A CSF3 meta (the default export of a `*.stories.tsx`). */
export interface StoryMeta<Args extends object> {
  title: string;
  component: ComponentType<Args>;
  args?: Partial<Args>;
  parameters?: AgentStoryParameters;
}

/** A CSF3 story: args and parameters over the meta's, and a `play` asserting what it shows. */
export interface Story<Args extends object> {
  args?: Partial<Args>;
  parameters?: AgentStoryParameters;
  play(context: StoryContext<Args>): Promise<void>;
}

/** The memory router's current path, shown for stories that navigate. */
function LocationProbe({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      {children}
      <output hidden data-testid="story-location">
        {pathname}
      </output>
    </>
  );
}

/**
 * The agent site's providers around one story: a fresh store (saga context `navigate` = the
 * memory router's), the test i18n instance, the menu registry and a memory router whose every
 * path renders the story, with the current path in `data-testid="story-location"`.
 */
export function StoryShell({ parameters = {}, children }: { parameters?: AgentStoryParameters; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <LocationProbe>{children}</LocationProbe> }], { initialEntries: [parameters.route ?? '/'] }),
  );
  const [store] = useState(() => makeStore(parameters.preloadedState, (to, options) => void router.navigate(to, options)));
  const [i18n] = useState(() => createTestI18n());
  const { authFlows = false } = parameters;
  useEffect(() => {
    if (authFlows) void loadAuthFlows(store);
  }, [authFlows, store]);
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <MenuRegistryProvider entries={parameters.menuEntries ?? []}>
          <RouterProvider router={router} />
        </MenuRegistryProvider>
      </I18nProvider>
    </Provider>
  );
}
