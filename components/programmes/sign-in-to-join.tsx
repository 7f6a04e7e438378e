import Link from '@/components/common/store-link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { signInPathFor } from '@/components/account/safe-next-path';

/** What a visitor sees in place of a programme form. */
export function SignInToJoin() {
  const { t } = useTranslation('programmes');
  const router = useRouter();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sand-700">{t('common.signInFirst')}</p>
      <Link href={signInPathFor(router.asPath)} className="btn-primary">
        {t('common.signIn')}
      </Link>
    </div>
  );
}
