import { useTranslation } from '@/components/i18n/use-translation';
import type { BrandStatus } from '@/lib/brands/brand-rules';

const TONE: Record<BrandStatus, string> = {
  draft: 'bg-sand-100 text-sand-800',
  applied: 'bg-amber-50 text-amber-900',
  changes_requested: 'bg-amber-50 text-amber-900',
  approved: 'bg-emerald-50 text-emerald-900',
  rejected: 'bg-red-50 text-red-900',
  suspended: 'bg-red-50 text-red-900',
};

export function BrandStatusBadge({ status }: { status: BrandStatus }) {
  const { t } = useTranslation('brand');
  return <span className={`inline-flex rounded-full px-3 py-1 text-sm font-medium ${TONE[status]}`}>{t(`status.${status}`)}</span>;
}
