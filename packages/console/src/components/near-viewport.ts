import { type RefCallback, useCallback, useState } from 'react';

/** How far outside the viewport a widget still counts as near (it mounts before it scrolls in). */
const MARGIN = '200px';

/**
 * `true` once the element has come within MARGIN of the viewport (and forever after). Heavy widgets
 * below the fold (AG Grid lists, charts) wait for it, so a screen's first load only pays for what
 * is on screen. Without IntersectionObserver everything counts as near.
 */
export function useNearViewport<E extends Element>(): [RefCallback<E>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback<RefCallback<E>>(
    (element) => {
      if (!element || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near];
}
