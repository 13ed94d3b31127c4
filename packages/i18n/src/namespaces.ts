/**
 * The i18next namespaces: the core `translation` (everything the first page load renders and the
 * words shared by several features) and one namespace per lazily loaded feature, whose texts load
 * with that feature instead of with the home page.
 */

/**
 * The feature namespaces, each a folder `src/locales/<namespace>/` with one dictionary per
 * language (`en.json`, `tl.json`), loaded on demand with `loadNamespace`:
 * - `account`: what only a logged-in player sees in the header and menus (balance chip, avatar
 *   menu, user id copy, unread badge, live notification notices; spec §2 "Header", §4
 *   notifications), loaded with the logged-in header, never for a visitor;
 * - `agent`: the agent site's centre (agent-web `/agentHome`: welcome panel, merchant clock;
 *   spec §2 `/agentHome`, the contract records pages and the contract popup), loaded by agent-web
 *   at start, and by the player site only when the contract popup has a pending offer to show;
 * - `auth`: the login, register, forgot-password and change-password forms and their validation
 *   and error messages, and the header's login popover around the form (spec §2 "Modals", §5,
 *   §6, §8);
 * - `lottery`: the lottery and seamless pages (spec §2 `/lottery`, `/seaLottery`, `/vnLottery`,
 *   `/seamless`);
 * - `member`: the member centre (spec §2 `/member` and its pages: depositv2, withdraw,
 *   transactionHistory, messageV2), loaded with its first page;
 * - `shell`: the shell's parts a visitor only sees on demand, loaded with each: the footer (shown
 *   after the first interaction), the app-download QR popup, the logout confirmation and the
 *   page-not-found page (spec §2 "Footer", "Modals", "System pages"); the words they share with
 *   the home page (`help_centre`, `legal_licence`, `close`…) stay in the core namespace;
 * - `play`: the game popup and launch errors, the game frame (also the lottery pages' game
 *   panel, so they load it too), the favourite-toggle notice and the `/favorite` and `/recent`
 *   pages (spec §2 "Modals: game popup", `/:type`, §4 favourite toggle);
 * - `status`: the system pages (spec §2 "System pages": maintenance, region blocked, access
 *   restricted), loaded with them, only when the platform refuses the site.
 *
 * A key lives in exactly one namespace; keys used by more than one feature, or by anything the
 * home page renders, stay in the core namespace `translation`.
 */
export const FEATURE_NAMESPACES = ['account', 'agent', 'auth', 'lottery', 'member', 'play', 'shell', 'status'] as const;

/** A feature namespace: `'account'`, `'agent'`, `'auth'`, `'lottery'`, `'member'`, `'play'`, `'shell'` or `'status'` (see {@link FEATURE_NAMESPACES}). */
export type FeatureNamespace = (typeof FEATURE_NAMESPACES)[number];

/** The core namespace, loaded at start with the language (`initI18n`). */
export const CORE_NAMESPACE = 'translation';

/** Any namespace of ours: the core `translation` or a {@link FeatureNamespace}. */
export type Namespace = typeof CORE_NAMESPACE | FeatureNamespace;

/**
 * Whether a value names a feature namespace (exact: `'lottery'`, not `'Lottery'`).
 * @param value - anything
 * @returns true when `value` is one of {@link FEATURE_NAMESPACES}
 */
export function isFeatureNamespace(value: unknown): value is FeatureNamespace {
  return typeof value === 'string' && (FEATURE_NAMESPACES as readonly string[]).includes(value);
}
