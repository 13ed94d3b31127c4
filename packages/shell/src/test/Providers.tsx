/**
 * Providers for tests and stories: store, menu registry and a memory data router whose every
 * path renders the given children (so `Link`, `useLocation` and `useNavigate` work).
 */
import { createContext, type ReactNode, useContext, useState } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MenuRegistryProvider, type MenuEntry } from '../menu/MenuRegistry';
import type { AppStore } from '../store/store';

const SlotContext = createContext<ReactNode>(null);

function Slot() {
  return <>{useContext(SlotContext)}</>;
}

/** A memory data router at `route` whose every path renders the children given to {@link Providers}. */
export function createSlotRouter(route = '/') {
  return createMemoryRouter([{ path: '*', element: <Slot /> }], { initialEntries: [route] });
}

/** The router type of {@link createSlotRouter}. */
export type SlotRouter = ReturnType<typeof createSlotRouter>;

/** Props of {@link Providers}. */
export interface ProvidersProps {
  store: AppStore;
  /** Starting URL when `router` is not given. */
  route?: string;
  /** A router made with {@link createSlotRouter}. */
  router?: SlotRouter;
  menuEntries?: readonly MenuEntry[];
  children?: ReactNode;
}

/** Store, menu registry and router around `children`. */
export function Providers({ store, route, router: given, menuEntries = [], children }: ProvidersProps) {
  const [router] = useState(() => given ?? createSlotRouter(route));
  return (
    <Provider store={store}>
      <MenuRegistryProvider entries={menuEntries}>
        <SlotContext value={children}>
          <RouterProvider router={router} />
        </SlotContext>
      </MenuRegistryProvider>
    </Provider>
  );
}
