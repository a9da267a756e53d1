import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Becomes true, once and for good, when at least `threshold` (0-1) of the element has been visible, or,
 * for an element too tall for that (a section at 200 % text on a phone), once it fills the window.
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
    // A tall element fills the window at a ratio between two of the thresholds below, where the observer
    // reports nothing (at 320×256 the heat-pump section stayed idle): while it is in view but not yet seen,
    // each scroll checks whether it fills the window.
    const fills = () => {
      const box = element.getBoundingClientRect();
      return box.top <= 1 && box.bottom >= window.innerHeight - 1;
    };
    const onScroll = () => {
      if (fills()) done();
    };
    const done = () => {
      observer.disconnect();
      removeEventListener('scroll', onScroll);
      setSeen(true);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        // isIntersecting is also true below the threshold (when scrolling out again), so check the ratio.
        const seenEnough = (e: IntersectionObserverEntry) =>
          e.intersectionRatio >= threshold - 0.001 ||
          (e.rootBounds !== null && e.intersectionRect.height >= e.rootBounds.height - 1);
        if (entries.some((e) => e.isIntersecting && seenEnough(e))) done();
        else if (entries.some((e) => e.isIntersecting))
          addEventListener('scroll', onScroll, { passive: true });
        else removeEventListener('scroll', onScroll);
      },
      // Steps of 1 % up to the threshold: a tall element fills the window at a ratio below it.
      { threshold: [...Array.from({ length: Math.round(threshold * 100) }, (_, i) => i / 100), threshold] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      removeEventListener('scroll', onScroll);
    };
  }, [seen, threshold]);
  return [ref, seen];
}
