import { useTranslation } from '@/components/i18n/use-translation';
import { STORE_NAME } from '@/lib/navigation/store-name';
import type { ProgrammeFigures } from '@/lib/contracts/programmes/referral-pages';

const TERMS = ['eligibility', 'discount', 'reward', 'cap', 'fraud', 'credit', 'changes'] as const;

/** The programme's terms, with the figures the server applies (server/programmes/referrals/referral-rules.ts). */
export function ProgrammeTerms({ figures }: { figures: ProgrammeFigures }) {
  const { t } = useTranslation('referrals', { keyPrefix: 'programme' });
  const values = { storeName: STORE_NAME, reward: figures.referrerReward, minimum: figures.minimumSubtotal, days: figures.returnDays, validity: figures.welcomeDays, cap: figures.monthlyCap };
  return (
    <section aria-labelledby="programme-terms-heading" id="terms" className="mt-10">
      <h2 id="programme-terms-heading" className="text-xl font-semibold text-ink">
        {t('termsHeading')}
      </h2>
      <ol className="mt-4 list-decimal space-y-2 ps-6 text-ink">
        {TERMS.map((term) => (
          <li key={term}>{t(`terms.${term}`, values)}</li>
        ))}
      </ol>
    </section>
  );
}
