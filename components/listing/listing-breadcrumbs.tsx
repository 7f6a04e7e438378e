import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { Breadcrumb } from '@/lib/seo/json-ld';

/** The visible trail; the same crumbs go to the page head as BreadcrumbList data. */
export function ListingBreadcrumbs({ crumbs }: { crumbs: readonly Breadcrumb[] }) {
  const { t } = useTranslation('listing');
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link href={crumb.path} className="rounded-sm hover:text-ink hover:underline hover:underline-offset-4">
                    {crumb.name}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-3.5 text-sand-400" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
