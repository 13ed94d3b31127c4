/**
 * Which agent pages the merchant enables (spec §6 "Agent types", §3 consolidated funds): the
 * dividend record needs `divtypereq`, daily wages `dailysalreqtype`, the hourly salary
 * `contracthoursalreq` and the real-time salary `realtimesalreqtype`, each 1 in
 * `/wps/member/info/funds/consolidated`. That call is made only for a logged-in real (non-trial)
 * account and only when the whitelabel flag AGENTPOLICY3 is on; otherwise no flag is on.
 */
import type { ConsolidatedFunds } from '@gamehall/api-client';
import { isWhitelabelEnabled, selectIsLogin, selectIsTrial, useAppSelector, useSiteSettings } from '@gamehall/shell';
import { useGetFundsConsolidatedQuery } from './api/agentApi';

/** A consolidated-funds flag that switches an agent page on (spec §3, §6). */
export type AgentFundsFlag = keyof ConsolidatedFunds;

/** The whitelabel flag of the agent policy (spec §3): without it no contract page shows. */
export const AGENT_POLICY_FLAG = 'AGENTPOLICY3';

/** What {@link useAgentFlags} answers. */
export interface AgentFlags {
  /** True while the flags (or the site settings with AGENTPOLICY3) are being read: the flagged pages are hidden meanwhile and their routes wait. */
  loading: boolean;
  /**
   * Whether a flag is on (1), AGENTPOLICY3 on and the account a logged-in real one.
   *
   * @param flag - e.g. `divtypereq`
   */
  isOn: (flag: AgentFundsFlag) => boolean;
}

/**
 * The merchant's agent page flags for the logged-in agent (spec §6). A failed read counts as
 * every flag off (the pages stay hidden; the rest of the centre works).
 *
 * @returns {@link AgentFlags}
 */
export function useAgentFlags(): AgentFlags {
  const isLogin = useAppSelector(selectIsLogin);
  const isTrial = useAppSelector(selectIsTrial);
  const site = useSiteSettings();
  const policy = isWhitelabelEnabled(site?.whitelabel, AGENT_POLICY_FLAG);
  const skip = !isLogin || isTrial || !policy;
  const { data, isLoading } = useGetFundsConsolidatedQuery(undefined, { skip });
  return {
    // Until the site settings (the whitelabel tree) are read, a logged-in real account's flags are not known yet.
    loading: (isLogin && !isTrial && site === undefined) || (!skip && isLoading),
    isOn: (flag) => !skip && data?.[flag] === 1,
  };
}
