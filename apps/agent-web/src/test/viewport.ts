/** Window width for agent-web's stories and tests (jsdom has no `matchMedia`; Storybook's follows its viewport). */
import { AGENT_WIDE_QUERY } from '../components/AgentCentreLayout';

/**
 * Makes `matchMedia` answer as a window at least 768 px wide (`wide`) or a phone, until the
 * returned cleanup restores it. Use it in a story's `beforeEach` (return the cleanup) or a test's.
 *
 * @param wide - true for a tablet or desktop window (the navigation a left column), false for a phone (a drawer)
 * @returns the cleanup
 */
export function windowWidth(wide: boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: wide && query === AGENT_WIDE_QUERY,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
