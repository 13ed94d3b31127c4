import { useEffect, useRef, useState } from 'react';

/** The event handlers {@link useHeldTimeout} returns, to spread on the element that holds the timer. */
export interface HoldHandlers {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/**
 * A time-out that the pointer or the keyboard focus holds (WCAG 2.2.1 "Timing adjustable" for
 * notices that go by themselves): `onTimeout` runs `durationMs` after `key` was set, unless the
 * pointer is over the element or the focus is inside it; leaving it starts the full duration
 * again. A new `key` (e.g. the next notice's id) starts a new time-out; `undefined` runs none.
 *
 * ```tsx
 * const hold = useHeldTimeout(() => dispatch(dismissed(id)), 8000, id);
 * return <div role="status" {...hold}>…</div>;
 * ```
 *
 * @param onTimeout - called once when the time is up (the latest function passed is called)
 * @param durationMs - how long the element stays unheld, in ms
 * @param key - what the time-out is for; it restarts when this changes, none runs while undefined
 * @returns the pointer and focus handlers to spread on the element
 */
export function useHeldTimeout(onTimeout: () => void, durationMs: number, key: string | number | undefined): HoldHandlers {
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const paused = held.pointer || held.focus;
  const latest = useRef(onTimeout);
  useEffect(() => {
    latest.current = onTimeout;
  });

  useEffect(() => {
    if (key === undefined || paused) return undefined;
    const timer = setTimeout(() => {
      latest.current();
    }, durationMs);
    return () => {
      clearTimeout(timer);
    };
  }, [key, paused, durationMs]);

  const hold = (part: 'pointer' | 'focus', on: boolean) => () => {
    setHeld((h) => ({ ...h, [part]: on }));
  };
  return { onPointerEnter: hold('pointer', true), onPointerLeave: hold('pointer', false), onFocus: hold('focus', true), onBlur: hold('focus', false) };
}
