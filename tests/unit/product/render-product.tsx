import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeT } from '@/lib/i18n/translate';
import { TestTranslations } from '../support/translations';
import { ProductTranslationProvider } from '@/components/product/product-translation';
import { makeStore } from '@/store/make-store';
import enCatalog from '@/locales/en/catalog.json';
import enCommon from '@/locales/en/common.json';
import enProduct from '@/locales/en/product.json';
import { asDeferredStore } from '../support/deferred-store';

/** Renders product components with the store, the real English translations and the page's t. */
export function renderProduct(ui: ReactElement) {
  const bundles = { common: enCommon, catalog: enCatalog, product: enProduct };
  const t = makeT(bundles, 'en-US', ['product']);
  const store = makeStore();
  const view = render(
    <Provider store={asDeferredStore(store)}>
      <TestTranslations locale="en-US" translations={{ 'en-US': bundles }}>
        <ProductTranslationProvider value={(key, options) => t(key, options)}>{ui}</ProductTranslationProvider>
      </TestTranslations>
    </Provider>,
  );
  return { store, ...view };
}
