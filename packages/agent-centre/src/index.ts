/**
 * `@gamehall/agent-centre`: the agent centre of agent-web (spec §1 "Agents get a separate back
 * office", §2 "Agent centre pages" and the /agentHome left navigation, §6 agent types and the
 * consolidated-funds flags). The public API is what agent-web composes; pages, endpoints and
 * their parts stay inside the package.
 *
 * - Routes: {@link agentCentreRoutes} (children of the app's `/agentHome` layout route; each page
 *   a lazy chunk; flag-gated pages fall back to `/agentHome`).
 * - Paths: {@link agentPaths} (every agent page of the spec, built or not).
 * - Menus: {@link agentCentreMenuEntries} (shell menu area `agent`, orders 100+ in spec order) and
 *   {@link useAgentMenuFilter} (hides pages whose flag is off).
 * - Flags: {@link useAgentFlags} (consolidated funds, only for logged-in real accounts with AGENTPOLICY3).
 * - Frame: {@link AgentPageFrame} (a page's heading and its loading skeleton; the app frames the
 *   member centre pages it composes with it).
 *
 * The pages need the app's providers: the store (`configureAppStore` from `@gamehall/shell`), a
 * data router and the i18n provider (namespace `agent`).
 *
 * @packageDocumentation
 */
export { agentCentreRoutes } from './routes';
export { agentPaths, AGENT_ROOT, type AgentPageId } from './paths';
export { agentCentreMenuEntries, AGENT_MENU_FIRST_ORDER } from './menuEntries';
export { useAgentMenuFilter } from './menuFilter';
export { useAgentFlags, AGENT_POLICY_FLAG, type AgentFlags, type AgentFundsFlag } from './flags';
export { AgentPageFrame, type AgentPageFrameProps } from './layout/AgentPageFrame';
export { TeamTodayPanel } from './teamOverview/TeamTodayPanel';
