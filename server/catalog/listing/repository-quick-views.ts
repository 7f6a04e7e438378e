import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { ContentSectionBody, LanguageCode, VariantOptionName } from '@/server/db/schema';
import { CONTENT_SECTION } from '@/lib/constants/content-sections';
import { list, num, numOrNull, rowsOf } from './repository-scope';

/* What a listing card's quick view shows: variants, option labels and sections. */

export interface OptionLabel {
  option: VariantOptionName;
  value: string;
  label: string;
  position: number;
}

export async function listOptionLabels(db: Db, language: LanguageCode): Promise<OptionLabel[]> {
  const rows = await rowsOf(db, sql`select option, value, label, position from variant_option_labels where language = ${language} order by option, position, value`);
  return rows.map((row) => ({ option: String(row.option) as VariantOptionName, value: String(row.value), label: String(row.label), position: num(row.position) }));
}

export interface QuickViewVariantRow {
  productId: number;
  sku: string;
  isDefault: boolean;
  imageKey: string;
  colourHex: string;
  stock: number;
  options: Partial<Record<VariantOptionName, string>>;
  amount: number;
  compareAtAmount: number | null;
}

export interface QuickViewSectionRow {
  productId: number;
  title: string;
  body: ContentSectionBody;
}

/** Variants (in display order, priced in the currency) and quick-view sections of products. */
export async function listQuickViewRows(
  db: Db,
  input: { productIds: readonly number[]; language: LanguageCode; currency: string },
): Promise<{ variants: QuickViewVariantRow[]; sections: QuickViewSectionRow[]; shortDescriptions: Map<number, string> }> {
  if (input.productIds.length === 0) return { variants: [], sections: [], shortDescriptions: new Map() };
  const ids = list(input.productIds);
  const [variantRows, sectionRows, descriptionRows] = await Promise.all([
    rowsOf(
      db,
      sql`select pv.product_id, pv.sku, pv.is_default, pv.image_key, pv.colour_hex, pv.stock, pv.options, vp.amount, vp.compare_at_amount
        from product_variants pv
        join variant_prices vp on vp.variant_id = pv.id and vp.currency = ${input.currency}
        where pv.product_id in (${ids})
        order by pv.product_id, pv.position, pv.id`,
    ),
    rowsOf(
      db,
      sql`select product_id, title, body from product_content_sections
        where product_id in (${ids}) and section_id = ${CONTENT_SECTION.QUICKVIEW_FEATURE} and language = ${input.language}
        order by product_id, position, id`,
    ),
    rowsOf(db, sql`select product_id, short_description from product_translations where product_id in (${ids}) and language = ${input.language}`),
  ]);
  return {
    variants: variantRows.map((row) => ({
      productId: num(row.product_id),
      sku: String(row.sku),
      isDefault: row.is_default === true,
      imageKey: String(row.image_key),
      colourHex: String(row.colour_hex),
      stock: num(row.stock),
      options: (typeof row.options === 'string' ? JSON.parse(row.options) : row.options) as Partial<Record<VariantOptionName, string>>,
      amount: num(row.amount),
      compareAtAmount: numOrNull(row.compare_at_amount),
    })),
    sections: sectionRows.map((row) => ({
      productId: num(row.product_id),
      title: String(row.title),
      body: (typeof row.body === 'string' ? JSON.parse(row.body) : row.body) as ContentSectionBody,
    })),
    shortDescriptions: new Map(descriptionRows.map((row) => [num(row.product_id), String(row.short_description)])),
  };
}
