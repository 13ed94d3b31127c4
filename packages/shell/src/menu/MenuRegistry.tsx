/**
 * The menu registry (docs/architecture.md "Menus list only destinations that exist"): features export
 * their menu entries; the app passes them to the provider; menus show what is registered.
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * Where a menu entry is shown: the header nav, the side menu, the avatar menu, the footer,
 * `account` (the logged-in header's buttons beside the balance: deposit, withdraw; spec §2) or
 * `agent` (agent-web's left navigation of the agent centre, spec §2 "Agent centre pages").
 */
export type MenuArea = 'header' | 'sideMenu' | 'avatar' | 'footer' | 'account' | 'agent';

/**
 * A live count a menu entry can show beside its label (spec §2: "Badge counts appear on
 * mission, message and reward items"): `unreadMessages` is the member's unread platform
 * messages (relay CSP_unreadCount), shown only when above 0 and only to a logged-in real member.
 */
export type MenuBadge = 'unreadMessages';

/** One menu entry, registered by the feature that owns its page. */
export interface MenuEntry {
  /** Unique id, e.g. `lobby.home`. */
  id: string;
  /** The menu it belongs to. */
  area: MenuArea;
  /** i18n key of its label (spec key names, e.g. `promotions`). */
  labelKey: string;
  /** Route it links to. */
  to?: string;
  /** Sort order inside its area (ascending). */
  order: number;
  /** Shown only to logged-in users. */
  requiresLogin?: boolean;
  /** A count badge beside the label (the avatar menu and the side menu show it). */
  badge?: MenuBadge;
}

const MenuRegistryContext = createContext<readonly MenuEntry[]>([]);

/** Props of {@link MenuRegistryProvider}. */
export interface MenuRegistryProviderProps {
  /** Every entry of the features this app composes. */
  entries: readonly MenuEntry[];
  children?: ReactNode;
}

/**
 * Provides the registered menu entries to {@link useMenuEntries}.
 *
 * @example
 * ```tsx
 * <MenuRegistryProvider entries={[...lobbyMenuEntries]}><RouterProvider router={router} /></MenuRegistryProvider>
 * ```
 */
export function MenuRegistryProvider({ entries, children }: MenuRegistryProviderProps) {
  return <MenuRegistryContext value={entries}>{children}</MenuRegistryContext>;
}

/**
 * The entries of one menu area, sorted by `order`.
 *
 * @param area - the menu
 * @param isLogin - whether the user is logged in (entries with `requiresLogin` are dropped when not); default false
 * @returns the entries to show
 * @example
 * ```tsx
 * const entries = useMenuEntries('sideMenu');
 * ```
 */
export function useMenuEntries(area: MenuArea, isLogin = false): MenuEntry[] {
  const entries = useContext(MenuRegistryContext);
  return useMemo(
    () => entries.filter((e) => e.area === area && (!e.requiresLogin || isLogin)).sort((a, b) => a.order - b.order),
    [entries, area, isLogin],
  );
}
