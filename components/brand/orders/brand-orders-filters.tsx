import { StatusSearchFilters } from '@/components/common/status-search-filters';
import { useTranslation } from '@/components/i18n/use-translation';
import { BRAND_LINE_FILTERS, type BrandLineFilter } from '@/lib/contracts/brands/orders-schemas';

interface Props {
  status: BrandLineFilter | '';
  q: string;
  onChange(next: { status: BrandLineFilter | ''; q: string }): void;
}

/** Status filter (applies at once) and search by order number or e-mail (applies on submit). */
export function BrandOrdersFilters(props: Props) {
  const { t } = useTranslation('brand-orders');
  const statuses = BRAND_LINE_FILTERS.map((filter) => ({ value: filter, label: t(`filters.${filter}`) }));
  return <StatusSearchFilters namespace="brand-orders" statuses={statuses} {...props} />;
}
