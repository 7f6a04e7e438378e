import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { ShoppingBagIcon } from '@/components/icons/shopping-bag-icon';

/** An empty cart with ways back into the store. */
export function CartEmpty({ onNavigate, headingLevel = 2 }: { onNavigate?(): void; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('cart');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-12 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-canvas text-ink-muted">
        <ShoppingBagIcon className="size-7" />
      </span>
      <Heading className="text-lg font-semibold text-ink">{t('empty.title')}</Heading>
      <p className="max-w-xs text-sm text-ink-muted">{t('empty.lead')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Link href="/standing-desks" onClick={onNavigate} className="btn-primary text-sm">
          {t('empty.shopDesks')}
        </Link>
        <Link href="/office-chairs" onClick={onNavigate} className="btn-secondary text-sm">
          {t('empty.shopChairs')}
        </Link>
      </div>
    </div>
  );
}
