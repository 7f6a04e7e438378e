import { useState } from 'react';
import { StatementMonths } from '@/components/brand/statements/statement-months';
import { useTranslation } from '@/components/i18n/use-translation';

/** /admin/brands/[id]: operators read any brand's statements through the brand's own (read-only for them) endpoints. */
export function AdminBrandStatements({ brandId }: { brandId: number }) {
  const { t } = useTranslation('admin-money');
  const [month, setMonth] = useState<string | null>(null);
  return (
    <section aria-labelledby="admin-statements-title" className="min-w-0 rounded-xl border border-sand-200 bg-white p-4 md:p-5">
      <h2 id="admin-statements-title" className="mb-4 text-lg font-semibold text-sand-900">
        {t('statements.title')}
      </h2>
      <StatementMonths brandId={brandId} month={month} onSelect={setMonth} />
    </section>
  );
}
