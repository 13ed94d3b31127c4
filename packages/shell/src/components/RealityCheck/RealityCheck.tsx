/**
 * The reality-check reminder (issue 12 responsible gaming): after the interval the member chose
 * (15, 30, 60 or 120 minutes) of time logged in, counted from login or from the last reminder,
 * a dialog says how long the member has been playing, with "Continue" (the next reminder after
 * another interval), "Log out" and a link to the transaction history. Rendered by the logged-in
 * header (its lazy chunk), so a visitor's page loads none of it; nothing runs while the setting
 * is off.
 *
 * The login time and the last reminder are kept in session storage (they go with the session at
 * logout, when session storage is cleared), so a reload does not restart the count.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@gamehall/i18n';
import { Dialog } from '@gamehall/ui-kit';
import { useMenuEntries } from '../../menu/MenuRegistry';
import { useAppDispatch } from '../../store/hooks';
import { logoutRequested } from '../../store/session';
import { useGetResponsibleGamingQuery } from '../../realityCheck/realityCheckApi';

/** Session storage keys: when the member logged in, and when the count last started (ms since the epoch). */
export const REALITY_CHECK_KEYS = { loginAt: 'realityCheckLoginAt', since: 'realityCheckSince' } as const;

function readMs(key: string): number | undefined {
  const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(key);
  const ms = raw === null ? NaN : Number(raw);
  return Number.isFinite(ms) ? ms : undefined;
}

function writeMs(key: string, ms: number): void {
  if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(key, String(ms));
}

/**
 * Whole minutes as hours and minutes.
 *
 * @param ms - a duration in ms
 * @returns `{ hours, minutes }`
 */
export function playedTime(ms: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** Props of {@link RealityCheck}. */
export interface RealityCheckProps {
  /** The clock (ms since the epoch); tests and stories inject one. Default `Date.now`. */
  now?: () => number;
  /** The login time when none is stored yet (ms since the epoch); default the first render's `now()`. */
  loggedInAt?: number;
}

/**
 * Schedules and shows the reality check (see the module comment).
 */
export function RealityCheck({ now = Date.now, loggedInAt }: RealityCheckProps) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const { data } = useGetResponsibleGamingQuery();
  const minutes = data?.realityCheckMinutes ?? null;
  const history = useMenuEntries('avatar', true).find((entry) => entry.id === 'member.transactionHistory');
  const [open, setOpen] = useState(false);
  const [shownAt, setShownAt] = useState(0);

  useEffect(() => {
    if (readMs(REALITY_CHECK_KEYS.loginAt) === undefined) writeMs(REALITY_CHECK_KEYS.loginAt, loggedInAt ?? now());
  }, [now, loggedInAt]);

  useEffect(() => {
    if (minutes === null || open) return undefined;
    let since = readMs(REALITY_CHECK_KEYS.since);
    if (since === undefined) {
      since = readMs(REALITY_CHECK_KEYS.loginAt) ?? loggedInAt ?? now();
      writeMs(REALITY_CHECK_KEYS.since, since);
    }
    const due = since + minutes * 60_000;
    const timer = setTimeout(
      () => {
        // A timer may fire a millisecond before the clock reaches `due`: the reminder is for the
        // whole interval, never "14 min" of a 15-minute one.
        setShownAt(Math.max(now(), due));
        setOpen(true);
      },
      Math.max(0, due - now()),
    );
    return () => clearTimeout(timer);
  }, [minutes, open, now, loggedInAt]);

  if (!open) return null;
  const keepPlaying = () => {
    writeMs(REALITY_CHECK_KEYS.since, now());
    setOpen(false);
  };
  const played = playedTime(shownAt - (readMs(REALITY_CHECK_KEYS.loginAt) ?? loggedInAt ?? shownAt));
  return (
    <Dialog
      open
      icon="info"
      title={t('reality_check_title')}
      closeLabel={t('reality_check_continue')}
      onClose={keepPlaying}
      closeOnCover={false}
      buttons={[
        {
          label: t('reality_check_logout'),
          variant: 'secondary',
          onClick: () => {
            setOpen(false);
            dispatch(logoutRequested());
          },
        },
        { label: t('reality_check_continue'), onClick: keepPlaying },
      ]}
    >
      <p data-testid="reality-check-played">{t('reality_check_played', { hours: played.hours, minutes: played.minutes })}</p>
      {history?.to ? (
        <p>
          <Link to={history.to} onClick={keepPlaying}>
            {t('reality_check_history')}
          </Link>
        </p>
      ) : null}
    </Dialog>
  );
}
