import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';
import type { CheckoutState, ShippingOption } from '@/lib/contracts/ordering/checkout-schemas';
import { CheckoutSelect } from './checkout-field';
import { useCheckoutFormatters } from './use-checkout-formatters';
import { loadCheckoutService } from '@/services/checkout-hooks';

interface DeliverySectionProps {
  state: CheckoutState;
  onChanged(state: CheckoutState): void;
}

/**
 * The delivery options the server offers for the address, with their price and delivery window.
 * Freight and white glove need a day: the shopper picks one of the server's available dates
 * (a native select: every date it lists is bookable, and it costs no script).
 */
export function DeliverySection({ state, onChanged }: DeliverySectionProps) {
  const { t } = useTranslation('checkout');
  const format = useCheckoutFormatters(state.totals.currency);
  const [pending, setPending] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const selected = picked ?? state.shipping_option;
  const selectedOption = state.shipping_options.find((option) => option.code === selected);

  async function choose(option: ShippingOption, date?: string | null) {
    // One choice at a time; the radios stay enabled meanwhile, since disabling the one that has
    // the focus (just chosen with Space) drops the focus to <body>.
    if (pending !== null) return;
    setPicked(option.code);
    setError(null);
    if (option.requires_date && !date) return;
    setPending(option.code);
    try {
      const service = await loadCheckoutService();
      onChanged(await service.chooseShipping(option.code, date ?? null));
      setPicked(null);
    } catch {
      setError(t('errors.shippingFailed'));
    } finally {
      setPending(null);
    }
  }

  const deliveryWindow = (option: ShippingOption) =>
    option.estimated_delivery_from === option.estimated_delivery_to
      ? t('delivery.arrivesOn', { date: format.day(option.estimated_delivery_from) })
      : t('delivery.arrives', { from: format.day(option.estimated_delivery_from), to: format.day(option.estimated_delivery_to) });

  return (
    <section aria-labelledby="delivery-heading" className="rounded-2xl border border-line p-5 md:p-6">
      <h2 id="delivery-heading" tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
        {t('delivery.heading')}
      </h2>
      {state.shipping_address === null ? (
        <p className="mt-2 text-sm text-ink-muted">{t('delivery.addressFirst')}</p>
      ) : state.shipping_options.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('delivery.none')}</p>
      ) : (
        <fieldset className="mt-4" aria-busy={pending !== null || undefined}>
          <legend className="sr-only">{t('delivery.heading')}</legend>
          <div className="flex flex-col gap-2">
            {state.shipping_options.map((option) => {
              const checked = selected === option.code;
              return (
                <label
                  key={option.code}
                  className={clsx(
                    'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors',
                    checked ? 'border-accent-600 bg-accent-50' : 'border-line hover:border-line-strong',
                  )}
                >
                  <input
                    type="radio"
                    name="shipping-option"
                    value={option.code}
                    checked={checked}
                    aria-disabled={pending !== null && pending !== option.code ? true : undefined}
                    onChange={() => void choose(option, option.requires_date ? (state.shipping_option === option.code ? state.shipping_date : null) : null)}
                    className="mt-1 size-4 shrink-0 accent-accent-600"
                  />
                  <span className="flex flex-1 flex-col gap-0.5">
                    <span className="flex items-baseline justify-between gap-3 text-sm font-medium text-ink">
                      {t(`shipping.options.${option.code}.name`)}
                      <span className="tabular-nums">{option.price === 0 ? t('delivery.free') : format.money(option.price)}</span>
                    </span>
                    <span className="text-sm text-ink-muted">{deliveryWindow(option)}</span>
                    <span className="text-xs text-ink-muted">{t(`shipping.options.${option.code}.description`)}</span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {selectedOption?.requires_date ? (
        <CheckoutSelect
          className="mt-4"
          id="shipping-date"
          label={t('delivery.chooseDate')}
          hint={t('delivery.dateHint')}
          value={state.shipping_option === selectedOption.code ? (state.shipping_date ?? '') : ''}
          onChange={(event) => void choose(selectedOption, event.target.value || null)}
        >
          <option value="">{t('delivery.chooseDatePlaceholder')}</option>
          {selectedOption.available_dates.map((date) => (
            <option key={date} value={date}>
              {format.longDay(date)}
            </option>
          ))}
        </CheckoutSelect>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </section>
  );
}
