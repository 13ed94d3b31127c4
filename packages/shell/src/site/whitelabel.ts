/** Whitelabel flags (spec §3 "Whitelabel flags": a tree of modId / enabled '1' / childrenNodes). */
import type { WhitelabelNode } from '@gamehall/api-client';
import { useSiteSettings } from './siteSettings';

/**
 * Whether a whitelabel flag is on: the node with `modId` (anywhere in the tree) is enabled and
 * so are all its ancestors. A missing flag, or a tree not loaded yet, counts as off.
 *
 * @param tree - the whitelabel tree from the permission info (or undefined while loading)
 * @param modId - the flag, e.g. `MOBILENUMREG3`, `AGENTPOLICY3`
 * @returns true when on
 */
export function isWhitelabelEnabled(tree: readonly WhitelabelNode[] | undefined, modId: string): boolean {
  const visit = (nodes: readonly WhitelabelNode[]): boolean | undefined => {
    for (const node of nodes) {
      if (node.modId === modId) return node.enabled === '1';
      const below = visit(node.childrenNodes);
      if (below !== undefined) return node.enabled === '1' && below;
    }
    return undefined;
  };
  return tree ? visit(tree) === true : false;
}

/**
 * Whether a whitelabel flag is on for this site ({@link isWhitelabelEnabled} over the permission
 * info's tree, spec §3); off while the site settings load or when they failed.
 *
 * @param modId - the flag, e.g. `AGENTPOLICY3`
 * @returns true when on
 */
export function useWhitelabelEnabled(modId: string): boolean {
  return isWhitelabelEnabled(useSiteSettings()?.whitelabel, modId);
}
