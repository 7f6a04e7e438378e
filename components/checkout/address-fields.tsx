import { useTranslation } from '@/components/i18n/use-translation';
import { addressRulesFor } from '@/lib/address/country-address-rules';
import type { AddressDraft, AddressErrors, AddressField, FieldError } from './address-draft';
import { CheckoutInput, CheckoutSelect } from './checkout-field';
import { useCountryNames } from './use-country-names';

export type AddressScope = 'shipping' | 'billing';

export const fieldId = (scope: AddressScope, field: AddressField) => `${scope}-${field}`;

interface AddressFieldsProps {
  scope: AddressScope;
  value: AddressDraft;
  onChange(patch: Partial<AddressDraft>): void;
  errors: AddressErrors;
  /** Countries the shopper may choose; one means the country is fixed by the store. */
  countries: readonly string[];
}

export function useFieldErrorText() {
  const { t } = useTranslation('checkout');
  return (error: FieldError | undefined): string | undefined => (error ? t(error.key, error.values) : undefined);
}

/**
 * An address laid out and labelled for its country (lib/address/country-address-rules.ts): a
 * state or province list where the country has one, "ZIP code" in the US, the postal code's
 * example as a hint. Autocomplete tokens let the browser fill the whole address at once.
 */
export function AddressFields({ scope, value, onChange, errors, countries }: AddressFieldsProps) {
  const { t } = useTranslation('checkout');
  const errorText = useFieldErrorText();
  const countryName = useCountryNames();
  const rules = addressRulesFor(value.country || countries[0] || 'US');
  const section = scope === 'shipping' ? 'shipping' : 'billing';
  const auto = (token: string) => `section-${section} ${section} ${token}`;
  // Labels of the tax-shipping module's keys (checkout.json `address.`), named by the rules.
  const regionLabel = rules.regionLabel === 'none' ? '' : t(`address.regionLabel.${rules.regionLabel}`);
  const postalLabel = t(`address.postalLabel.${rules.postalLabel}`);
  const showRegion = rules.regions.length > 0 || rules.regionLabel !== 'none';

  // What every field of this address shares: its id, value, change and error, by field name.
  const bind = (field: AddressField) => ({
    id: fieldId(scope, field),
    value: value[field],
    error: errorText(errors[field]),
    onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }),
  });
  const cityPostalSpan = showRegion ? 'sm:col-span-2' : 'sm:col-span-3';

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-6">
      <CheckoutInput {...bind('full_name')} className="sm:col-span-6" label={t('form.fullName')} autoComplete={auto('name')} required />
      <CheckoutSelect
        {...bind('country')}
        className="sm:col-span-6"
        label={t('form.country')}
        autoComplete={auto('country')}
        onChange={(event) => onChange({ country: event.target.value, state_or_province: '' })}
        disabled={countries.length === 1 && value.country === countries[0]}
      >
        {countries.includes(value.country) || value.country === '' ? null : <option value={value.country}>{countryName(value.country)}</option>}
        {countries.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
      </CheckoutSelect>
      <CheckoutInput {...bind('street')} className="sm:col-span-6" label={t('form.street')} autoComplete={auto('address-line1')} required />
      <CheckoutInput {...bind('line_1')} className="sm:col-span-6" label={t('form.line1')} autoComplete={auto('address-line2')} />
      <CheckoutInput {...bind('city')} className={cityPostalSpan} label={t('form.city')} autoComplete={auto('address-level2')} required />
      {showRegion ? (
        rules.regions.length > 0 ? (
          <CheckoutSelect
            {...bind('state_or_province')}
            className="sm:col-span-2"
            label={regionLabel}
            autoComplete={auto('address-level1')}
            required={rules.regionRequired}
          >
            <option value="">{t('form.chooseRegion')}</option>
            {rules.regions.map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </CheckoutSelect>
        ) : (
          <CheckoutInput
            {...bind('state_or_province')}
            className="sm:col-span-2"
            label={regionLabel}
            autoComplete={auto('address-level1')}
            required={rules.regionRequired}
          />
        )
      ) : null}
      <CheckoutInput
        {...bind('postal_code')}
        className={cityPostalSpan}
        label={postalLabel}
        autoComplete={auto('postal-code')}
        hint={rules.postalCode.example ? t('address.postalExample', { example: rules.postalCode.example }) : undefined}
        required={rules.postalCode.required}
      />
      <CheckoutInput {...bind('phone')} className="sm:col-span-6" label={t('form.phone')} type="tel" autoComplete={auto('tel')} hint={t('form.phoneHint')} />
    </div>
  );
}
