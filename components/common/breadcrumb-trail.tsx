import Link from '@/components/common/store-link';
import { ChevronRightIcon } from '@/components/icons/chevron-right-icon';
import type { Breadcrumb } from '@/lib/seo/json-ld';

/** The visible trail of a page; the same crumbs go to the page head as BreadcrumbList data. */
export function BreadcrumbTrail({ crumbs, label }: { crumbs: readonly Breadcrumb[]; label: string }) {
  return (
    <nav aria-label={label}>
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
                  <Link href={crumb.path} className="inline-block rounded-sm py-1 hover:text-ink hover:underline hover:underline-offset-4">
                    {crumb.name}
                  </Link>
                  <ChevronRightIcon className="size-3.5 text-sand-400" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
