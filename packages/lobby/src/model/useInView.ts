import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element has come near the viewport (once true, stays true), so a home section
 * requests its data only when scrolled to (spec §2 home sections, budget: little up front).
 * Without IntersectionObserver (old browsers, test DOMs) the element counts as in view.
 *
 * @param ref - the element to watch
 * @param rootMargin - how far before the viewport it counts (CSS margin, default `200px`)
 * @returns true once the element has been in (or near) view
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, seen]);
  return seen;
}
