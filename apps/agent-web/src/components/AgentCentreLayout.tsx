import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@gamehall/i18n';
import { Button } from '@gamehall/ui-kit';
import { CustomerServiceLink, LogoutConfirm, selectMember, useAppSelector, useCustomerServiceLink, useMenuEntries, useSiteSettings } from '@gamehall/shell';
import { AgentClock } from './AgentClock';
import styles from './AgentCentreLayout.module.css';

/** The merchant zone when the site settings have not loaded (docs/architecture.md: the seeded merchant's zone). */
export const DEFAULT_TIME_ZONE = 'Asia/Manila';

/**
 * The agent centre's frame (spec §2 "Agent centre pages"): a left navigation headed by the
 * merchant time zone's GMT offset, a live clock (every second), the agent's nickname and
 * logout (after the in_sure_logout confirm), then the registered `agent` menu entries and
 * customer service (the operator's first contact that leads somewhere real, shell's
 * `useCustomerServiceLink`). Menus list only destinations that exist (docs/architecture.md): the
 * agent pages of spec §2 register their entries when they are built. On phones the navigation
 * sits above the page.
 */
export function AgentCentreLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const member = useAppSelector(selectMember);
  const site = useSiteSettings();
  const entries = useMenuEntries('agent', true);
  const location = useLocation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const customerService = useCustomerServiceLink();
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={t('agent_centre')}>
        <div className={styles.head}>
          <AgentClock timeZone={site?.timeZone ?? DEFAULT_TIME_ZONE} />
          <p className={styles.nickname} data-testid="agent-nickname">
            {member?.nickname || member?.account}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setConfirmOpen(true)}>
            {t('logout')}
          </Button>
        </div>
        <ul className={styles.entries}>
          {entries.map((entry) =>
            entry.to ? (
              <li key={entry.id}>
                <Link className={styles.entry} to={entry.to} aria-current={location.pathname === entry.to ? 'page' : undefined}>
                  {t(entry.labelKey)}
                </Link>
              </li>
            ) : null,
          )}
          {customerService ? (
            <li>
              <CustomerServiceLink target={customerService} className={styles.entry} />
            </li>
          ) : null}
        </ul>
      </nav>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <LogoutConfirm open={confirmOpen} onClose={() => setConfirmOpen(false)} />
    </div>
  );
}
