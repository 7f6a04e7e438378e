import Link from '@/components/common/store-link';
import { ChevronRightIcon } from '@/components/icons/chevron-right-icon';
import type { Breadcrumb } from '@/lib/seo/json-ld';
import { useProductT } from './product-translation';

/** The visible trail (home → category → product); the same crumbs feed the BreadcrumbList. */
export function ProductBreadcrumbs({ crumbs }: { crumbs: readonly Breadcrumb[] }) {
  const t = useProductT();
  return (
    <nav aria-label={t('breadcrumbs.label')} className="py-4 md:py-6">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ink-muted">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          // On phones the product's own name is the page title just below: the trail stops at its category.
          return (
            <li key={crumb.path} className={`min-w-0 items-center gap-1.5 ${last ? 'hidden md:flex' : 'flex'}`}>
              {index > 0 ? <ChevronRightIcon className="size-3.5 shrink-0" /> : null}
              {last ? (
                <span aria-current="page" className="truncate text-ink">
                  {crumb.name}
                </span>
              ) : (
                <Link href={crumb.path} className="hover:text-ink hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
