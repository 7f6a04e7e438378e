import { useTranslation } from '@/components/i18n/use-translation';
import { BreadcrumbTrail } from '@/components/common/breadcrumb-trail';
import type { Breadcrumb } from '@/lib/seo/json-ld';

export function ListingBreadcrumbs({ crumbs }: { crumbs: readonly Breadcrumb[] }) {
  const { t } = useTranslation('listing');
  return <BreadcrumbTrail crumbs={crumbs} label={t('breadcrumb.label')} />;
}
