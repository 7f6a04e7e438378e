import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';
import { Trash2Icon } from '@/components/icons/trash-2-icon';
import type { CartLine } from '@/lib/contracts/pricing/cart-schemas';
import { ProductThumbnail } from '@/components/catalog/product-thumbnail';
import { CartQuantityStepper } from './cart-quantity-stepper';
import { LineAvailabilityNote } from './line-availability-note';
import { useCartFormatters } from './use-cart-formatters';
import { CompoundWords } from '@/components/common/compound-words';

interface CartLineItemProps {
  line: CartLine;
  currency: string;
  size: 'compact' | 'roomy';
  busy: boolean;
  onQuantity(lineId: number, quantity: number): void;
  onRemove(lineId: number): void;
  /** Closes the popup cart when the shopper follows the product link. */
  onNavigate?(): void;
}

/** One cart line: picture, name, chosen options, gift-card details, quantity, price and savings. */
export function CartLineItem({ line, currency, size, busy, onQuantity, onRemove, onNavigate }: CartLineItemProps) {
  const { t } = useTranslation('cart');
  const format = useCartFormatters(currency);
  const href = line.product_slug && line.category_slug ? `/${line.category_slug}/${line.product_slug}` : null;
  const unavailable = line.availability.status === 'unavailable';
  const picture = size === 'roomy' ? 'size-24 md:size-28' : 'size-20';
  const details = [...line.variant_options.map((option) => option.label)];

  return (
    <li className="flex gap-4 py-5" data-line-id={line.id} data-product-code={line.product_code}>
      <div className={clsx('relative shrink-0 overflow-hidden rounded-xl bg-canvas', picture)}>
        {line.image_key ? (
          <ProductThumbnail imageKey={line.image_key} sizes={size === 'roomy' ? '112px' : '80px'} className={unavailable ? 'opacity-50' : undefined} />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start gap-2">
          <h3 className={clsx('min-w-0 flex-1 font-medium text-ink', size === 'roomy' ? 'text-base' : 'text-sm')}>
            {href ? (
              <Link href={href} onClick={onNavigate} className="hover:underline">
                <CompoundWords text={line.product_name} />
              </Link>
            ) : (
              <CompoundWords text={line.product_name} />
            )}
          </h3>
          <button
            type="button"
            onClick={() => onRemove(line.id)}
            disabled={busy}
            aria-label={t('line.remove', { name: line.product_name })}
            className="-me-2 -mt-2 flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted transition hover:bg-sand-100 hover:text-ink disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Trash2Icon className="size-4" />
          </button>
        </div>
        {details.length > 0 ? <p className="text-sm text-ink-muted">{details.join(' · ')}</p> : null}
        {line.customizations.length > 0 ? (
          <ul className="text-sm text-ink-muted">
            {line.customizations.map((option) => (
              <li key={option.code}>
                {option.name}: {option.value}
                {option.amount > 0 ? ` (+${format.money(option.amount)})` : ''}
              </li>
            ))}
          </ul>
        ) : null}
        {line.gift_card ? (
          <ul className="text-sm text-ink-muted">
            <li>{t('line.giftTo', { email: line.gift_card.email })}</li>
            <li>{t('line.giftFrom', { from: line.gift_card.from })}</li>
            <li>{t('line.giftSends', { date: format.day(line.gift_card.send_at) })}</li>
          </ul>
        ) : null}
        {line.tier_percent_off ? <p className="text-sm font-medium text-accent-700">{t('line.tier', { percent: line.tier_percent_off })}</p> : null}
        {line.add_on_deal && !unavailable ? (
          <p className="text-sm font-medium text-accent-700" data-testid="add-on-deal">
            {t(line.add_on_deal.units < line.quantity ? 'line.addOnDealSome' : 'line.addOnDeal', {
              name: line.add_on_deal.main_product_name,
              percent: line.add_on_deal.percent_off,
              count: line.add_on_deal.units,
            })}
          </p>
        ) : null}
        <LineAvailabilityNote availability={line.availability} />
        <div className="mt-1 flex items-end justify-between gap-3">
          {unavailable ? (
            <span />
          ) : (
            <CartQuantityStepper
              value={line.quantity}
              max={line.max_quantity}
              productName={line.product_name}
              disabled={busy}
              onChange={(quantity) => onQuantity(line.id, quantity)}
            />
          )}
          <div className="text-end">
            <p className="font-semibold tabular-nums text-ink">{format.money(line.line_total)}</p>
            {line.quantity > 1 && !unavailable ? <p className="text-xs text-ink-muted">{t('line.each', { price: format.money(line.unit_price) })}</p> : null}
            {line.compare_at_price !== null && !unavailable ? (
              <>
                <p className="text-xs text-ink-muted">
                  <s>
                    <span className="sr-only">{t('line.was')} </span>
                    {format.money(line.compare_at_price * line.quantity)}
                  </s>
                </p>
                <p className="text-xs font-medium text-sale">{t('line.save', { amount: format.money(line.savings) })}</p>
              </>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}
