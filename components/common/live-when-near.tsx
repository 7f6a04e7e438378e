import { useEffect, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { KeptServerMarkup } from './kept-server-markup';
import { useNearViewport } from './use-near-viewport';
import { useRouter, type NextRouter } from 'next/router';

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
 * A part with nothing to interact with but links (related products, a product's sections) can
 * keep the server's markup for the page's whole life (`until="navigation"`); links in kept
 * markup still move client-side, like next/link's.
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
      (loading ??= importer().then(
        (loaded) => {
          component.current = loaded;
          return loaded;
        },
        (error: unknown) => {
          // A failed load (the network, a chunk or data request) may be tried again later.
          loading = null;
          throw error;
        },
      )),
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
  /**
   * "near": go live when the place comes near the screen (it has buttons or forms).
   * "navigation": keep the server's markup as long as the page lives (links only); the code
   * loads only where there was no server markup, after a client-side navigation.
   */
  until?: 'near' | 'navigation';
  /**
   * The part must show something the server's markup does not (a listing's new results): the
   * code loads now, and the kept markup stays on screen until it has.
   */
  goLive?: boolean;
}

/** A plain left click on a link to a page of this store, which the router can show without a reload. */
function storeLinkOf(event: MouseEvent<HTMLElement>): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  return link.origin === window.location.origin ? link : null;
}

/**
 * Links in kept markup have no next/link behind them: move client-side as next/link would. A
 * link to this same page with another query (a listing's quick view) changes this page's state:
 * shallow, and the page stays where it is scrolled.
 */
function followStoreLink(event: MouseEvent<HTMLElement>, router: NextRouter) {
  const link = storeLinkOf(event);
  if (!link) return;
  event.preventDefault();
  const samePage = link.pathname === window.location.pathname;
  // The path as written already carries the locale prefix: do not let the router add one.
  void router.push(link.pathname + link.search + link.hash, undefined, samePage ? { locale: false, shallow: true, scroll: false } : { locale: false });
}

export function LiveWhenNear<P extends object>({ server, live, props, ahead = '800px', until = 'near', goLive = false }: LiveWhenNearProps<P>) {
  const router = useRouter();
  // Hydration renders what the server did: the code is never loaded yet when a page hydrates.
  // After a client-side navigation it may be, and the live part shows at once.
  const [Live, setLive] = useState<ComponentType<P> | null>(() => live.current);
  const holder = useRef<HTMLDivElement>(null);
  // Only a part kept until the shopper comes near watches the screen.
  const near = useNearViewport(holder, ahead, !Live && until === 'near');

  useEffect(() => {
    if (Live) return;
    let cancelled = false;
    // If it cannot load, the kept markup stays: the part reads as the server wrote it.
    const show = () =>
      void live.load().then(
        (component) => !cancelled && setLive(() => component),
        (error: unknown) => console.error(error),
      );
    const element = holder.current;
    // Nothing to keep (a client-side navigation), a new state to show, or the shopper is near.
    if (goLive || near || !element || element.childElementCount === 0) {
      show();
      return () => void (cancelled = true);
    }
    if (until === 'navigation') {
      // Warm the code once the page is idle, so a later client-side move or a new state shows the
      // live part without waiting for it.
      const warm = () => void live.load();
      const idle = window.requestIdleCallback?.(warm, { timeout: 5_000 }) ?? window.setTimeout(warm, 3_000);
      return () => {
        cancelled = true;
        if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
        else window.clearTimeout(idle);
      };
    }
    return () => void (cancelled = true);
  }, [Live, live, until, goLive, near]);

  const serverCopy = typeof window === 'undefined' ? server : null;
  const Shown = Live ?? serverCopy;
  if (Shown) {
    return (
      <div key={Live ? 'live' : 'static'} data-live={Live ? 'true' : undefined}>
        <Shown {...props} />
      </div>
    );
  }
  // Clicks only bubble here from the kept markup's own links (Enter on a link is a click too).
  return <KeptServerMarkup holderRef={holder} onClick={(event) => followStoreLink(event, router)} />;
}
