/** Whitelabel flags (spec §3 "Whitelabel flags": a tree of modId / enabled '1' / childrenNodes). */
import type { WhitelabelNode } from '@gamehall/api-client';

/** Flag ids the auth flows read (spec §3; FREEPLAY3 and SMSLOGIN3 are the platform server's). */
export const WHITELABEL = {
  usernameRegistration: 'USERNAMEREG3',
  mobileRegistration: 'MOBILENUMREG3',
  mobileSmsVerification: 'REGMOBVERF3',
  mobilePasswordRegistration: 'MOBILENUMPASSREG3',
  freePlay: 'FREEPLAY3',
  smsLogin: 'SMSLOGIN3',
} as const;

/**
 * Whether a whitelabel flag is on: the node with `modId` (anywhere in the tree) is enabled and
 * so are all its ancestors. A missing flag, or a tree not loaded yet, counts as off.
 *
 * @param tree - the whitelabel tree from the permission info (or undefined while loading)
 * @param modId - the flag, e.g. `MOBILENUMREG3`
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
