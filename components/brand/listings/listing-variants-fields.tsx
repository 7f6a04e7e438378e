import { useTranslation } from '@/components/i18n/use-translation';
import { TextField } from '@/components/account/text-field';
import { LISTING_CURRENCIES, LISTING_VARIANTS_MAX } from '@/lib/catalog/listing-rules';
import { emptyVariant, type VariantDraft } from './listing-form-state';

interface VariantsFieldsProps {
  variants: VariantDraft[];
  readOnly: boolean;
  onChange: (variants: VariantDraft[]) => void;
}

/** Each variant: colour, size, frame, swatch, stock and a price per store currency. */
export function ListingVariantsFields({ variants, readOnly, onChange }: VariantsFieldsProps) {
  const { t } = useTranslation('brand-listings');
  const update = (index: number, patch: Partial<VariantDraft>) => onChange(variants.map((variant, at) => (at === index ? { ...variant, ...patch } : variant)));
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="text-lg font-semibold text-sand-900">{t('form.variants.title')}</legend>
      <p className="-mt-2 text-sm text-sand-600">{t('form.variants.hint')}</p>
      {variants.map((variant, index) => (
        <div key={variant.key} className="rounded-xl border border-sand-200 bg-white p-4" data-testid="variant">
          <div className="mb-3 flex items-center justify-between gap-3">
            <h3 className="font-semibold text-sand-900">
              {t('form.variants.number', { number: index + 1 })}
              {variant.sku ? <span className="ms-2 text-sm font-normal text-sand-600">{variant.sku}</span> : null}
            </h3>
            {variants.length > 1 && !readOnly ? (
              <button type="button" className="btn-secondary min-h-11 text-sm" onClick={() => onChange(variants.filter((_, at) => at !== index))}>
                {t('form.variants.remove', { number: index + 1 })}
              </button>
            ) : null}
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField label={t('form.variants.colour')} value={variant.colour} maxLength={40} disabled={readOnly} onChange={(event) => update(index, { colour: event.target.value })} />
            <TextField label={t('form.variants.size')} value={variant.size} maxLength={40} disabled={readOnly} onChange={(event) => update(index, { size: event.target.value })} />
            <TextField label={t('form.variants.frame')} value={variant.frame} maxLength={40} disabled={readOnly} onChange={(event) => update(index, { frame: event.target.value })} />
          </div>
          <div className="mt-3 grid gap-3 sm:grid-cols-[8rem_8rem]">
            <div>
              <label htmlFor={`swatch-${variant.key}`} className="mb-1.5 block text-sm font-medium text-sand-900">
                {t('form.variants.swatch')}
              </label>
              <input
                id={`swatch-${variant.key}`}
                type="color"
                value={variant.colourHex}
                disabled={readOnly}
                onChange={(event) => update(index, { colourHex: event.target.value })}
                className="h-12 w-full rounded-md border border-sand-300 bg-white p-1"
              />
            </div>
            <TextField label={t('form.variants.stock')} inputMode="numeric" value={variant.stock} disabled={readOnly} onChange={(event) => update(index, { stock: event.target.value })} />
          </div>
          <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {LISTING_CURRENCIES.map((currency) => (
              <TextField
                key={currency}
                label={t('form.variants.price', { currency })}
                inputMode="decimal"
                value={variant.prices[currency]}
                disabled={readOnly}
                onChange={(event) => update(index, { prices: { ...variant.prices, [currency]: event.target.value } })}
              />
            ))}
          </div>
        </div>
      ))}
      {!readOnly && variants.length < LISTING_VARIANTS_MAX ? (
        <button type="button" className="btn-secondary min-h-11 self-start" onClick={() => onChange([...variants, emptyVariant()])}>
          {t('form.variants.add')}
        </button>
      ) : null}
    </fieldset>
  );
}
