import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { TagIcon } from '@/components/icons/tag-icon';
import { XIcon } from '@/components/icons/x-icon';
import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import { useCartActions } from './use-cart-actions';
import { useCartFormatters } from './use-cart-formatters';

/** The applied code with its status, or a field to type one. */
export function PromoCodeForm({ cart, busy }: { cart: Cart; busy: boolean }) {
  const { t } = useTranslation('cart');
  const { applyPromoCode, removePromoCode } = useCartActions();
  const format = useCartFormatters(cart.currency);
  const inputId = useId();
  const messageId = useId();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const promotion = cart.promotion;

  if (promotion) {
    const status = (() => {
      switch (promotion.status) {
        case 'applied':
          return null;
        case 'below_minimum':
          return t('promo.status.belowMinimum', {
            code: promotion.code,
            amount: format.money(Math.max((promotion.min_subtotal ?? 0) - promotion.eligible_subtotal, 1)),
          });
        case 'no_eligible_items':
          return t('promo.status.noEligibleItems', { code: promotion.code });
        default:
          return t('promo.status.invalid', { code: promotion.code });
      }
    })();
    return (
      <div className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between gap-3 rounded-lg bg-accent-50 px-3 py-2 text-sm">
          <span className="flex items-center gap-2 font-medium text-accent-800">
            <TagIcon className="size-4" />
            {promotion.status === 'applied' ? t('promo.applied', { code: promotion.code }) : promotion.code}
          </span>
          <button
            type="button"
            onClick={() => void removePromoCode()}
            disabled={busy}
            aria-label={t('promo.remove', { code: promotion.code })}
            className="-me-1 flex size-8 items-center justify-center rounded-full text-accent-800 hover:bg-accent-100 disabled:opacity-50"
          >
            <XIcon className="size-4" />
          </button>
        </div>
        {status ? <p className="text-sm text-ink-muted">{status}</p> : null}
      </div>
    );
  }

  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className="self-start text-sm font-medium text-ink underline decoration-line-strong underline-offset-4 hover:decoration-ink">
        {t('promo.toggle')}
      </button>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') return;
    setError(null);
    const outcome = await applyPromoCode(trimmed);
    if (outcome.ok) {
      setCode('');
      setOpen(false);
    } else {
      setError(t(`promo.${outcome.reason}`));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-1.5" noValidate>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {t('promo.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          className="h-11 min-w-0 flex-1 rounded-full border border-line-strong bg-white px-4 text-sm uppercase text-ink placeholder:normal-case focus:border-ink focus:outline-none"
        />
        <button type="submit" disabled={busy || code.trim() === ''} className="btn-secondary min-h-11 px-5 text-sm disabled:cursor-not-allowed disabled:opacity-50">
          {t('promo.apply')}
        </button>
      </div>
      <p id={messageId} role="status" className="min-h-5 text-sm text-sale">
        {error}
      </p>
    </form>
  );
}
