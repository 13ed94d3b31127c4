import { useEffect, useState } from 'react';

/**
 * The current time, updated every `intervalMs` (for countdowns). One timer per calling
 * component; it stops when the component unmounts.
 *
 * @param intervalMs - update period in milliseconds (default 1000)
 * @returns milliseconds since the epoch
 */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, intervalMs);
    return () => {
      clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
}
