import dynamic from 'next/dynamic';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';
import { UserIcon } from '@/components/icons/user-icon';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/slices/auth-state';
import { ACCOUNT_TRIGGER } from './account-trigger-style';
import { useSignInHref } from './use-sign-in-href';

// Pages are rendered signed out (they are cached for everyone): the signed-in menu loads only
// when the restored session has a customer (decision 0056). Its placeholder keeps the width.
const SignedInMenu = dynamic(() => import('./signed-in-menu'), {
  ssr: false,
  loading: () => <span aria-hidden="true" className={ACCOUNT_TRIGGER} />,
});

export function AccountMenu() {
  const { t } = useTranslation('common');
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const signInHref = useSignInHref();

  if (isLoggedIn) return <SignedInMenu />;
  return (
    <Link href={signInHref} className={clsx(ACCOUNT_TRIGGER, 'lg:justify-end')}>
      <UserIcon className="size-5 shrink-0" />
      <span className="sr-only lg:not-sr-only">{t('account.signIn')}</span>
    </Link>
  );
}
