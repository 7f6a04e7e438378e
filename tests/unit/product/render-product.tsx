import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeT } from '@/lib/i18n/translate';
import { TestTranslations } from '../support/translations';
import { ProductTranslationProvider } from '@/components/product/product-translation';
import type { ProductDetail, ProductVariantDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { makeStore } from '@/store/make-store';
import enCatalog from '@/locales/en/catalog.json';
import enCommon from '@/locales/en/common.json';
import enProduct from '@/locales/en/product.json';

/** Renders product components with the store, the real English translations and the page's t. */
export function renderProduct(ui: ReactElement) {
  const bundles = { common: enCommon, catalog: enCatalog, product: enProduct };
  const t = makeT(bundles, 'en-US', ['product']);
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <TestTranslations locale="en-US" translations={{ 'en-US': bundles }}>
        <ProductTranslationProvider value={(key, options) => t(key, options)}>{ui}</ProductTranslationProvider>
      </TestTranslations>
    </Provider>,
  );
  return { store, ...view };
}

let nextVariantId = 100;

/** A variant in a product detail, in stock and purchasable unless told otherwise. */
export function buildVariant(overrides: Partial<ProductVariantDetail> = {}): ProductVariantDetail {
  const id = nextVariantId++;
  return {
    id,
    sku: `DH000001-${id}`,
    options: {},
    colourHex: '#cccccc',
    imageKey: 'standing-desk_black_oak',
    stock: 10,
    isDefault: false,
    price: { amount: 50_000, compareAtAmount: null, currency: 'USD', flashSalePercentOff: null },
    is_in_stock: true,
    availability: { isUnavailable: false, isPurchasable: true, reason: null },
    ...overrides,
  };
}

/** A product detail as the page receives it, with one default variant unless told otherwise. */
export function buildProduct(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const variants = overrides.variants ?? [buildVariant({ isDefault: true })];
  return {
    id: 1,
    product_name: 'Lumo Pro Standing Desk',
    product_url_code: 'DH000001',
    product_url_sequence_code: '100001',
    product_price: variants[0]?.price.amount ?? 0,
    quantity: variants.reduce((sum, variant) => sum + variant.stock, 0),
    category_name: 'Standing desks',
    promotion_code: null,
    vendor_code: 'DESKHAUS',
    is_vendor_product: false,
    flash_sale: null,
    has_flash_sale_v2: false,
    product_urls: [{ product_url_code: 'DH000001', flash_sale_v2: null }],
    is_in_stock: true,
    slug: 'lumo-pro-standing-desk',
    categorySlug: 'standing-desks',
    kind: 1,
    shortDescription: 'An electric standing desk.',
    vendor: { code: 'DESKHAUS', slug: 'deskhaus', name: 'Deskhaus' },
    ratingAverage: 4.5,
    reviewCount: 10,
    labels: [],
    currency: 'USD',
    availability: { isUnavailable: false, isPurchasable: true, reason: null },
    flashSaleEndsAt: null,
    variants,
    optionGroups: [],
    sections: [],
    priceTiers: [],
    customizations: [],
    ...overrides,
  };
}
