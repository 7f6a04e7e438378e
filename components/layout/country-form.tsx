import { useId, useMemo, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import Cookies from 'js-cookie';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';
import { COUNTRY_REGIONS, countryByCode, localeForCountry } from '@/lib/i18n/country-regions';
import { DEFAULT_LOCALE, countryOfLocale } from '@/lib/i18n/locales';
import { applyDocumentLanguage } from './document-direction';
import { LOCALE_COOKIE_DAYS } from './locale-cookie';
import { useSwitchLocale } from './use-switch-locale';

/** Country names in the page's language from the browser's own data: no translation files needed. */
function useCountryName(locale: string): (code: string) => string {
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (code: string) => names.of(code) ?? code;
  }, [locale]);
}

/**
 * The country the shopper buys from (spec §3 country-region list). Saved in the COUNTRY cookie;
 * it moves the store to the country's locale and sets the writing direction (AE is right to
 * left, spec §9). A select with a Save button rather than a change-triggered jump: moving
 * through the options with the keyboard must not navigate away (WCAG 3.2.2).
 */
export function CountryForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('common');
  const { locale = DEFAULT_LOCALE } = useRouter();
  const switchLocale = useSwitchLocale();
  const countryName = useCountryName(locale);
  const selectId = useId();
  const [country, setCountry] = useState(() => {
    const saved = Cookies.get(COOKIE_KEYS.COUNTRY);
    return saved && countryByCode(saved) ? saved.toUpperCase() : countryOfLocale(locale);
  });

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    Cookies.set(COOKIE_KEYS.COUNTRY, country, {
      expires: LOCALE_COOKIE_DAYS,
      path: '/',
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
    });
    const target = localeForCountry(country);
    applyDocumentLanguage(target);
    onDone();
    switchLocale(target);
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-2">
      <label htmlFor={selectId} className="text-sm font-semibold text-sand-900">
        {t('locale.country')}
      </label>
      <div className="flex gap-2">
        <select
          id={selectId}
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          className="h-11 min-w-0 flex-1 rounded-md border border-sand-300 bg-white px-3 text-sm text-sand-900 focus:border-accent-600"
        >
          {COUNTRY_REGIONS.map((region) => (
            <optgroup key={region.id} label={t(`locale.regions.${region.id}`)}>
              {region.countries.map((item) => (
                <option key={item.code} value={item.code}>
                  {countryName(item.code)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <button type="submit" className="h-11 shrink-0 rounded-full bg-accent-600 px-5 text-sm font-semibold text-white hover:bg-accent-700">
          {t('locale.saveCountry')}
        </button>
      </div>
    </form>
  );
}
