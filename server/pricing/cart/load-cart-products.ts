import type { Language } from '@/lib/i18n/locales';
import type { ProductDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { loadProductDetail } from '@/server/catalog/product-detail/load-product-detail';
import { getDb } from '@/server/db/client';

/*
 * The catalog's view of the products in a cart, through the catalog's own loader: in the
 * shopper's language (names, option labels) but in the cart's currency, which may differ from
 * the locale's (a cart keeps its currency). A product that is unpublished or has no price in
 * that currency maps to null: its lines show as unavailable.
 */
export async function loadCartProducts(
  productCodes: readonly string[],
  input: { language: Language; currency: string; now: Date },
): Promise<Map<string, ProductDetail | null>> {
  const db = getDb();
  const unique = [...new Set(productCodes)];
  const loaded = await Promise.all(
    unique.map(async (code) => {
      const result = await loadProductDetail(db, { code }, { language: input.language, currency: input.currency, now: input.now, relatedLimit: 0 });
      return [code, result?.detail ?? null] as const;
    }),
  );
  return new Map(loaded);
}

export async function loadCartProduct(productCode: string, input: { language: Language; currency: string; now: Date }): Promise<ProductDetail | null> {
  return (await loadCartProducts([productCode], input)).get(productCode) ?? null;
}
