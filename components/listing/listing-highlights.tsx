import type { IconComponent } from '@/components/icons/stroke-svg';
import { useTranslation } from '@/components/i18n/use-translation';
import { ArmchairIcon } from '@/components/icons/armchair-icon';
import { LayersIcon } from '@/components/icons/layers-icon';
import { ShieldCheckIcon } from '@/components/icons/shield-check-icon';
import { WindIcon } from '@/components/icons/wind-icon';
import { ZapIcon } from '@/components/icons/zap-icon';
import { BadgeCheckIcon } from '@/components/icons/badge-check-icon';

/* Three reasons to buy, per landing category; the words live in listing.json (landing.{slug}). */
const HIGHLIGHTS: Record<string, readonly { key: string; icon: IconComponent }[]> = {
  'standing-desks': [
    { key: 'motors', icon: ZapIcon },
    { key: 'tops', icon: LayersIcon },
    { key: 'warranty', icon: ShieldCheckIcon },
  ],
  'office-chairs': [
    { key: 'support', icon: ArmchairIcon },
    { key: 'materials', icon: WindIcon },
    { key: 'trial', icon: BadgeCheckIcon },
  ],
};

export function ListingHighlights({ slug }: { slug: string }) {
  const { t } = useTranslation('listing');
  const items = HIGHLIGHTS[slug];
  if (!items) return null;
  return (
    <ul className="-mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 [scrollbar-width:none] md:mx-0 md:mt-7 md:grid md:grid-cols-3 md:gap-4 md:overflow-visible md:px-0">
      {items.map(({ key, icon: Icon }) => (
        <li key={key} className="flex w-[17rem] shrink-0 snap-start gap-3 rounded-2xl bg-canvas p-4 md:w-auto md:p-5">
          <Icon className="mt-0.5 size-5 shrink-0 text-accent-700" />
          <div>
            <p className="text-sm font-semibold text-ink">{t(`landing.${slug}.highlights.${key}Title`)}</p>
            <p className="mt-1 text-sm text-ink-muted">{t(`landing.${slug}.highlights.${key}Body`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
