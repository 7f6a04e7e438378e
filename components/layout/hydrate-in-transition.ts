import { startTransition } from 'react';
import type { hydrateRoot } from 'react-dom/client';

/*
 * Hydration in a transition, so React hydrates in 5 ms slices instead of one long task
 * (decision 0021).
 *
 * Next's pages router calls `hydrateRoot` outside any transition. React then hydrates the page
 * at the default, blocking priority: one main-thread task as long as the whole page's hydration
 * (about 250 ms on the phone Lighthouse emulates for the home page), during which a tap cannot be
 * handled. Inside `startTransition` the same hydration is interruptible and time-sliced; a tap on a
 * part not hydrated yet makes React hydrate that part first and replay the event. Next's app
 * router hydrates this way itself (`startTransition(() => hydrateRoot(...))`).
 *
 * `install-hydrate-in-transition.ts` applies this to the `react-dom/client` that Next calls.
 */
export type ReactDomClient = { hydrateRoot: typeof hydrateRoot & { inTransition?: true } };

type Root = ReturnType<typeof hydrateRoot>;

/**
 * `beforeHydration`: what the page needs before React may hydrate it (the first document's words,
 * decision 0068). Until it settles, Next gets a root that keeps the latest element it is given
 * (Next calls only `render` on it); then React hydrates that. If it fails, the page is not
 * hydrated: it stays as the server wrote it, links and forms working.
 */
export function hydrateInTransition(client: ReactDomClient, beforeHydration: Promise<void> | null = null): void {
  const hydrate = client.hydrateRoot;
  if (hydrate.inTransition) return;
  const hydrateNow: ReactDomClient['hydrateRoot'] = (container, children, options) => {
    let root: Root | undefined;
    startTransition(() => {
      root = hydrate(container, children, options);
    });
    if (!root) throw new Error('hydrateRoot returned no root');
    return root;
  };
  const wrapped: ReactDomClient['hydrateRoot'] = (container, children, options) => {
    if (!beforeHydration) return hydrateNow(container, children, options);
    let root: Root | undefined;
    let latest = children;
    let unmounted = false;
    beforeHydration.then(
      () => {
        if (!unmounted) root = hydrateNow(container, latest, options);
      },
      (error: unknown) => console.error(error),
    );
    const waiting: Pick<Root, 'render' | 'unmount'> = {
      render: (next) => (root ? root.render(next) : void (latest = next)),
      unmount: () => (root ? root.unmount() : void (unmounted = true)),
    };
    return waiting as Root;
  };
  wrapped.inTransition = true;
  client.hydrateRoot = wrapped;
}
