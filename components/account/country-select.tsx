import { useId, useMemo } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';
import { COUNTRY_REGIONS, isListedCountry } from '@/lib/i18n/country-regions';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { FIELD_INPUT, fieldBorder } from './text-field';

interface CountrySelectProps {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  name?: string;
}

/** Country names in the page's language from the browser's own data (no translation files). */
function useCountryNames(locale: string): (code: string) => string {
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (code: string) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [locale]);
}

/** The countries of the store's region list (spec §3), grouped by region. */
export function CountrySelect({ label, value, onChange, error, name = 'country' }: CountrySelectProps) {
  const { t } = useTranslation(['account', 'common']);
  const { locale = DEFAULT_LOCALE } = useRouter();
  const countryName = useCountryNames(locale);
  const id = useId();
  const unlisted = value !== '' && !isListedCountry(value);

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-sand-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        autoComplete="country"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(FIELD_INPUT, 'appearance-auto pe-8', fieldBorder(Boolean(error)))}
      >
        <option value="">{t('profile.chooseCountry')}</option>
        {unlisted && <option value={value}>{countryName(value)}</option>}
        {COUNTRY_REGIONS.map((region) => (
          <optgroup key={region.id} label={t(`locale.regions.${region.id}`, { ns: 'common' })}>
            {region.countries.map((country) => (
              <option key={country.code} value={country.code}>
                {countryName(country.code)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-600">
          {error}
        </p>
      )}
    </div>
  );
}
