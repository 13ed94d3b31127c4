/** The login and real-account guard for actions (spec §6 roles, §8 "Logged-out protected action"). */
import { useCallback } from 'react';
import { useAppDispatch, useAppStore } from '../store/hooks';
import { selectIsLogin, selectIsTrial } from '../store/session';
import { loginPopupRequested, realAccountRequired } from '../store/shellSlice';

/**
 * Guards an action that needs a real account (starting a game, favourites, deposit, the member
 * centre; spec §6): it returns a function that, when called, opens the login popup for a
 * visitor (`loginPopupRequested`), shows the in_need_true_account notice for a trial account
 * (type 4, `realAccountRequired`) and otherwise runs `action` with the given arguments. The
 * login state is read when the returned function is called, not when it was made.
 *
 * @param action - what a real, logged-in member gets (optional: without it the guard only
 *   refuses visitors and trial accounts and does nothing for members)
 * @returns the guarded function, stable while `action` is
 * @example
 * ```tsx
 * const play = useRealAccountAction((game: Game) => dispatch(gameLaunchRequested(game)));
 * <button onClick={() => play(game)}>{t('play')}</button>
 * ```
 */
export function useRealAccountAction<Args extends unknown[]>(action?: (...args: Args) => void): (...args: Args) => void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    (...args: Args) => {
      const state = store.getState();
      if (!selectIsLogin(state)) dispatch(loginPopupRequested());
      else if (selectIsTrial(state)) dispatch(realAccountRequired());
      else action?.(...args);
    },
    [dispatch, store, action],
  );
}
