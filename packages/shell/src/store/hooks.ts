/** Typed react-redux hooks (docs/contributing.md "House style": made once in shell; lint bans the raw hooks elsewhere). */
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { RootState } from './rootReducer';
import type { AppDispatch, AppStore } from './store';

/** `useDispatch` typed with {@link AppDispatch}. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed with {@link RootState}. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** `useStore` typed with {@link AppStore}. */
export const useAppStore = useStore.withTypes<AppStore>();
