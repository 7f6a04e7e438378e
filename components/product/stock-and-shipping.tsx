import { useRouter } from 'next/router';
import { CircleCheckIcon } from '@/components/icons/circle-check-icon';
import { CircleAlertIcon } from '@/components/icons/circle-alert-icon';
import { ClockIcon } from '@/components/icons/clock-icon';
import { TruckIcon } from '@/components/icons/truck-icon';
import { MailIcon } from '@/components/icons/mail-icon';
import { countryOfLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { estimateShipping } from '@/lib/product/shipping-estimate';
import type { StockState } from '@/lib/product/stock-state';
import { useProductT } from './product-translation';

interface StockAndShippingProps {
  stockState: StockState;
  stock: number;
  productKind: number;
}

const STOCK_ICON = { 'in-stock': CircleCheckIcon, 'low-stock': CircleAlertIcon, 'pre-order': ClockIcon, 'sold-out': CircleAlertIcon, paused: CircleAlertIcon } as const;
/* The icon carries the tone; the words stay in ink (amber text would fail contrast on white). */
const STOCK_TONE = { 'in-stock': 'text-accent', 'low-stock': 'text-star', 'pre-order': 'text-ink', 'sold-out': 'text-sale', paused: 'text-sale' } as const;

/** Stock of the chosen variant and when it would arrive in the page's country. */
export function StockAndShipping({ stockState, stock, productKind }: StockAndShippingProps) {
  const t = useProductT();
  const { locale } = useRouter();
  const estimate = estimateShipping({ country: countryOfLocale(locale ?? DEFAULT_LOCALE), productKind, stockState });
  const StockIcon = STOCK_ICON[stockState];
  let delivery: string | null = null;
  if (estimate.method === 'parcel') delivery = t('shipping.parcel', { min: estimate.minBusinessDays, max: estimate.maxBusinessDays });
  else if (estimate.method === 'freight') delivery = t(estimate.builtToOrder ? 'shipping.freightBuilt' : 'shipping.freight', { min: estimate.minWeeks, max: estimate.maxWeeks });
  else if (estimate.method === 'pre-order') delivery = t('shipping.preOrder', { min: estimate.minWeeks, max: estimate.maxWeeks });
  else if (estimate.method === 'email') delivery = t('shipping.email');
  const DeliveryIcon = estimate.method === 'email' ? MailIcon : TruckIcon;

  return (
    <ul className="flex flex-col gap-2 text-sm" aria-live="polite" data-testid="stock-and-shipping">
      <li className={`flex items-center gap-2 font-medium ${stockState === 'sold-out' || stockState === 'paused' ? 'text-sale' : 'text-ink'}`}>
        <StockIcon className={`size-4 shrink-0 ${STOCK_TONE[stockState]}`} />
        <span>{t(`stock.${stockState}`, { count: stock })}</span>
      </li>
      {delivery ? (
        <li className="flex items-center gap-2 text-ink-muted">
          <DeliveryIcon className="size-4 shrink-0" />
          <span>{delivery}</span>
        </li>
      ) : null}
    </ul>
  );
}
