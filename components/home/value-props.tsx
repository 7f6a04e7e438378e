import { RotateCcw, ShieldCheck, Truck, Wrench } from 'lucide-react';
import { useTranslation } from '@/components/i18n/use-translation';

const PROPS = [
  { key: 'shipping', Icon: Truck },
  { key: 'returns', Icon: RotateCcw },
  { key: 'warranty', Icon: ShieldCheck },
  { key: 'assembly', Icon: Wrench },
] as const;

export function ValueProps() {
  const { t } = useTranslation('home');
  return (
    <section aria-label={t('values.label')} className="border-y border-line bg-surface">
      <ul className="container-page grid grid-cols-2 gap-6 py-8 md:grid-cols-4">
        {PROPS.map(({ key, Icon }) => (
          <li key={key} className="flex items-start gap-3">
            <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent" />
            <span className="flex flex-col">
              <span className="text-sm font-semibold text-ink">{t(`values.${key}.title`)}</span>
              <span className="text-sm text-ink-muted">{t(`values.${key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
