import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { PackageOpenIcon } from '@/components/icons/package-open-icon';
import { SearchXIcon } from '@/components/icons/search-x-icon';
import type { ReactNode } from 'react';

interface ListingEmptyStateProps {
  kind: 'filtered' | 'pastLastPage' | 'empty';
  /** The listing's name ("Standing desks"), for "everything in …". */
  name: string;
  onClearFilters(): void;
  firstPage: { href: { pathname: string; query: Record<string, string | string[]> }; as: string };
}

/** When nothing shows, say why and give the way out. */
export function ListingEmptyState({ kind, name, onClearFilters, firstPage }: ListingEmptyStateProps) {
  const { t } = useTranslation('listing');
  let icon: ReactNode = <SearchXIcon className="size-7 text-accent-700" />;
  let title: string;
  let body: string;
  let action: ReactNode;
  switch (kind) {
    case 'filtered':
      title = t('empty.filteredTitle');
      body = t('empty.filteredBody', { name });
      action = (
        <button type="button" onClick={onClearFilters} className="btn-primary">
          {t('empty.clear')}
        </button>
      );
      break;
    case 'pastLastPage':
      title = t('empty.pageTitle');
      body = t('empty.pageBody');
      action = (
        <Link {...firstPage} shallow className="btn-primary">
          {t('empty.firstPage')}
        </Link>
      );
      break;
    case 'empty':
      icon = <PackageOpenIcon className="size-7 text-accent-700" />;
      title = t('empty.noneTitle');
      body = t('empty.noneBody');
      action = (
        <Link href="/standing-desks" className="btn-primary">
          {t('empty.browse')}
        </Link>
      );
      break;
  }
  return (
    <div className="flex flex-col items-center rounded-3xl bg-surface px-6 py-16 text-center md:py-20">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent-50">{icon}</span>
      <h2 className="mt-5 text-xl font-semibold text-ink">{title}</h2>
      <p className="mt-2 max-w-md text-pretty text-ink-muted">{body}</p>
      <div className="mt-6">{action}</div>
    </div>
  );
}
