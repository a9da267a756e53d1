/**
 * Calls `onFrame` at most once per animation frame after a scroll or resize, and once right away.
 * Listeners are passive; `onFrame` should read layout first and write after, so no frame forces a
 * synchronous layout. Returns the function that unsubscribes.
 */
export function onScrollFrame(onFrame: () => void): () => void {
  let frame = 0;
  const schedule = () => {
    if (frame === 0) {
      frame = requestAnimationFrame(() => {
        frame = 0;
        onFrame();
      });
    }
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  onFrame();
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
  };
}

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
