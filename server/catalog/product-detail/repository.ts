import type { Db } from '@/server/db/client';
import { jsonColumn, runPrepared, statement, type StatementParam } from '@/server/db/prepared-statement';
import type { ContentSectionBody, LanguageCode, ProductOptionChoiceRow, ProductOptionKind, VariantOptionName, CurrencyAmounts, LocalizedText } from '@/server/db/schema';
import { productInStoreText } from '@/server/catalog/repository-product-visibility';
import { salesAllowPurchaseText } from '../availability/repository-availability';

/*
 * With repository-*.ts beside it, the only files of product-detail that touch the database; they
 * return plain objects. A product page, whatever the product, is one statement (findProductPageRows); the
 * purchase check is another.
 */

export interface FlashSaleRow {
  id: number;
  version: number;
  percentOff: number;
  startsAt: Date;
  endsAt: Date;
  isActive: boolean;
}

export interface ProductCoreRow {
  id: number;
  code: string;
  slug: string;
  urlSequenceCode: string;
  kind: number;
  isVendorProduct: boolean;
  promotionCode: string | null;
  ratingAverage: number;
  reviewCount: number;
  categorySlug: string;
  categoryName: string;
  name: string;
  shortDescription: string;
  vendor: { code: string; slug: string; name: string } | null;
  labels: number[];
  priceTiers: { minQuantity: number; percentOff: number }[];
  flashSales: FlashSaleRow[];
}

export type ProductLookup = { code: string } | { categorySlug: string; slug: string };

export interface VariantRow {
  id: number;
  sku: string;
  options: Partial<Record<VariantOptionName, string>>;
  colourHex: string;
  imageKey: string;
  stock: number;
  isDefault: boolean;
  amount: number;
  compareAtAmount: number | null;
}

export interface OptionLabelRow {
  option: VariantOptionName;
  value: string;
  label: string;
  position: number;
}

export interface SectionRow {
  sectionId: number;
  title: string;
  body: ContentSectionBody;
}

export interface ProductOptionRow {
  code: string;
  kind: ProductOptionKind;
  name: LocalizedText;
  help: LocalizedText | null;
  choices: ProductOptionChoiceRow[];
  maxLength: number | null;
  priceDeltas: CurrencyAmounts;
}

export interface RelatedProductRow {
  id: number;
  code: string;
  slug: string;
  categorySlug: string;
  name: string;
  imageKey: string;
  amount: number;
  compareAtAmount: number | null;
  ratingAverage: number;
  reviewCount: number;
  labels: number[];
  flashPercent: number | null;
}

export interface ProductPageRows {
  core: ProductCoreRow;
  variants: VariantRow[];
  sections: SectionRow[];
  options: ProductOptionRow[];
  optionLabels: OptionLabelRow[];
  related: RelatedProductRow[];
}

export interface ProductPageQuery {
  language: LanguageCode;
  currency: string;
  now: Date;
  /** Related products to read along (0: none). */
  relatedLimit: number;
}

export interface RawFlashSale {
  id: number;
  version: number;
  percentOff: number;
  startsAt: string;
  endsAt: string;
  isActive: boolean;
}

interface RawCore extends Omit<ProductCoreRow, 'vendor' | 'labels' | 'priceTiers' | 'flashSales'> {
  vendorCode: string | null;
  vendorSlug: string | null;
  vendorName: string | null;
}

interface RawPage {
  core: RawCore | null;
  labels: number[] | null;
  tiers: { minQuantity: number; percentOff: number }[] | null;
  sales: RawFlashSale[] | null;
  variants: VariantRow[] | null;
  sections: SectionRow[] | null;
  options: ProductOptionRow[] | null;
  optionLabels: OptionLabelRow[] | null;
  related: RelatedProductRow[] | null;
}

export function flashSalesOf(raw: readonly RawFlashSale[] | null): FlashSaleRow[] {
  return (raw ?? []).map((sale) => ({ ...sale, startsAt: new Date(sale.startsAt), endsAt: new Date(sale.endsAt) }));
}

/*
 * The product page statement. $1 language, $2 currency, $3 the moment flash sales are read at,
 * $4 how many related products, then the lookup: $5 the product code, or $5 the category slug
 * and $6 the product slug. Small lists travel as JSON; names come from scalar subqueries rather
 * than joins, which the planner (the dearest part of such a query) handles far faster.
 */
