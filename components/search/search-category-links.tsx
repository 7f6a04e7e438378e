import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { ArrowRightIcon } from '@/components/icons/arrow-right-icon';
import { CATEGORY_LINKS } from '@/lib/navigation/site-navigation';

/** The store's categories, as a way on when a search is empty or not started. */
export function SearchCategoryLinks({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return (
    <nav aria-labelledby="search-category-links" className="mt-10">
      <h2 id="search-category-links" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
        {title}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {CATEGORY_LINKS.map((category) => (
          <li key={category.slug}>
            <Link
              href={category.href}
              className="group flex h-14 items-center justify-between rounded-2xl border border-line bg-white px-5 font-medium text-ink transition-colors hover:border-ink"
            >
              {t(category.labelKey)}
              <ArrowRightIcon className="size-4 text-ink-muted transition-transform group-hover:translate-x-0.5 rtl:rotate-180" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
