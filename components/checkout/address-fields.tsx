import { useTranslation } from 'next-i18next/pages';
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

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-6">
      <CheckoutInput
        className="sm:col-span-6"
        id={fieldId(scope, 'full_name')}
        label={t('form.fullName')}
        autoComplete={auto('name')}
        value={value.full_name}
        onChange={(event) => onChange({ full_name: event.target.value })}
        error={errorText(errors.full_name)}
        required
      />
      <CheckoutSelect
        className="sm:col-span-6"
        id={fieldId(scope, 'country')}
        label={t('form.country')}
        autoComplete={auto('country')}
        value={value.country}
        onChange={(event) => onChange({ country: event.target.value, state_or_province: '' })}
        error={errorText(errors.country)}
        disabled={countries.length === 1 && value.country === countries[0]}
      >
        {countries.includes(value.country) || value.country === '' ? null : <option value={value.country}>{countryName(value.country)}</option>}
        {countries.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
      </CheckoutSelect>
      <CheckoutInput
        className="sm:col-span-6"
        id={fieldId(scope, 'street')}
        label={t('form.street')}
        autoComplete={auto('address-line1')}
        value={value.street}
        onChange={(event) => onChange({ street: event.target.value })}
        error={errorText(errors.street)}
        required
      />
      <CheckoutInput
        className="sm:col-span-6"
        id={fieldId(scope, 'line_1')}
        label={t('form.line1')}
        autoComplete={auto('address-line2')}
        value={value.line_1}
        onChange={(event) => onChange({ line_1: event.target.value })}
        error={errorText(errors.line_1)}
      />
      <CheckoutInput
        className={showRegion ? 'sm:col-span-2' : 'sm:col-span-3'}
        id={fieldId(scope, 'city')}
        label={t('form.city')}
        autoComplete={auto('address-level2')}
        value={value.city}
        onChange={(event) => onChange({ city: event.target.value })}
        error={errorText(errors.city)}
        required
      />
      {showRegion ? (
        rules.regions.length > 0 ? (
          <CheckoutSelect
            className="sm:col-span-2"
            id={fieldId(scope, 'state_or_province')}
            label={regionLabel}
            autoComplete={auto('address-level1')}
            value={value.state_or_province}
            onChange={(event) => onChange({ state_or_province: event.target.value })}
            error={errorText(errors.state_or_province)}
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
            className="sm:col-span-2"
            id={fieldId(scope, 'state_or_province')}
            label={regionLabel}
            autoComplete={auto('address-level1')}
            value={value.state_or_province}
            onChange={(event) => onChange({ state_or_province: event.target.value })}
            error={errorText(errors.state_or_province)}
            required={rules.regionRequired}
          />
        )
      ) : null}
      <CheckoutInput
        className={showRegion ? 'sm:col-span-2' : 'sm:col-span-3'}
        id={fieldId(scope, 'postal_code')}
        label={postalLabel}
        autoComplete={auto('postal-code')}
        value={value.postal_code}
        onChange={(event) => onChange({ postal_code: event.target.value })}
        error={errorText(errors.postal_code)}
        hint={rules.postalCode.example ? t('address.postalExample', { example: rules.postalCode.example }) : undefined}
        required={rules.postalCode.required}
      />
      <CheckoutInput
        className="sm:col-span-6"
        id={fieldId(scope, 'phone')}
        label={t('form.phone')}
        type="tel"
        autoComplete={auto('tel')}
        value={value.phone}
        onChange={(event) => onChange({ phone: event.target.value })}
        error={errorText(errors.phone)}
        hint={t('form.phoneHint')}
      />
    </div>
  );
}
