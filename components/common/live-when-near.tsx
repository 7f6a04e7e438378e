import { useEffect, useRef, useState, type ComponentType } from 'react';

/*
 * A part of a cached page that is below the fold and interactive (the product page's reviews),
 * kept off the first load (issue 22, decision 0062), in the way the filters sidebar is (decision
 * 0059):
 * - the server renders it as usual, so the HTML, search engines and a first paint have it;
 * - the browser leaves that markup as it is: an element whose content is
 *   `dangerouslySetInnerHTML` is not hydrated, so its code is not needed and its elements are
 *   not walked while the page hydrates;
 * - when the place comes within `ahead` of the screen, the code loads and the live part replaces
 *   the markup (the same markup, now interactive).
 * After a client-side navigation there is no server markup to keep: the code loads at once.
 *
 * `server` is the server's copy of the component, imported from a module that the browser's
 * build resolves to null (next.config.js, turbopack.resolveAlias), so the browser never bundles
 * it; `load` brings the live one on demand.
 */

/** A component whose code loads on demand, once per visit; `current` once it has. */
export interface OnDemandComponent<P extends object> {
  load(): Promise<ComponentType<P>>;
  current: ComponentType<P> | null;
}

export function onDemandComponent<P extends object>(importer: () => Promise<ComponentType<P>>): OnDemandComponent<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const component: OnDemandComponent<P> = {
    current: null,
    load: () =>
      (loading ??= importer().then((loaded) => {
        component.current = loaded;
        return loaded;
      })),
  };
  return component;
}

export interface LiveWhenNearProps<P extends object> {
  /** The component as the server renders it; null in the browser's build. */
  server: ComponentType<P> | null;
  live: OnDemandComponent<P>;
  props: P;
  /** How far ahead of the screen the code starts loading (a CSS margin of the observer). */
  ahead?: string;
  /** The classes of the element that holds the part. */
  className?: string;
}

export function LiveWhenNear<P extends object>({ server, live, props, ahead = '800px', className }: LiveWhenNearProps<P>) {
  // Hydration renders what the server did: the code is never loaded yet when a page hydrates.
  // After a client-side navigation it may be, and the live part shows at once.
  const [Live, setLive] = useState<ComponentType<P> | null>(() => live.current);
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (Live) return;
    let cancelled = false;
    const show = () => void live.load().then((component) => !cancelled && setLive(() => component));
    const element = holder.current;
    // Nothing to keep (a client-side navigation), or no way to know where the screen is.
    if (!element || element.childElementCount === 0 || typeof IntersectionObserver !== 'function') {
      show();
      return () => void (cancelled = true);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        show();
      },
      { rootMargin: `${ahead} 0px` },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [Live, live, ahead]);

  const serverCopy = typeof window === 'undefined' ? server : null;
  const Shown = Live ?? serverCopy;
  if (Shown) {
    return (
      <div key={Live ? 'live' : 'static'} className={className} data-live={Live ? 'true' : undefined}>
        <Shown {...props} />
      </div>
    );
  }
  // The browser before the code loaded: keep what the server wrote, do not hydrate it.
  return <div key="static" ref={holder} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
