import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { TestTranslations } from '../../support/translations';
import enCatalog from '@/locales/en/catalog.json';
import enCommon from '@/locales/en/common.json';
import enListing from '@/locales/en/listing.json';
import enSearch from '@/locales/en/search.json';

/** Renders with the real English translations of the namespaces search uses. */
export function renderSearch(ui: ReactElement) {
  return render(
    <TestTranslations locale="en-US" translations={{ 'en-US': { common: enCommon, catalog: enCatalog, listing: enListing, search: enSearch } }}>
      {ui}
    </TestTranslations>,
  );
}