function productPageSql(lookup: 'code' | 'slug'): string {
  const where = lookup === 'code' ? 'p.code = $5' : 'c.slug = $5 and p.slug = $6';
  return `
    with t as (
      select p.id, p.category_id,
        (select vp.amount from product_variants dv join variant_prices vp on vp.variant_id = dv.id and vp.currency = $2
          where dv.product_id = p.id and dv.is_default limit 1) as target
      from products p join categories c on c.id = p.category_id
      where ${productInStoreText('p')} and ${where}
      limit 1
    )
    select
      (select json_build_object(
          'id', p.id, 'code', p.code, 'slug', p.slug, 'urlSequenceCode', p.url_sequence_code, 'kind', p.kind,
          'isVendorProduct', p.is_vendor_product, 'promotionCode', p.promotion_code, 'ratingAverage', p.rating_average_x100,
          'reviewCount', p.review_count,
          'categorySlug', (select c.slug from categories c where c.id = p.category_id),
          'categoryName', (select ct.name from category_translations ct where ct.category_id = p.category_id and ct.language = $1),
          'name', (select pt.name from product_translations pt where pt.product_id = p.id and pt.language = $1),
          'shortDescription', (select pt.short_description from product_translations pt where pt.product_id = p.id and pt.language = $1),
          'vendorCode', v.code, 'vendorSlug', v.slug, 'vendorName', v.name)
        from products p left join vendors v on v.id = p.vendor_id
        where p.id = t.id) as core,
      (select json_agg(l.label_id order by l.label_id) from product_labels l where l.product_id = t.id) as labels,
      (select json_agg(json_build_object('minQuantity', pt.min_quantity, 'percentOff', pt.percent_off) order by pt.min_quantity)
        from price_tiers pt where pt.product_id = t.id) as tiers,
      (select json_agg(json_build_object('id', f.id, 'version', f.version, 'percentOff', f.percent_off, 'startsAt', f.starts_at,
          'endsAt', f.ends_at, 'isActive', f.is_active) order by f.id)
        from flash_sales f where f.product_id = t.id) as sales,
      (select json_agg(json_build_object('id', pv.id, 'sku', pv.sku, 'options', pv.options, 'colourHex', pv.colour_hex,
          'imageKey', pv.image_key, 'stock', pv.stock, 'isDefault', pv.is_default, 'amount', vp.amount,
          'compareAtAmount', vp.compare_at_amount) order by pv.position, pv.id)
        from product_variants pv join variant_prices vp on vp.variant_id = pv.id and vp.currency = $2
        where pv.product_id = t.id) as variants,
      (select json_agg(json_build_object('sectionId', s.section_id, 'title', s.title, 'body', s.body) order by s.position, s.id)
        from product_content_sections s where s.product_id = t.id and s.language = $1) as sections,
      (select json_agg(json_build_object('code', o.code, 'kind', o.kind, 'name', o.name, 'help', o.help, 'choices', o.choices,
          'maxLength', o.max_length, 'priceDeltas', o.price_deltas) order by o.position, o.code)
        from product_options o where o.product_id = t.id) as options,
      (select json_agg(json_build_object('option', ol.option, 'value', ol.value, 'label', ol.label, 'position', ol.position)
          order by ol.position, ol.value)
        from variant_option_labels ol where ol.language = $1) as "optionLabels",
      (select json_agg(r.card order by r.distance, r.sold desc, r.id) from (
        select p.id, p.sold_count as sold, abs(vp.amount - t.target) as distance,
          json_build_object('id', p.id, 'code', p.code, 'slug', p.slug,
            'categorySlug', (select c.slug from categories c where c.id = p.category_id),
            'name', (select pt.name from product_translations pt where pt.product_id = p.id and pt.language = $1),
            'imageKey', dv.image_key, 'amount', vp.amount, 'compareAtAmount', vp.compare_at_amount,
            'ratingAverage', p.rating_average_x100, 'reviewCount', p.review_count,
            'labels', coalesce((select json_agg(l.label_id order by l.label_id) from product_labels l where l.product_id = p.id), '[]'::json),
            'flashPercent', (select max(f.percent_off) from flash_sales f
              where f.product_id = p.id and f.is_active and f.starts_at <= $3 and f.ends_at > $3)) as card
        from products p
        join product_variants dv on dv.product_id = p.id and dv.is_default
        join variant_prices vp on vp.variant_id = dv.id and vp.currency = $2
        where p.category_id = t.category_id and p.id <> t.id and ${productInStoreText('p')} and vp.amount > 0
          and exists (select 1 from product_variants s where s.product_id = p.id and s.stock > 0)
          and ${salesAllowPurchaseText('p.id', '$3')}
        order by distance, p.sold_count desc, p.id
        limit $4) r) as related
    from t`;
}

const PAGE_TYPES = ['text', 'text', 'timestamptz', 'int', 'text', 'text'] as const;
const PAGE_BY_CODE = statement('product_page_by_code', productPageSql('code'), PAGE_TYPES.slice(0, 5));
const PAGE_BY_SLUG = statement('product_page_by_slug', productPageSql('slug'), PAGE_TYPES);

/**
 * Everything the product page shows, in one statement: the product (with its category,
 * translation and vendor), labels, tiers, flash sales, variants priced in the currency, content
 * sections, customization options, the option labels of the language and the related products.
 */
export async function findProductPageRows(db: Db, lookup: ProductLookup, query: ProductPageQuery): Promise<ProductPageRows | undefined> {
  const common: StatementParam[] = [query.language, query.currency, query.now.toISOString(), query.relatedLimit];
  const rows =
    'code' in lookup
      ? await runPrepared(db, PAGE_BY_CODE, [...common, lookup.code])
      : await runPrepared(db, PAGE_BY_SLUG, [...common, lookup.categorySlug, lookup.slug]);
  const [row] = rows;
  if (!row) return undefined;
  const raw = Object.fromEntries(Object.entries(row).map(([key, value]) => [key, jsonColumn<unknown>(value)])) as unknown as RawPage;
  if (!raw.core) return undefined;
  const { vendorCode, vendorSlug, vendorName, ...core } = raw.core;
  return {
    core: {
      ...core,
      ratingAverage: core.ratingAverage / 100,
      vendor: vendorCode !== null && vendorSlug !== null && vendorName !== null ? { code: vendorCode, slug: vendorSlug, name: vendorName } : null,
      labels: raw.labels ?? [],
      priceTiers: raw.tiers ?? [],
      flashSales: flashSalesOf(raw.sales),
    },
    variants: raw.variants ?? [],
    sections: raw.sections ?? [],
    options: raw.options ?? [],
    optionLabels: raw.optionLabels ?? [],
    related: (raw.related ?? []).map((card) => ({ ...card, ratingAverage: card.ratingAverage / 100 })),
  };
}
