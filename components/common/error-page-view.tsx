import type { ReactNode } from 'react';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { CATEGORY_LINKS } from '@/lib/navigation/site-navigation';
import { SearchForm } from './search-form';

interface ErrorPageViewProps {
  /** The block of the `errors` namespace with the page's words. */
  kind: 'notFound' | 'serverError';
  /** Extra actions next to the home link, such as "Try again". */
  actions?: ReactNode;
}

/**
 * The body of the 404 and 500 pages: what happened in plain words, and ways forward (a search,
 * the categories, home). Never indexed.
 */
export function ErrorPageView({ kind, actions }: ErrorPageViewProps) {
  const { t } = useTranslation(['errors', 'common']);
  return (
    <>
      <PageHead title={t(`${kind}.title`)} description={t(`${kind}.body`)} pageKind="other" noIndex />
      <section className="container-page flex flex-col items-center py-16 text-center md:py-24">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{t(`${kind}.eyebrow`)}</p>
        <h1 className="mt-3 max-w-2xl text-3xl font-semibold tracking-tight text-balance text-sand-900 md:text-4xl">
          {t(`${kind}.heading`)}
        </h1>
        <p className="mt-4 max-w-xl text-base text-pretty text-sand-600">{t(`${kind}.body`)}</p>
        <SearchForm size="large" className="mt-8 max-w-xl" />
        <h2 className="mt-12 text-sm font-semibold text-sand-900">{t(`${kind}.categoriesTitle`)}</h2>
        <ul className="mt-4 flex max-w-2xl flex-wrap justify-center gap-2">
          {CATEGORY_LINKS.map((link) => (
            <li key={link.slug}>
              <Link
                href={link.href}
                className="inline-flex h-10 items-center rounded-full border border-sand-300 px-4 text-sm font-medium text-sand-800 transition-colors hover:border-sand-400 hover:bg-sand-100"
              >
                {t(link.labelKey, { ns: 'common' })}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap items-center justify-center gap-3">
          {actions}
          <Link href="/" className="inline-flex h-11 items-center rounded-full bg-accent-600 px-6 text-sm font-semibold text-white transition-colors hover:bg-accent-700">
            {t(`${kind}.home`)}
          </Link>
        </div>
      </section>
    </>
  );
}
