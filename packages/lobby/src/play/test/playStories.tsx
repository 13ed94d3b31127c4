/**
 * Story helpers of the play popups: a store that starts from the given play events (the popups
 * read the play slice) and records what the story's components dispatch.
 */
import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Decorator } from '@storybook/react-vite';
import { type LaunchValue } from '@gamehall/api-client';
import { makeGame } from '@gamehall/api-client/mocks';
import { configureAppStore, type RootState } from '@gamehall/shell';

/** The actions the current story's components dispatched (emptied when its store is made). */
export const storyDispatched: UnknownAction[] = [];

function PlayStore({ actions, preloadedState, children }: { actions: readonly UnknownAction[]; preloadedState?: Partial<RootState>; children: ReactNode }) {
  const [store] = useState(() => {
    const created = configureAppStore({ preloadedState });
    for (const action of actions) created.dispatch(action);
    storyDispatched.length = 0;
    const dispatch = created.dispatch;
    created.dispatch = ((action: UnknownAction) => {
      storyDispatched.push(action);
      return dispatch(action);
    }) as typeof created.dispatch;
    return created;
  });
  return <Provider store={store}>{children}</Provider>;
}

/**
 * A decorator giving the story a store that has seen `actions` (e.g. `gameLaunchStarted(...)`),
 * inside the lobby's router and i18n providers.
 *
 * @param actions - play events to start from
 * @param preloadedState - other state (e.g. a session)
 * @returns the decorator
 */
export function withPlayState(actions: readonly UnknownAction[], preloadedState?: Partial<RootState>): Decorator {
  return (Story) => (
    <PlayStore actions={actions} preloadedState={preloadedState}>
      <Story />
    </PlayStore>
  );
}

/** A slot game of the mock catalogue's PG Soft. */
export const storyGame = makeGame({ nodeId: 1001, gameName: 'Fortune Tiger Gold', vassalage: 'PG', gameType: 'RNG' });

/** The demo game's origin in the stories. */
export const STORY_GAME_ORIGIN = 'https://games.example.com';

/** A launch answer whose page is harmless (`about:blank`). */
export const storyLaunch: LaunchValue = { launchUrl: 'about:blank', launchOrigin: STORY_GAME_ORIGIN, freePlay: false, expiresIn: 60 };

/**
 * Posts a message to the lobby window as the game frame would (origin and source set).
 *
 * @param frame - the game's iframe
 * @param data - the message
 * @param origin - the sender's origin (default the story game's)
 */
export function postFromFrame(frame: HTMLIFrameElement, data: unknown, origin = STORY_GAME_ORIGIN): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
}
