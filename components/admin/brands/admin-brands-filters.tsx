import { StatusSearchFilters } from '@/components/common/status-search-filters';
import { useTranslation } from '@/components/i18n/use-translation';

export type StatusFilter = '' | 'approved' | 'suspended';

interface Props {
  status: StatusFilter;
  q: string;
  onChange(next: { status: StatusFilter; q: string }): void;
}

/** Status filter (applies at once) and search by name or e-mail (applies on submit). */
export function AdminBrandsFilters(props: Props) {
  const { t } = useTranslation('admin-brands');
  const statuses = [
    { value: 'approved' as const, label: t('list.statusApproved') },
    { value: 'suspended' as const, label: t('list.statusSuspended') },
  ];
  return <StatusSearchFilters namespace="admin-brands" statuses={statuses} {...props} />;
}
