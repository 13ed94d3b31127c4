/**
 * Story helpers of the play popups: a store that starts from the given events (the popups read
 * the lobby's `play` slice and play's game session) and records what the story's components
 * dispatch.
 */
import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Decorator } from '@storybook/react-vite';
import { makeGame } from '@gamehall/api-client/mocks';
import type { GameSessionRequest } from '@gamehall/play';
import { configureAppStore, gameLaunchRequested, type RootState } from '@gamehall/shell';

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
 * A decorator giving the story a store that has seen `actions` (e.g. `gameSessionRequested(...)`),
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

/** The session request the lobby makes for {@link storyGame} (the game popup). */
export const storyRequest: GameSessionRequest = {
  title: storyGame.gameName,
  vassalage: storyGame.vassalage,
  launch: { endpoint: 'gameLaunchFB', body: { nodeId: storyGame.nodeId, vassalage: storyGame.vassalage, gameType: storyGame.gameType } },
  surface: 'popup',
  retry: gameLaunchRequested({ game: storyGame }),
};
