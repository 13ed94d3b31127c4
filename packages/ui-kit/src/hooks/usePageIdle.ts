import { useEffect, useState } from 'react';

/** How long after the visitor's last tap, key or input they count as in the middle of an action, in ms. */
export const VISITOR_QUIET_MS = 2000;
/** How long a visitor with the focus in a text field may pause before they count as done, in ms (composing a search). */
export const TEXT_FIELD_QUIET_MS = 5000;
/** The longest wait for an idle moment after the load event, in ms (`requestIdleCallback`'s timeout; the fallback's delay is short). */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * How long the network and the main thread must have been quiet (no resource finished loading,
 * no long task) for the page to count as idle, in ms: the "quiet window" of Lighthouse's Time to
 * Interactive, shortened (TTI uses 5 s).
 */
export const PAGE_QUIET_WINDOW_MS = 1000;

/**
 * The longest wait for that quiet window, in ms after the load event: a page whose images
 * keep arriving (a slow network, a busy server converting art) or whose main thread stays busy (a
 * slow phone) still counts as idle this long after, once the main thread has an idle moment.
 */
export const PAGE_QUIET_MAX_WAIT_MS = 6000;

let lastLongTaskEnd = Number.NEGATIVE_INFINITY;
if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('longtask')) {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) lastLongTaskEnd = Math.max(lastLongTaskEnd, entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** When the page was last busy: the end of the last resource load or long task (performance.now() ms). */
function lastPageWork(): number {
  let last = lastLongTaskEnd;
  for (const entry of performance.getEntriesByType('resource')) last = Math.max(last, (entry as PerformanceResourceTiming).responseEnd);
  return last;
}

// Pointer events cover touch (pointerdown fires for a finger too).
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'input'] as const;
const TEXT_INPUT_TYPES = new Set(['', 'text', 'search', 'email', 'tel', 'url', 'password', 'number']);
let lastActivity = Number.NEGATIVE_INFINITY;

function onActivity() {
  lastActivity = performance.now();
}

if (typeof window !== 'undefined') {
  for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { capture: true, passive: true });
}

/**
 * Whether the focus is in a text field (an input that takes text, a textarea, contenteditable):
 * the visitor may be composing, e.g. a search. Module-internal to ui-kit (the carousel's autoplay).
 * @returns true while such a field has the focus
 */
export function textFieldFocused(): boolean {
  const element = typeof document === 'undefined' ? null : document.activeElement;
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(element.type);
}

/**
 * How long the visitor has still to be left alone, in ms: 0 when they are not in the middle of
 * an action (no tap, key or input in the last {@link VISITOR_QUIET_MS} ms, or
 * {@link TEXT_FIELD_QUIET_MS} ms while the focus is in a text field).
 * @returns the remaining wait in ms (0: not busy)
 */
export function visitorBusyFor(): number {
  const needed = textFieldFocused() ? TEXT_FIELD_QUIET_MS : VISITOR_QUIET_MS;
  return Math.max(0, needed - (performance.now() - lastActivity));
}

function afterLoad(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    callback();
    return () => {};
  }
  window.addEventListener('load', callback, { once: true });
  return () => { window.removeEventListener('load', callback); };
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => { window.cancelIdleCallback(handle); };
  }
  const handle = window.setTimeout(callback, 50);
  return () => { window.clearTimeout(handle); };
}

/** Options of {@link usePageIdle}. */
export interface PageIdleOptions {
  /**
   * Also wait until the visitor is not in the middle of an action (focus in a text field,
   * typing, a tap in the last {@link VISITOR_QUIET_MS} ms): what interrupts, such as a popup,
   * never lands over their first action. Default false.
   */
  untilVisitorQuiet?: boolean;
  /** Whether to wait at all (default true); false answers false and schedules nothing. */
  enabled?: boolean;
}

/**
 * Whether the page has settled after load: the `load` event has fired, the network and the main
 * thread have been quiet for {@link PAGE_QUIET_WINDOW_MS} ms (no resource finished, no long task:
 * TTI's quiet window, so what starts now does not compete with the first screen's loading) and
 * the main thread has had an idle moment (`requestIdleCallback` with a {@link IDLE_TIMEOUT_MS} ms
 * timeout, or a short timer where it is missing), and, with `untilVisitorQuiet`, the visitor is not in the middle of
 * an action (re-checked until they stop). What is deferred from the first paint — the
 * announcement popup (spec §4), the carousel's autoplay (spec §2) — starts then, instead of at
 * the first interaction, which is exactly when it would get in the visitor's way (issue 14).
 * Once true it stays true for the component's life.
 *
 * @param options - see {@link PageIdleOptions}
 * @returns false until the page is idle (and the visitor quiet), then true
 */
export function usePageIdle({ untilVisitorQuiet = false, enabled = true }: PageIdleOptions = {}): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled || idle) return undefined;
    // Two cancels: after the load event `afterLoad` runs its callback at once, so one shared
    // variable would be overwritten with its no-op and the idle callback would outlive the component.
    // The cleanup cancels all that can be pending (load listener, idle callback, timer).
    let cancelIdle = () => {};
    let timer: number | undefined;
    let giveUp = 0;
    const check = () => {
      const now = performance.now();
      const pageWait = now > giveUp ? 0 : PAGE_QUIET_WINDOW_MS - (now - lastPageWork());
      const wait = Math.max(pageWait, untilVisitorQuiet ? visitorBusyFor() : 0);
      if (wait > 0) {
        timer = window.setTimeout(() => {
          cancelIdle = whenIdle(check);
        }, wait);
        return;
      }
      setIdle(true);
    };
    const cancelLoad = afterLoad(() => {
      giveUp = performance.now() + PAGE_QUIET_MAX_WAIT_MS;
      cancelIdle = whenIdle(check);
    });
    return () => {
      cancelLoad();
      cancelIdle();
      window.clearTimeout(timer);
    };
  }, [enabled, idle, untilVisitorQuiet]);
  return idle;
}

/** Test helper: forgets the visitor's last activity (they count as quiet). */
export function resetVisitorActivity(): void {
  lastActivity = Number.NEGATIVE_INFINITY;
}
