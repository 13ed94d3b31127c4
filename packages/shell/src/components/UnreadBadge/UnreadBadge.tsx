/**
 * The unread platform messages badge (spec §2: "Badge counts appear on ... message ... items";
 * the header's avatar menu). A chunk of its own beside the member bar: visitors never load it.
 */
import { useTranslation } from '@gamehall/i18n';
import { cx } from '@gamehall/ui-kit';
import { useUnreadMessages } from '../../account/useUnreadMessages';
import type { MenuBadge } from '../../menu/MenuRegistry';
import styles from './UnreadBadge.module.css';

/** Counts above this show as "99+" (the exact number stays in the text alternative). */
const MAX_SHOWN = 99;

/** Props of {@link UnreadBadge}. */
export interface UnreadBadgeProps {
  /** Unread messages, an integer ≥ 0; 0 shows nothing. */
  count: number;
  /** `inline` after a label (menu entries, default) or `corner` over a round button's top-end corner. */
  placement?: 'inline' | 'corner';
  /** Id of the text alternative, for an `aria-describedby` of a control whose name is fixed by `aria-label`. */
  textId?: string;
}

/**
 * A red pill with the count ("99+" above 99) and a text alternative for screen readers
 * ("3 unread messages", plural by language), after a space, so inside a link it reads "Platform
 * messages 3 unread messages". Renders nothing for 0.
 */
export function UnreadBadge({ count, placement = 'inline', textId }: UnreadBadgeProps) {
  const { t } = useTranslation('account');
  if (count <= 0) return null;
  // The space before the pill keeps a label and the text alternative apart in an accessible name
  // (a name is computed from text nodes; a space inside the pill would be trimmed).
  return (
    <>
      {' '}
      <span className={cx(styles.badge, placement === 'corner' && styles.corner)} data-testid="unread-badge">
        <span aria-hidden="true">{count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}</span>
        <span id={textId} className={styles.text}>
          {t('unread_messages', { count })}
        </span>
      </span>
    </>
  );
}

/** The badge a menu entry asks for (`MenuEntry.badge`), with its live count. */
export function MenuEntryBadge({ badge }: { badge: MenuBadge }) {
  const unread = useUnreadMessages();
  return badge === 'unreadMessages' ? <UnreadBadge count={unread} /> : null;
}
