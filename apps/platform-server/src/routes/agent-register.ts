/**
 * Handlers of the agent centre's registerCenter page (spec §2 registerCenter, §5, §6):
 * agentRegisterInfo and agentRegister. The work is in src/accounts/accounts.ts
 * (`AccountService.registerInfo`, `registerDownline`: the registration's own rule checks). A
 * registration writes the audit event `agent.register` (the password is never logged or audited).
 */
import { auditRequest } from '../security/audit.ts';
import { type Handlers } from './api.ts';

/** The registerCenter handlers, merged into the contract's handler map by api.ts. */
export const agentRegisterHandlers: Pick<Handlers, 'agentRegisterInfo' | 'agentRegister'> = {
  async agentRegisterInfo({ session, services, request }) {
    // The invitation link points at the player site, which this server serves on its own origin.
    return services.accounts.registerInfo(session.member, `${request.protocol}://${request.host}`);
  },
  async agentRegister({ body, session, services, request }) {
    const created = await services.accounts.registerDownline(session.member, body);
    auditRequest(request, { event: 'agent.register', account: session.member.account, memberId: session.member.id, target: created.account, kind: created.type === 0 ? 'member' : `agent ${String(created.type)}` });
    return created;
  },
};
