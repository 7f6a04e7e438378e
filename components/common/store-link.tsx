import NextLink from 'next/link';
import type { ComponentProps } from 'react';

export type { LinkProps } from 'next/link';

/**
 * The store's link. Next's pages router prefetches every link that scrolls into view: on the home
 * page that loaded and compiled the category, product, cart and sign-in routes (about 100 kB of
 * script) right after hydration, on the phone's main thread, while the shopper starts to use the
 * page (decision 0021). Here a route is prefetched on intent instead: Next still prefetches it,
 * with priority, on hover and on touch start, which comes before the click by 100-300 ms.
 * A link that should warm its route on sight passes `prefetch` explicitly.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
