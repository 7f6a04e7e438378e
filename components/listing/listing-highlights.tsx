import { useTranslation } from '@/components/i18n/use-translation';
import Armchair from 'lucide-react/icons/armchair';
import Layers from 'lucide-react/icons/layers';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Wind from 'lucide-react/icons/wind';
import Zap from 'lucide-react/icons/zap';
import BadgeCheck from 'lucide-react/icons/badge-check';
import type { LucideIcon } from 'lucide-react';

/* Three reasons to buy, per landing category; the words live in listing.json (landing.{slug}). */
const HIGHLIGHTS: Record<string, readonly { key: string; icon: LucideIcon }[]> = {
  'standing-desks': [
    { key: 'motors', icon: Zap },
    { key: 'tops', icon: Layers },
    { key: 'warranty', icon: ShieldCheck },
  ],
  'office-chairs': [
    { key: 'support', icon: Armchair },
    { key: 'materials', icon: Wind },
    { key: 'trial', icon: BadgeCheck },
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
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
          <div>
            <p className="text-sm font-semibold text-ink">{t(`landing.${slug}.highlights.${key}Title`)}</p>
            <p className="mt-1 text-sm text-ink-muted">{t(`landing.${slug}.highlights.${key}Body`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
