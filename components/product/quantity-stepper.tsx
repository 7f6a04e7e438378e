import { useId, useState } from 'react';
import { MinusIcon } from '@/components/icons/minus-icon';
import { PlusIcon } from '@/components/icons/plus-icon';
import { useProductT } from './product-translation';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange(value: number): void;
  disabled?: boolean;
}

/* Named in styles/product.css (decision 0054). */
const BUTTON = 'qty-btn';

/**
 * A number field with − and + buttons, kept within 1 and `max`. A typed number outside them is
 * brought back and the shopper is told why (issue 20: 999 became 3, and 0 became 1, silently).
 * At a limit the button says so (aria-disabled) but keeps the focus: a disabled button that has
 * the focus drops it to <body>.
 */
export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  const t = useProductT();
  const id = useId();
  // An emptied field, while the shopper types the new number; null shows the quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const [limit, setLimit] = useState<'min' | 'max' | null>(null);
  const most = Math.max(1, max);

  function typed(text: string) {
    const digits = text.replace(/\D/g, '').slice(0, 4);
    if (digits === '') {
      setDraft('');
      return;
    }
    setDraft(null);
    const number = Number.parseInt(digits, 10);
    setLimit(number < 1 ? 'min' : number > most ? 'max' : null);
    onChange(Math.min(most, Math.max(1, number)));
  }

  function step(next: number) {
    if (disabled || next < 1 || next > most) return;
    setLimit(null);
    onChange(next);
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        {t('quantity.label')}
      </label>
      <div className="flex h-12 items-center rounded-full border border-line-strong bg-white">
        <button type="button" onClick={() => step(value - 1)} disabled={disabled} aria-disabled={value <= 1 || undefined} aria-label={t('quantity.decrease')} className={BUTTON}>
          <MinusIcon className="size-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={most}
          value={draft ?? String(value)}
          disabled={disabled}
          aria-describedby={limit ? `${id}-limit` : undefined}
          onChange={(event) => typed(event.target.value)}
          onBlur={() => setDraft(null)}
          className="w-10 appearance-none bg-transparent text-center text-base font-semibold tabular-nums text-ink [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button type="button" onClick={() => step(value + 1)} disabled={disabled} aria-disabled={value >= most || undefined} aria-label={t('quantity.increase')} className={BUTTON}>
          <PlusIcon className="size-4" />
        </button>
      </div>
      {/* Always in the page, so screen readers announce the reason when it appears. */}
      <p id={`${id}-limit`} role="status" className="max-w-56 text-xs text-ink-muted">
        {limit === 'max' ? t('quantity.limitMax', { count: most }) : limit === 'min' ? t('quantity.limitMin') : ''}
      </p>
    </div>
  );
}
