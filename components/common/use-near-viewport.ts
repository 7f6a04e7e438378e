import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `target` has come within `ahead` of the screen (a CSS margin of the observer), and
 * from then on. Watches only while `watch` is true and the element is there. Every browser
 * Next.js supports has IntersectionObserver.
 */
export function useNearViewport(target: RefObject<Element | null>, ahead: string, watch = true): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (near || !watch || !element) return;
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
