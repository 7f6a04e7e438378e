import { useEffect, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectIsReady } from '@/store/slices/auth-slice';
import { signInPathFor } from './safe-next-path';

export type CustomerGate = 'checking' | 'allowed' | 'redirecting';

/**
 * Spec §6: your-orders, credit and profile are for signed-in customers. Nothing is decided
 * until the session is known (spec §4: not ready while the profile loads), then a visitor is
 * sent to /sign-in?next=<this page> and comes back after signing in.
 */
export function useCustomerGate(): CustomerGate {
  const router = useRouter();
  const isReady = useAppSelector(selectIsReady);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const mustLeave = isReady && !isLoggedIn;

  useEffect(() => {
    if (mustLeave) void router.replace(signInPathFor(router.asPath));
    // Only the decision matters; the router object changes on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mustLeave]);

  if (!isReady) return 'checking';
  return isLoggedIn ? 'allowed' : 'redirecting';
}

interface RequireCustomerProps {
  children: ReactNode;
  /** Shown while the session is checked or the visitor is on the way to sign-in; same height as the page. */
  placeholder?: ReactNode;
}

/** Renders its children only for a signed-in customer: private content never flashes for a visitor. */
export function RequireCustomer({ children, placeholder = <AccountPagePlaceholder /> }: RequireCustomerProps) {
  const gate = useCustomerGate();
  return <>{gate === 'allowed' ? children : placeholder}</>;
}

export function AccountPagePlaceholder() {
  const { t } = useTranslation('common');
  return (
    <div className="container-page py-10 md:py-14">
      <p role="status" className="sr-only">
        {t('loading.default')}
      </p>
      <div aria-hidden="true">
        <div className="h-9 w-56 animate-pulse rounded-md bg-sand-100" />
        <div className="mt-3 h-5 w-80 max-w-full animate-pulse rounded-md bg-sand-100" />
        <div className="mt-10 grid gap-4 md:grid-cols-2">
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="h-20 animate-pulse rounded-md bg-sand-100" />
          ))}
        </div>
      </div>
    </div>
  );
}
