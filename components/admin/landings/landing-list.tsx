import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { useLandingPages } from '@/services/admin-landings-hooks';
import { LandingState } from './landing-state';

/** /admin/content/landings: every landing page, by path, with its state. */
export function LandingList() {
  const { t } = useTranslation('admin-landings');
  const { data, error } = useLandingPages();
  if (error) return <p role="alert">{t('failed')}</p>;
  if (!data) return <p className="text-sand-600">{t('loading')}</p>;
  return (
    <ul className="grid gap-3">
      {data.pages.map((page) => (
        <li key={page.id}>
          <Link href={`/admin/content/landings/${page.id}`} className="block rounded-xl border border-sand-200 bg-white p-4 hover:border-sand-900">
            <span className="block font-semibold text-sand-900">{page.title}</span>
            <LandingState page={page} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
