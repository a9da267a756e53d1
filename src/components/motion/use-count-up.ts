import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/components/motion/scroll.ts';
import { counterValue } from '@/lib/motion.ts';

type CountPhase = 'idle' | 'running' | 'done';

interface CountUpOptions {
  from: number;
  to: number;
  durationMs: number;
  /** Starts the count (once) when it turns true. */
  start: boolean;
  /** Digits after the point the counter steps by (0: whole houses). */
  decimals?: number;
  /**
   * What the page shows before hydration, in the HTML: `from` by default. A figure that means nothing at its
   * start value (0.0 %) shows `to` there, so it is right without JavaScript; it is set back to `from` after
   * hydration, before it is seen.
   */
  initial?: number;
}

/**
 * A number counting from `from` to `to` with ease-out on requestAnimationFrame, re-rendering only when the
 * shown (rounded) value changes. Under prefers-reduced-motion it is `to` at once, and `phase` is 'done'.
 */
export function useCountUp({ from, to, durationMs, start, decimals = 0, initial = from }: CountUpOptions) {
  const [state, setState] = useState<{ value: number; phase: CountPhase }>({ value: initial, phase: 'idle' });

  useEffect(() => {
    if (prefersReducedMotion()) {
      setState({ value: to, phase: 'done' });
      return;
    }
    if (!start) {
      setState({ value: from, phase: 'idle' });
      return;
    }
    let frame = 0;
    let startedAt: number | undefined;
    const tick = (now: number) => {
      startedAt ??= now;
      const elapsed = now - startedAt;
      const value = counterValue(from, to, elapsed, durationMs, decimals);
      const phase: CountPhase = elapsed >= durationMs ? 'done' : 'running';
      setState((previous) =>
        previous.value === value && previous.phase === phase ? previous : { value, phase },
      );
      if (phase === 'running') frame = requestAnimationFrame(tick);
    };
    setState({ value: from, phase: 'running' });
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [start, from, to, durationMs, decimals]);

  return state;
}
