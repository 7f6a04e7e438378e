import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { signInPathFor } from '@/components/account/safe-next-path';
import { ACCOUNT_LINKS } from '@/lib/navigation/site-navigation';

/**
 * The header's "Sign in" link, with the page the shopper is on as `next`, so a sign-in or
 * sign-up (by code, link or Google) brings them back to it rather than to the home page. Set
 * after hydration: the cached page is the same for everyone and cannot know its query.
 */
export function useSignInHref(): string {
  const { asPath, isReady } = useRouter();
  const [href, setHref] = useState<string>(ACCOUNT_LINKS.signIn);
  useEffect(() => {
    if (!isReady) return;
    setHref(signInPathFor(asPath.split('#')[0] ?? '/'));
  }, [asPath, isReady]);
  return href;
}
