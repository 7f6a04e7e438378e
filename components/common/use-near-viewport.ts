import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `target` has come within `ahead` of the screen (a CSS margin of the observer), and
 * from then on. Watches only while `watch` is true and the element is there; without
 * IntersectionObserver (an old or embedded browser) the place counts as near at once.
 */
export function useNearViewport(target: RefObject<Element | null>, ahead: string, watch = true): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (near || !watch || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      // After this render, as an observer's report would come.
      const soon = window.setTimeout(() => setNear(true), 0);
      return () => window.clearTimeout(soon);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: `${ahead} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, ahead, watch, near]);

  return near;
}
