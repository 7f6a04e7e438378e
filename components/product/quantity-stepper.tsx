import { useId } from 'react';
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { useProductT } from './product-translation';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange(value: number): void;
  disabled?: boolean;
}

/** A number field with − and + buttons, kept within 1 and `max`. */
export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  const t = useProductT();
  const id = useId();
  const set = (next: number) => onChange(Math.min(max, Math.max(1, next)));
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        {t('quantity.label')}
      </label>
      <div className="flex h-12 items-center rounded-full border border-line-strong bg-white">
        <button
          type="button"
          onClick={() => set(value - 1)}
          disabled={disabled || value <= 1}
          aria-label={t('quantity.decrease')}
          className="flex size-11 items-center justify-center rounded-full text-ink transition hover:bg-sand-100 disabled:cursor-not-allowed disabled:text-sand-400 disabled:hover:bg-transparent"
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          disabled={disabled}
          onChange={(event) => set(Number(event.target.value) || 1)}
          className="w-10 appearance-none bg-transparent text-center text-base font-semibold tabular-nums text-ink focus:outline-none [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          onClick={() => set(value + 1)}
          disabled={disabled || value >= max}
          aria-label={t('quantity.increase')}
          className="flex size-11 items-center justify-center rounded-full text-ink transition hover:bg-sand-100 disabled:cursor-not-allowed disabled:text-sand-400 disabled:hover:bg-transparent"
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
