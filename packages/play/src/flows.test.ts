import { describe, expect, it } from 'vitest';
import { GAME_SESSION_ACTION_TYPES, loadGameSessionFlows } from './flows';
import { gameSessionSaga } from './gameSessionSaga';
import {
  gameFrameLoaded,
  gameMessageReceived,
  gameSessionClosed,
  gameSessionPending,
  gameSessionRequested,
  gameSessionRetried,
  gameTabRequested,
} from './gameSessionSlice';

describe('the game session flows entry (first load)', () => {
  it('names every action the saga must see, so none dispatched while its chunk loads is lost', () => {
    const types = [gameSessionPending, gameSessionRequested, gameSessionRetried, gameTabRequested, gameSessionClosed, gameFrameLoaded, gameMessageReceived].map((action) => action.type);
    expect([...GAME_SESSION_ACTION_TYPES].sort()).toEqual(types.sort());
  });

  it('loads the session saga', async () => {
    await expect(loadGameSessionFlows()).resolves.toBe(gameSessionSaga);
  });
});
