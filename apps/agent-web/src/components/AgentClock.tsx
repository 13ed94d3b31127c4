import { useEffect, useState } from 'react';
import { useTranslation } from '@gamehall/i18n';
import { CLOCK_TICK_MS, FALLBACK_TIME_ZONE, formatClock, gmtOffset, isKnownTimeZone } from '../agentTime';
import styles from './AgentCentreLayout.module.css';

/** Props of {@link AgentClock}. */
export interface AgentClockProps {
  /** The merchant's IANA time zone (permission info `timeZone`); unknown zones show UTC. */
  timeZone: string;
}

/** The current instant, refreshed every {@link CLOCK_TICK_MS} ms while mounted. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The agent centre's clock (spec §2, §9): "Merchant time", the merchant zone's GMT offset
 * (e.g. GMT+8 for Asia/Manila) and its wall-clock time (`yyyy-MM-dd HH:mm:ss`), refreshed every
 * second.
 */
export function AgentClock({ timeZone }: AgentClockProps) {
  const { t } = useTranslation('agent');
  const now = useNow();
  const zone = isKnownTimeZone(timeZone) ? timeZone : FALLBACK_TIME_ZONE;
  return (
    <div className={styles.clock}>
      <span className={styles.clockLabel}>
        {t('merchant_time')} <span data-testid="gmt-offset">{gmtOffset(zone, now)}</span>
      </span>
      <time className={styles.clockTime} dateTime={now.toISOString()} data-testid="agent-clock">
        {formatClock(zone, now)}
      </time>
    </div>
  );
}
