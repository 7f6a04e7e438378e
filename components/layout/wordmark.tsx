import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { STORE_NAME } from '@/lib/navigation/store-name';

/** The store name as the home link; the name is a brand and is never translated. */
export function Wordmark() {
  const { t } = useTranslation('common');
  return (
    <Link
      href="/"
      aria-label={t('header.homeLink', { storeName: STORE_NAME })}
      className="flex shrink-0 items-center gap-2 rounded-md text-xl font-semibold tracking-tight text-sand-900"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-7">
        <rect width="32" height="32" rx="7" className="fill-accent-600" />
        <rect x="6" y="11" width="20" height="3.2" rx="1.6" className="fill-sand-50" />
        <rect x="9" y="14" width="2.6" height="11" rx="1.1" className="fill-sand-50" />
        <rect x="20.4" y="14" width="2.6" height="11" rx="1.1" className="fill-sand-50" />
      </svg>
      <span>{STORE_NAME}</span>
    </Link>
  );
}
