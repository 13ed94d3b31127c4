import { AgentPageFrame } from '@gamehall/agent-centre';
import { useTranslation } from '@gamehall/i18n';
import { memberCentrePages } from '@gamehall/member-centre';
import type { AgentMemberPage } from '../memberPages';

/**
 * A member centre page (deposit, withdraw, platform messages) under `/agentHome`, headed and
 * framed like the agent pages.
 */
export function MemberPageRoute({ page }: { page: AgentMemberPage }) {
  // Labels: core keys, or `account`'s platform_messages (as the member centre's menu).
  const { t } = useTranslation(['agent', 'account'], { nsMode: 'fallback' });
  const Page = memberCentrePages[page.id];
  return (
    <AgentPageFrame title={t(page.labelKey)}>
      <Page />
    </AgentPageFrame>
  );
}
