import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import enCatalog from '@/locales/en/catalog.json';
import enCommon from '@/locales/en/common.json';
import enListing from '@/locales/en/listing.json';
import enSearch from '@/locales/en/search.json';

/** Renders with the real English translations of the namespaces search uses. */
export function renderSearch(ui: ReactElement) {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en-US',
    resources: { 'en-US': { common: enCommon, catalog: enCatalog, listing: enListing, search: enSearch } },
    defaultNS: 'common',
    ns: ['common', 'catalog', 'listing', 'search'],
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
