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

export function hydrateInTransition(client: ReactDomClient): void {
  const hydrate = client.hydrateRoot;
  if (hydrate.inTransition) return;
  const wrapped: ReactDomClient['hydrateRoot'] = (container, children, options) => {
    let root: ReturnType<typeof hydrateRoot> | undefined;
    startTransition(() => {
      root = hydrate(container, children, options);
    });
    if (!root) throw new Error('hydrateRoot returned no root');
    return root;
  };
  wrapped.inTransition = true;
  client.hydrateRoot = wrapped;
}
