import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';
import { BrandDashboard } from '@/components/brand/dashboard/brand-dashboard';
import { isApprovedForWork } from '../brand-nav-items';
import { BrandChecklist } from './brand-checklist';
import { nextStepOf } from './status-next-step';

/**
 * /brand: an approved brand with a store sees its dashboard first (issue 17 item 4); every brand
 * sees where it stands, what to do next and what is left to set up.
 */
export function BrandHomeView({ brand }: { brand: WorkspaceBrand }) {
  const { t } = useTranslation('brand');
  const step = nextStepOf(brand);
  return (
    <div className="space-y-8">
      {isApprovedForWork(brand.status) && brand.has_store && <BrandDashboard brand={brand} />}
      <section aria-labelledby="brand-status-title" className="rounded-2xl border border-sand-200 bg-white p-5 md:p-6">
        <h2 id="brand-status-title" className="text-lg font-semibold text-sand-900">
          {t(`home.status.${step.key}.title`)}
        </h2>
        <p className="mt-2 max-w-prose text-sand-700">{t(`home.status.${step.key}.text`)}</p>
        {step.links.length > 0 && (
          <div className="mt-4 flex flex-wrap gap-3">
            {step.links.map((link, index) => (
              <Link key={link.href} href={link.href} className={index === 0 ? 'btn-primary' : 'btn-secondary'}>
                {t(link.labelKey)}
              </Link>
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="brand-checklist-title">
        <h2 id="brand-checklist-title" className="text-lg font-semibold text-sand-900">
          {t('home.checklist.title')}
        </h2>
        <p className="mt-1 mb-3 max-w-prose text-sm text-sand-600">{t('home.checklist.lead')}</p>
        <BrandChecklist brand={brand} />
      </section>
    </div>
  );
}
