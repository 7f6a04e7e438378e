import { RotateCcwIcon } from '@/components/icons/rotate-ccw-icon';
import { ShieldCheckIcon } from '@/components/icons/shield-check-icon';
import { TruckIcon } from '@/components/icons/truck-icon';
import { WrenchIcon } from '@/components/icons/wrench-icon';
import { useTranslation } from '@/components/i18n/use-translation';

const PROPS = [
  { key: 'shipping', Icon: TruckIcon },
  { key: 'returns', Icon: RotateCcwIcon },
  { key: 'warranty', Icon: ShieldCheckIcon },
  { key: 'assembly', Icon: WrenchIcon },
] as const;

export function ValueProps() {
  const { t } = useTranslation('home');
  return (
    <section aria-label={t('values.label')} className="border-y border-line bg-surface">
      <ul className="container-page grid grid-cols-2 gap-6 py-8 md:grid-cols-4">
        {PROPS.map(({ key, Icon }) => (
          <li key={key} className="flex items-start gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-accent" />
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
