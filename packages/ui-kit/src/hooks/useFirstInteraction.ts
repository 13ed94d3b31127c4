import { useEffect, useState } from 'react';

const EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
let interacted = false;
const listeners = new Set<() => void>();

function listen() {
  if (typeof window === 'undefined') return;
  for (const event of EVENTS) window.addEventListener(event, onInteraction, { capture: true, passive: true });
}

function onInteraction() {
  interacted = true;
  for (const event of EVENTS) window.removeEventListener(event, onInteraction, true);
  for (const listener of listeners) listener();
  listeners.clear();
}

/**
 * Whether the user has interacted with the page yet (pointer, key, touch, wheel or scroll).
 * Optional code — the banner carousel's swiper, the announcement popup's sanitiser — waits for
 * it, so the home page ships no more than its budget of JavaScript before interaction
 * (issue 3 §5: 170 kB). Once true it stays true for the page's life.
 *
 * @returns `false` until the first interaction, then `true`.
 */
export function useFirstInteraction(): boolean {
  const [done, setDone] = useState(interacted);
  useEffect(() => {
    if (interacted) {
      setDone(true);
      return undefined;
    }
    const listener = () => {
      setDone(true);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return done;
}

/** Test helper: forgets that the page was interacted with. */
export function resetFirstInteraction(): void {
  interacted = false;
  listen();
}

// Listen from the start, so an interaction before any component asks is not missed.
listen();
