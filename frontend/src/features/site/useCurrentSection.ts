import { useEffect, useState } from 'react';
import { currentSection } from './current-section';

/**
 * Watches the sections with these ids and returns the one being read (see currentSection). The
 * reading band starts `topOffset` px from the top (below the sticky header and bar) and ends at
 * 45% of the viewport's height.
 */
export function useCurrentSection(
  ids: readonly string[],
  topOffset: number,
  ready: boolean,
): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join(' ');

  useEffect(() => {
    if (!ready || typeof IntersectionObserver === 'undefined') return;
    const order = key.split(' ');
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        setCurrent((previous) => currentSection(order, inBand, previous));
      },
      { rootMargin: `-${topOffset}px 0px -55% 0px` },
    );
    for (const id of order) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key, topOffset, ready]);

  return current;
}
