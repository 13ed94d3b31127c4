/** A resend cooldown (spec §4 SMS code button: disabled with a countdown after sending). */
import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before a code may be sent again, counting down once a second.
 *
 * @returns `[secondsLeft, start(seconds)]`; `secondsLeft` is 0 when sending is allowed
 */
export function useCooldown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => { setLeft((s) => s - 1); }, 1000);
    return () => { clearTimeout(timer); };
  }, [left]);
  const start = useCallback((seconds: number) => { setLeft(seconds); }, []);
  return [left, start];
}
