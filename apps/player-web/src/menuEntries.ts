/** The menu entries of the features this app composes (docs/architecture.md "Menus list only destinations that exist"). */
import type { MenuEntry } from '@gamehall/shell';
import { lobbyMenuEntries } from '@gamehall/lobby';
import { memberCentreMenuEntries } from '@gamehall/member-centre';

/** Every registered entry. */
export const menuEntries: readonly MenuEntry[] = [...lobbyMenuEntries, ...memberCentreMenuEntries];
