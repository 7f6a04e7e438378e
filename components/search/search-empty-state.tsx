import { useTranslation } from '@/components/i18n/use-translation';
import { SearchXIcon } from '@/components/icons/search-x-icon';
import { SearchForm } from '@/components/common/search-form';
import { SearchCategoryLinks } from './search-category-links';

/** No product for these words: how to search better, a box to try again and the categories. */
export function SearchEmptyState({ query }: { query: string }) {
  const { t } = useTranslation('search');
  return (
    <div className="mx-auto max-w-3xl py-6">
      <div className="flex flex-col items-center rounded-3xl bg-surface px-6 py-12 text-center md:py-16">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent-50">
          <SearchXIcon className="size-7 text-accent-700" />
        </span>
        <h2 className="mt-5 text-xl font-semibold text-balance text-ink">{t('empty.title', { query })}</h2>
        <ul className="mt-3 max-w-md space-y-1 text-pretty text-ink-muted">
          <li>{t('empty.spelling')}</li>
          <li>{t('empty.fewer')}</li>
        </ul>
        <SearchForm key={query} size="large" defaultValue={query} className="mt-8 max-w-lg" />
      </div>
      <SearchCategoryLinks title={t('empty.browse')} />
    </div>
  );
}

/** /search without words: a big box and the categories. */
export function SearchStart() {
  const { t } = useTranslation('search');
  return (
    <div className="mx-auto max-w-3xl py-6">
      <p className="text-ink-muted">{t('start.hint')}</p>
      <SearchForm size="large" className="mt-6" />
      <SearchCategoryLinks title={t('start.browse')} />
    </div>
  );
}
