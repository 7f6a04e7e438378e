import { useTranslation } from '@/components/i18n/use-translation';
import { CreditSection } from './credit-section';
import { ExchangeForm } from './exchange-form';
import { PointsSection } from './points-section';
import { RewardsSection } from './rewards-section';

/**
 * /customer/credit (issue 19 item 3): store credit and its history, points and theirs, the
 * exchange of credit for points and reward codes. Everything loads in the browser, for the
 * signed-in shopper only.
 */
export function CreditView() {
  const { t } = useTranslation('credit');
  return (
    <div className="container-page min-h-[calc(100svh-7rem)] py-8 md:py-12">
      <h1 className="section-title">{t('heading')}</h1>
      <p className="mt-2 text-ink-muted">{t('lead')}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          <CreditSection />
          <PointsSection />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <ExchangeForm />
          <RewardsSection />
        </div>
      </div>
    </div>
  );
}
