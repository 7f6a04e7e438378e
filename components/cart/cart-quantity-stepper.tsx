import { useId, useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { MinusIcon } from '@/components/icons/minus-icon';
import { PlusIcon } from '@/components/icons/plus-icon';

interface CartQuantityStepperProps {
  value: number;
  /** Most units the line may hold; a line above it (stock dropped) can still be lowered. */
  max: number;
  productName: string;
  disabled: boolean;
  onChange(quantity: number): void;
}

/** The most units of one line the cart takes, whatever the stock. */
const LINE_LIMIT = 99;

/**
 * − and + change the line at once; a typed number is sent when the field loses focus or on
 * Enter, so typing "12" does not send "1" first. A typed number the line cannot take is brought
 * within the limits and the shopper is told why (issue 20: 999 became 3 and 0 was ignored silently).
 */
export function CartQuantityStepper({ value, max, productName, disabled, onChange }: CartQuantityStepperProps) {
  const { t } = useTranslation('cart');
  const id = useId();
  // What the shopper is typing; null shows the line's quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const [limit, setLimit] = useState<'min' | 'max' | null>(null);
  const most = Math.min(Math.max(max, 1), LINE_LIMIT);

  function commit() {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    setDraft(null);
    if (!Number.isFinite(typed)) {
      setLimit(null);
      return;
    }
    if (typed < 1) {
      setLimit('min');
      return;
    }
    setLimit(typed > most ? 'max' : null);
    const next = Math.min(typed, most);
    if (next !== value) onChange(next);
  }

  const step = (next: number) => {
    setLimit(null);
    onChange(next);
  };

  const button =
    'flex size-10 items-center justify-center rounded-full text-ink transition hover:bg-sand-100 disabled:cursor-not-allowed disabled:text-sand-400 disabled:hover:bg-transparent';
  return (
    <div className="flex flex-col items-start gap-1">
      <div className="inline-flex h-10 items-center rounded-full border border-line-strong bg-white">
        <button type="button" className={button} onClick={() => step(value - 1)} disabled={disabled || value <= 1} aria-label={t('line.decrease', { name: productName })}>
          <MinusIcon className="size-4" />
        </button>
        <label htmlFor={id} className="sr-only">
          {t('line.quantity', { name: productName })}
        </label>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          value={draft ?? String(value)}
          disabled={disabled}
          aria-describedby={limit ? `${id}-limit` : undefined}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 3))}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          className="w-8 bg-transparent text-center text-sm font-semibold tabular-nums text-ink focus:outline-none"
        />
        <button type="button" className={button} onClick={() => step(value + 1)} disabled={disabled || value >= max} aria-label={t('line.increase', { name: productName })}>
          <PlusIcon className="size-4" />
        </button>
      </div>
      {/* Always in the page, so screen readers announce the reason when it appears. */}
      <p id={`${id}-limit`} role="status" className="max-w-56 text-xs text-ink-muted">
        {limit === 'max' ? t('line.limitMax', { count: most }) : limit === 'min' ? t('line.limitMin') : ''}
      </p>
    </div>
  );
}
