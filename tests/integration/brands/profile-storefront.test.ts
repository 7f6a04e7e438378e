import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { brands } from '@/server/db/schema/brands/brands';
import { products } from '@/server/db/schema/catalog/catalog';
import { getProductStaticProps } from '@/server/pages/product-page-props';
import { getVendorStaticProps } from '@/server/pages/vendor-page-props';
import { buildCategory, buildProduct } from '@/tests/support/builders/catalog';
import { expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startBrandsApi, type BrandsApi } from './support/brands-api';
import { buildBrandWithStore } from './support/profile-setup';

/* Issue 16 item 3: what shoppers see of a brand's profile on /store/{slug} and on its product pages. */

let api: BrandsApi;
beforeAll(async () => {
  api = await startBrandsApi();
});
afterAll(() => api.close());

const POLICIES = {
  shipping: { en: 'Ships from Porto within 5 days.', fr: 'Expédié de Porto sous 5 jours.', de: '' },
  returns: { en: '', fr: '', de: '' },
  warranty: { en: 'Ten years on the frame.', fr: 'Dix ans sur la structure.', de: 'Zehn Jahre auf das Gestell.' },
};

async function storeWithProduct() {
  const team = await buildBrandWithStore(api);
  expectSuccessData(await api.call('PUT', `/v1/brands/${team.brand.id}/policies`, { headers: team.owner.headers, body: POLICIES }));
  expectSuccessData(await api.call('PUT', `/v1/brands/${team.brand.id}/theme`, { headers: team.owner.headers, body: { accent_color: '#14532d' } }));
  const [brand] = await api.db.select({ vendorId: brands.vendorId }).from(brands).where(eq(brands.id, team.brand.id));
  const category = await buildCategory(api.db);
  const product = await buildProduct(api.db, { categoryId: category.id, isVendorProduct: true, variants: [{ stock: 5, prices: { USD: 49_900, EUR: 45_900, GBP: 39_900, CAD: 64_900 } }] });
  await api.db.update(products).set({ vendorId: brand!.vendorId }).where(eq(products.id, product.id));
  const [row] = await api.db.select({ slug: products.slug }).from(products).where(eq(products.id, product.id));
  return { team, categorySlug: category.slug, productSlug: row!.slug };
}

describe('the storefront of a brand', () => {
  it('carries the accent colour with its readable text colour and the stated policies in the page’s language', async () => {
    const { team } = await storeWithProduct();
    const fr = (await getVendorStaticProps({ params: { store: team.slug }, locale: 'fr-FR', locales: [], defaultLocale: 'en-US' })) as { props: { header: { brand: unknown } } };
    expect(fr.props.header.brand).toEqual({
      accent: { background: '#14532d', text: '#ffffff' },
      logo: null,
      banner: null,
      policies: [
        { kind: 'shipping', text: 'Expédié de Porto sous 5 jours.' },
        { kind: 'warranty', text: 'Dix ans sur la structure.' },
      ],
    });
    // German shipping is empty: the English text stands in; returns say nothing at all.
    const de = (await getVendorStaticProps({ params: { store: team.slug }, locale: 'de-DE', locales: [], defaultLocale: 'en-US' })) as { props: { header: { brand: { policies: unknown[] } } } };
    expect(de.props.header.brand.policies).toEqual([
      { kind: 'shipping', text: 'Ships from Porto within 5 days.' },
      { kind: 'warranty', text: 'Zehn Jahre auf das Gestell.' },
    ]);
  });

  it('shows no brand look once the brand is suspended', async () => {
    const { team } = await storeWithProduct();
    await api.db.update(brands).set({ status: 'suspended' }).where(eq(brands.id, team.brand.id));
    const page = (await getVendorStaticProps({ params: { store: team.slug }, locale: 'en-US', locales: [], defaultLocale: 'en-US' })) as { props: { header: { brand: unknown } } };
    expect(page.props.header.brand).toBeNull();
  });
});

describe('the product pages of a brand', () => {
  it('list the brand’s shipping and warranty policies, rendered from the page’s props', async () => {
    const { categorySlug, productSlug } = await storeWithProduct();
    const page = (await getProductStaticProps({ params: { categorySlug, productSlug }, locale: 'en-US', locales: [], defaultLocale: 'en-US' })) as { props: { brandPolicies: unknown } };
    expect(page.props.brandPolicies).toEqual([
      { kind: 'shipping', text: 'Ships from Porto within 5 days.' },
      { kind: 'warranty', text: 'Ten years on the frame.' },
    ]);
  });
});
