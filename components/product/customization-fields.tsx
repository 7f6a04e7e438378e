import { useId } from 'react';
import { useRouter } from 'next/router';
import { formatMinorUnits } from '@/lib/format/format-price';
import { normalizePersonalization, textLength } from '@/lib/product/customization-price';
import type { CustomizationOption } from '@/lib/contracts/catalog/product-detail-schemas';
import { useProductT } from './product-translation';

interface CustomizationFieldsProps {
  options: readonly CustomizationOption[];
  currency: string;
  choices: Record<string, string>;
  texts: Record<string, string>;
  onChoose(optionCode: string, choiceCode: string): void;
  onText(optionCode: string, text: string): void;
}

function TextOption({
  option,
  value,
  price,
  onText,
}: {
  option: Extract<CustomizationOption, { kind: 'text' }>;
  value: string;
  price: string | null;
  onText(text: string): void;
}) {
  const t = useProductT();
  const id = useId();
  const used = textLength(normalizePersonalization(value));
  const over = used > option.maxLength;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold text-ink">
          {option.name} <span className="font-normal text-ink-muted">{t('options.optional')}</span>
        </span>
        {price ? <span className="text-ink-muted">{`+${price}`}</span> : null}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        onChange={(event) => onText(event.target.value)}
        maxLength={option.maxLength + 20}
        aria-describedby={`${id}-help ${id}-count`}
        aria-invalid={over || undefined}
        autoComplete="off"
        className={`min-h-11 rounded-xl border bg-white px-3.5 text-base text-ink placeholder:text-ink-muted focus:border-ink focus:outline-none ${over ? 'border-sale' : 'border-line-strong'}`}
        placeholder={t('options.textPlaceholder')}
      />
      <div className="flex justify-between gap-3 text-xs text-ink-muted">
        <span id={`${id}-help`}>{option.help}</span>
        <span id={`${id}-count`} className={`shrink-0 tabular-nums ${over ? 'font-semibold text-sale' : ''}`} aria-live="polite">
          {over ? t('options.tooLong', { max: option.maxLength }) : t('options.count', { used, max: option.maxLength })}
        </span>
      </div>
    </div>
  );
}

/** Customization choices (radio cards) and personalization texts that change the unit price. */
export function CustomizationFields({ options, currency, choices, texts, onChoose, onText }: CustomizationFieldsProps) {
  const { locale } = useRouter();
  if (options.length === 0) return null;
  const price = (amount: number) => (amount > 0 ? formatMinorUnits(amount, currency, locale) : null);
  return (
    <div className="flex flex-col gap-5 border-t border-line pt-5">
      {options.map((option) =>
        option.kind === 'text' ? (
          <TextOption key={option.code} option={option} value={texts[option.code] ?? ''} price={price(option.priceDelta)} onText={(text) => onText(option.code, text)} />
        ) : (
          <fieldset key={option.code} className="choice-group">
            <legend>{option.name}</legend>
            {option.help ? <p>{option.help}</p> : null}
            <div>
              {option.choices.map((choice) => {
                const checked = choices[option.code] === choice.code;
                return (
                  <label
                    key={choice.code}
                    className={checked ? 'choice-card choice-card-on' : 'choice-card'}
                  >
                    <span>
                      <input
                        type="radio"
                        name={`option-${option.code}`}
                        value={choice.code}
                        checked={checked}
                        onChange={() => onChoose(option.code, choice.code)}
                      />
                      {choice.label}
                    </span>
                    {price(choice.priceDelta) ? <span className="choice-price">{`+${price(choice.priceDelta)}`}</span> : null}
                  </label>
                );
              })}
            </div>
          </fieldset>
        ),
      )}
    </div>
  );
}
