/**
 * `@gamehall/agent-centre/contractPopup`: the contract popup (spec §2 "Modals: contract", §4), a
 * separate entry so an app loads it as its own chunk after login: the player site through shell's
 * `AccountBar` `afterLogin` (`() => import('@gamehall/agent-centre/contractPopup')`), the agent
 * site under its `/agentHome` layout. Its default export is {@link ContractPopup}. It needs the
 * app's store, i18n provider and a router; its texts (`agent` namespace) load only when an offer
 * is pending.
 *
 * @packageDocumentation
 */
import { ContractPopup } from './contractPopup/ContractPopup';

export { ContractPopup };
export default ContractPopup;
