import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAgentMenuFilter } from '@gamehall/agent-centre';
import { useTranslation } from '@gamehall/i18n';
import { Button, IconButton, icons, useMediaQuery, useModal } from '@gamehall/ui-kit';
import { CustomerServiceLink, LogoutConfirm, type MenuEntry, UnreadBadge, selectMember, useAppSelector, useCustomerServiceLink, useMenuEntries, useSiteSettings, useUnreadMessages } from '@gamehall/shell';
import { AgentClock } from './AgentClock';
import styles from './AgentCentreLayout.module.css';

/** The merchant zone when the site settings have not loaded (docs/architecture.md: the seeded merchant's zone). */
export const DEFAULT_TIME_ZONE = 'Asia/Manila';

/** From this width the navigation is a left column; below it a drawer (docs/requirements.md "Agent centre pages": below 768 px a drawer). */
export const AGENT_WIDE_QUERY = '(min-width: 768px)';

/** One entry's badge: the unread platform messages count. */
function EntryBadge({ entry }: { entry: MenuEntry }) {
  const unread = useUnreadMessages();
  return entry.badge === 'unreadMessages' ? <UnreadBadge count={unread} /> : null;
}

/** The navigation's content: clock, nickname, logout, the entries the merchant enables, customer service. */
function AgentNavContent({ onLogout }: { onLogout: () => void }) {
  // Entry labels are keys of the agent centre's namespace, the core one or `account` (platform_messages, as the member centre's menu).
  const { t } = useTranslation(['agent', 'account'], { nsMode: 'fallback' });
  const member = useAppSelector(selectMember);
  const site = useSiteSettings();
  const visible = useAgentMenuFilter();
  const entries = useMenuEntries('agent', true).filter(visible);
  const location = useLocation();
  const customerService = useCustomerServiceLink();
  return (
    <>
      <div className={styles.head}>
        <AgentClock timeZone={site?.timeZone ?? DEFAULT_TIME_ZONE} />
        <p className={styles.nickname} data-testid="agent-nickname">
          {member?.nickname || member?.account}
        </p>
        <Button variant="secondary" size="sm" onClick={onLogout}>
          {t('logout')}
        </Button>
      </div>
      <ul className={styles.entries}>
        {entries.map((entry) =>
          entry.to ? (
            <li key={entry.id}>
              <Link className={styles.entry} to={entry.to} aria-current={location.pathname === entry.to ? 'page' : undefined}>
                {t(entry.labelKey)}
                {entry.badge ? <EntryBadge entry={entry} /> : null}
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
    </>
  );
}

/** The phone's navigation drawer: a modal panel from the start edge (focus inside, Escape and the cover close it). */
function AgentNavDrawer({ onClose, onLogout }: { onClose: () => void; onLogout: () => void }) {
  const { t } = useTranslation('agent');
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = useModal(panel, { onClose });
  return (
    <div className={styles.cover} onClick={onClose} data-testid="agent-nav-cover">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('agent_menu')}
        tabIndex={-1}
        className={styles.drawer}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        <div className={styles.drawerTop}>
          <IconButton label={t('agent_menu_close')} icon={<icons.close size={20} />} onClick={onClose} />
        </div>
        <nav className={styles.drawerNav} aria-label={t('agent_centre')}>
          <AgentNavContent onLogout={onLogout} />
        </nav>
      </div>
    </div>
  );
}

/**
 * The agent centre's frame (spec §2 "Agent centre pages"): the navigation headed by the
 * merchant time zone's GMT offset, a live clock (every second), the agent's nickname and
 * logout (after the in_sure_logout confirm), then the registered `agent` menu entries the
 * merchant enables (deposit, withdraw, the agent pages, platform messages with its unread
 * badge; `useAgentMenuFilter` drops the contract pages whose flag is off) and customer service
 * (the operator's first contact that leads somewhere real, shell's `useCustomerServiceLink`).
 * From 768 px the navigation is a left column; on a phone a bar with a menu button opens it as
 * a drawer (a modal dialog: focus moves in and stays, Escape or the cover closes it and focus
 * returns to the button; following a link closes it).
 */
export function AgentCentreLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('agent');
  const wide = useMediaQuery(AGENT_WIDE_QUERY);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const member = useAppSelector(selectMember);
  // A followed link (or any navigation) closes the drawer.
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname]);
  const logout = () => {
    setDrawerOpen(false);
    setConfirmOpen(true);
  };
  return (
    <div className={styles.layout} data-layout={wide ? 'wide' : 'phone'}>
      {wide ? (
        <nav className={styles.nav} aria-label={t('agent_centre')}>
          <AgentNavContent onLogout={logout} />
        </nav>
      ) : (
        <div className={styles.bar}>
          <IconButton label={t('agent_menu_open')} icon={<icons.menu size={22} />} aria-expanded={drawerOpen} aria-haspopup="dialog" onClick={() => setDrawerOpen(true)} />
          <span className={styles.barTitle}>{member?.nickname || member?.account}</span>
        </div>
      )}
      {!wide && drawerOpen ? <AgentNavDrawer onClose={() => setDrawerOpen(false)} onLogout={logout} /> : null}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <LogoutConfirm open={confirmOpen} onClose={() => setConfirmOpen(false)} />
    </div>
  );
}
