import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Becomes true, once and for good, when at least `threshold` (0-1) of the element has been visible.
 * Without IntersectionObserver the element counts as seen at once, so nothing waits for ever.
 */
export function useVisibleOnce<T extends Element>(threshold: number): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // isIntersecting is also true below the threshold (when scrolling out again), so check the ratio.
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold - 0.001)) {
          observer.disconnect();
          setSeen(true);
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, threshold]);
  return [ref, seen];
}
