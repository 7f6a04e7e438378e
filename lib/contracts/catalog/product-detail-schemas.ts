import { z } from 'zod';
import { STOCK_STATES } from '@/lib/product/stock-state';
import { productCardSchema } from './catalog-schemas';

/*
 * The product detail as the product page and GET /v1/catalog/products/{code} give it, in one
 * language and one currency. Fields the spec names (§3 "Product (fields read)") keep the spec's
 * snake_case names, so lib/catalog/product-availability.ts reads this object as it is; fields of
 * our own are camelCase like the rest of the API. Money is integer minor units.
 * Lives in lib (not server) because the page components type their props with it.
 */

export const PURCHASE_BLOCK_REASONS = ['sold-out', 'flash-sale-paused', 'flash-sale-v2-paused'] as const;
export type PurchaseBlockReason = (typeof PURCHASE_BLOCK_REASONS)[number];

export const detailPriceSchema = z.object({
  amount: z.int().describe('Price of one unit the shopper pays, in minor units'),
  compareAtAmount: z.int().nullable().describe('Struck-through price in minor units, when the shopper pays less'),
  currency: z.string().length(3),
  flashSalePercentOff: z.int().nullable(),
});

export const availabilitySchema = z.object({
  isUnavailable: z.boolean().describe('Spec §4: vendor or flash-sale product that is not in stock'),
  isPurchasable: z.boolean(),
  reason: z.enum(PURCHASE_BLOCK_REASONS).nullable().describe('Why it cannot be bought, when it cannot'),
  state: z
    .enum(STOCK_STATES)
    .describe('What the shopper is told (decided on the server, the same on cards, the page, quick view, cart and checkout): in-stock, low-stock, pre-order, sold-out, or paused (in stock but its flash sale is switched off)'),
  maxQuantity: z.int().min(0).describe('Most units one cart may hold: the stock when stock binds it, else the line maximum; 0 when it cannot be bought'),
});

export const productVariantSchema = z.object({
  id: z.int(),
  sku: z.string(),
  options: z.object({ colour: z.string().optional(), frame: z.string().optional(), size: z.string().optional() }),
  colourHex: z.string(),
  imageKey: z.string(),
  stock: z.int().min(0),
  isDefault: z.boolean(),
  price: detailPriceSchema,
  is_in_stock: z.boolean(),
  availability: availabilitySchema,
});

export const optionGroupSchema = z.object({
  name: z.enum(['colour', 'frame', 'size']),
  values: z.array(z.object({ value: z.string(), label: z.string(), swatchHex: z.string().nullable() })),
});

export const contentSectionBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paragraphs'), paragraphs: z.array(z.string()) }),
  z.object({ kind: z.literal('bullets'), items: z.array(z.string()) }),
  z.object({ kind: z.literal('specs'), rows: z.array(z.object({ label: z.string(), value: z.string() })) }),
]);

export const contentSectionSchema = z.object({
  sectionId: z.int().describe('Content section id of spec §9'),
  title: z.string(),
  body: contentSectionBodySchema,
});

export const priceTierSchema = z.object({ minQuantity: z.int(), percentOff: z.int() });

export const customizationOptionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('choice'),
    code: z.string(),
    name: z.string(),
    help: z.string().nullable(),
    choices: z.array(z.object({ code: z.string(), label: z.string(), priceDelta: z.int(), isDefault: z.boolean() })),
  }),
  z.object({
    kind: z.literal('text'),
    code: z.string(),
    name: z.string(),
    help: z.string().nullable(),
    maxLength: z.int(),
    priceDelta: z.int().describe('Added to the unit price when the text is not empty, in minor units'),
  }),
]);

const saleWindow = { starts_at: z.iso.datetime(), ends_at: z.iso.datetime() };

export const flashSaleDealSchema = z.object({ id: z.int(), is_active: z.boolean(), percent_off: z.int(), ...saleWindow });

export const flashSaleV2Schema = z.object({
  id: z.int(),
  ...saleWindow,
  flash_sale_v2_product_details: z.array(z.object({ is_active: z.boolean(), percent_off: z.int() })),
});

export const productDetailSchema = z.object({
  id: z.int(),
  product_name: z.string(),
  product_url_code: z.string(),
  product_url_sequence_code: z.string(),
  product_price: z.int().describe('Effective price of the default variant, in minor units'),
  quantity: z.int().describe('Units in stock over every variant'),
  category_name: z.string(),
  promotion_code: z.string().nullable(),
  vendor_code: z.string().nullable(),
  is_vendor_product: z.boolean(),
  flash_sale: z.object({ deals: z.array(flashSaleDealSchema) }).nullable().describe('Present while a v1 flash sale window is open'),
  has_flash_sale_v2: z.boolean(),
  product_urls: z.array(z.object({ product_url_code: z.string(), flash_sale_v2: flashSaleV2Schema.nullable() })),
  is_in_stock: z.boolean(),

  slug: z.string(),
  categorySlug: z.string(),
  kind: z.int().describe('Product kind of spec §9'),
  shortDescription: z.string(),
  vendor: z.object({ code: z.string(), slug: z.string(), name: z.string() }).nullable(),
  ratingAverage: z.number().describe('Average rating from 0 to 5'),
  reviewCount: z.int(),
  labels: z.array(z.int()).describe('Label ids of spec §9'),
  currency: z.string().length(3),
  availability: availabilitySchema,
  flashSaleEndsAt: z.iso.datetime().nullable().describe('End of the flash sale whose discount the price includes'),
  variants: z.array(productVariantSchema),
  optionGroups: z.array(optionGroupSchema),
  sections: z.array(contentSectionSchema),
  priceTiers: z.array(priceTierSchema),
  customizations: z.array(customizationOptionSchema),
});

export type ProductDetail = z.infer<typeof productDetailSchema>;
export type ProductVariantDetail = z.infer<typeof productVariantSchema>;
export type OptionGroup = z.infer<typeof optionGroupSchema>;
export type ContentSection = z.infer<typeof contentSectionSchema>;
export type CustomizationOption = z.infer<typeof customizationOptionSchema>;
export type ProductAvailability = z.infer<typeof availabilitySchema>;
export type DetailPrice = z.infer<typeof detailPriceSchema>;

/** Public product codes ("DH000123"): letters, digits and dashes. */
export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

export const productCodeParamsSchema = z.object({
  code: z.string().regex(PRODUCT_CODE_PATTERN, { error: 'A product code is 1 to 64 letters, digits or dashes.' }).describe('Public product code, e.g. DH000123'),
});

export const productDetailResponseSchema = productDetailSchema;

export const relatedProductsResponseSchema = z.array(productCardSchema);
