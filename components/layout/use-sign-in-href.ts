import { useSyncExternalStore } from 'react';
import { useRouter } from 'next/router';
import { signInPathFor } from '@/components/account/safe-next-path';
import { ACCOUNT_LINKS } from '@/lib/navigation/site-navigation';

const noSubscription = () => () => undefined;

/**
 * The header's "Sign in" link, with the page the shopper is on as `next`, so a sign-in or
 * sign-up (by code, link or Google) brings them back to it rather than to the home page. Plain
 * while the server renders and the page hydrates: the cached page is the same for everyone and
 * cannot know its query.
 */
export function useSignInHref(): string {
  const { asPath, isReady } = useRouter();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated || !isReady) return ACCOUNT_LINKS.signIn;
  return signInPathFor(asPath.split('#')[0] ?? '/');
}
