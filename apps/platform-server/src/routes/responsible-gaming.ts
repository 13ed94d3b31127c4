/**
 * Handlers of responsible gaming (issue 12; page `/member/responsibleGaming`):
 * responsibleGaming, depositLimit, realityCheck, exclusion. The work is in
 * src/accounts/responsibleGaming.ts. Starting a cool-off or self-exclusion writes the audit event
 * `member.excluded` (kind and end, no more).
 */
import { auditRequest } from '../security/audit.ts';
import { type Handlers } from './api.ts';

type ResponsibleGamingEndpoint = 'responsibleGaming' | 'depositLimit' | 'realityCheck' | 'exclusion';

/** The responsible-gaming handlers, merged into the contract's handler map by api.ts. */
export const responsibleGamingHandlers: Pick<Handlers, ResponsibleGamingEndpoint> = {
  async responsibleGaming({ session, services }) {
    return services.responsibleGaming.settings(session.member.id);
  },
  async depositLimit({ body, session, services }) {
    return services.responsibleGaming.setLimit(session.member, body);
  },
  async realityCheck({ body, session, services }) {
    return services.responsibleGaming.setRealityCheck(session.member.id, body.minutes);
  },
  async exclusion({ body, session, services, request }) {
    const exclusion = await services.responsibleGaming.exclude(session.member, body);
    auditRequest(request, { event: 'member.excluded', account: session.member.account, memberId: session.member.id, kind: exclusion.kind, until: exclusion.until });
    return exclusion;
  },
};
