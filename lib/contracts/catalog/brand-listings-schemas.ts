import { z } from 'zod';
import {
  BRAND_LABEL_IDS,
  LISTING_ALT_MAX,
  LISTING_CURRENCIES,
  LISTING_DESCRIPTION_MAX,
  LISTING_FEATURE_MAX,
  LISTING_FEATURES_MAX,
  LISTING_NAME_MAX,
  LISTING_OPTION_MAX,
  LISTING_PAGE_SIZE_MAX,
  LISTING_PRICE_MAX_CENTS,
  LISTING_REFUSAL_MAX,
  LISTING_SHORT_MAX,
  LISTING_STATES,
  LISTING_STATUSES,
  LISTING_STOCK_MAX,
  LISTING_VARIANTS_MAX,
} from '@/lib/catalog/listing-rules';
import { queryInt } from '../query-schemas';
import { idParam } from '../brands/brand-params-schemas';

/* Brand listings (issue 17 item 1): what /brand/listings sends and reads, and the operators'
 * approval queue. Money is integer cents. */

const text = (max: number, what: string) => z.string().trim().max(max, { error: `${what} can have at most ${max} characters.` });
const requiredText = (max: number, what: string) => text(max, what).min(2, { error: `${what} needs at least 2 characters.` });
const localized = <T extends z.ZodType>(item: T) => z.object({ en: item, fr: item, de: item });

const optionValue = (what: string) =>
  z
    .string()
    .trim()
    .max(LISTING_OPTION_MAX, { error: `The ${what} can have at most ${LISTING_OPTION_MAX} characters.` })
    .regex(/^[\p{L}\p{N} .,'"x×/()+-]*$/u, { error: `The ${what} may hold letters, digits, spaces and . , ' " x / ( ) + - only.` });

const cents = z
  .int({ error: 'A price is a whole number of cents.' })
  .min(1, { error: 'A price must be at least 1 cent.' })
  .max(LISTING_PRICE_MAX_CENTS, { error: 'This price is too high.' });

export const listingPricesSchema = z.object(Object.fromEntries(LISTING_CURRENCIES.map((currency) => [currency, cents])) as Record<(typeof LISTING_CURRENCIES)[number], typeof cents>);

export const listingVariantInputSchema = z.object({
  id: z.int().positive().optional().describe('An existing variant of this listing; absent for a new one'),
  colour: optionValue('colour'),
  size: optionValue('size'),
  frame: optionValue('frame'),
  colour_hex: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Give the colour as #rrggbb.' }).transform((value) => value.toLowerCase()),
  stock: z.int({ error: 'Stock is a whole number.' }).min(0, { error: 'Stock cannot be negative.' }).max(LISTING_STOCK_MAX, { error: `Stock can be at most ${LISTING_STOCK_MAX}.` }),
  prices: listingPricesSchema,
});

export const listingInputSchema = z.object({
  category_id: z.int().positive(),
  names: localized(requiredText(LISTING_NAME_MAX, 'A name')),
  short_descriptions: localized(text(LISTING_SHORT_MAX, 'A short description')),
  descriptions: localized(requiredText(LISTING_DESCRIPTION_MAX, 'A description')),
  vendor_features: localized(z.array(requiredText(LISTING_FEATURE_MAX, 'A feature')).max(LISTING_FEATURES_MAX, { error: `At most ${LISTING_FEATURES_MAX} features.` })),
  vendor_description: localized(text(LISTING_DESCRIPTION_MAX, 'The vendor description')),
  labels: z
    .array(z.union(BRAND_LABEL_IDS.map((id) => z.literal(id)) as [z.ZodLiteral<number>, z.ZodLiteral<number>, ...z.ZodLiteral<number>[]]), { error: 'Labels: new (1), 20-year warranty (20) or pre-order (101).' })
    .max(BRAND_LABEL_IDS.length),
  variants: z
    .array(listingVariantInputSchema)
    .min(1, { error: 'A listing needs at least one variant.' })
    .max(LISTING_VARIANTS_MAX, { error: `A listing can have at most ${LISTING_VARIANTS_MAX} variants.` }),
});
export type ListingInput = z.infer<typeof listingInputSchema>;

export const listingParamsSchema = z.object({ brandId: idParam('brand'), productId: idParam('product') });
export const listingPictureParamsSchema = listingParamsSchema.extend({ pictureId: idParam('picture') });

export const listingListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(LISTING_STATUSES).optional(),
  page: queryInt({ min: 1, max: 10_000 }).default(1),
  per_page: queryInt({ min: 1, max: LISTING_PAGE_SIZE_MAX }).default(20),
});

const localizedOut = <T extends z.ZodType>(item: T) => z.object({ en: item, fr: item, de: item });

export const listingPictureSchema = z.object({ id: z.int(), position: z.int(), url: z.string(), alt: localizedOut(z.string()) });

export const listingVariantSchema = z.object({
  id: z.int(),
  sku: z.string(),
  colour: z.string(),
  size: z.string(),
  frame: z.string(),
  colour_hex: z.string(),
  stock: z.int(),
  prices: z.record(z.string(), z.int()),
});

export const listingCountsSchema = z.object({ draft: z.int(), pending: z.int(), approved: z.int(), refused: z.int() });

export const listingViewSchema = z.object({
  id: z.int(),
  code: z.string(),
  slug: z.string(),
  state: z.enum(LISTING_STATES),
  status: z.enum(LISTING_STATUSES),
  is_published: z.boolean(),
  refusal_reason: z.string().nullable(),
  product_url: z.string().nullable().describe('Path of the product page while it is in the store'),
  category_id: z.int(),
  names: localizedOut(z.string()),
  short_descriptions: localizedOut(z.string()),
  descriptions: localizedOut(z.string()),
  vendor_features: localizedOut(z.array(z.string())),
  vendor_description: localizedOut(z.string()),
  labels: z.array(z.int()),
  variants: z.array(listingVariantSchema),
  pictures: z.array(listingPictureSchema),
  updated_at: z.string(),
});
export type ListingView = z.infer<typeof listingViewSchema>;

export const listingListItemSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  status: z.enum(LISTING_STATUSES),
  variant_count: z.int(),
  stock: z.int(),
  price_usd: z.int().nullable().describe('Lowest variant price in USD cents'),
  picture_url: z.string().nullable(),
  updated_at: z.string(),
});

export const listingListSchema = z.object({
  items: z.array(listingListItemSchema),
  total: z.int(),
  page: z.int(),
  per_page: z.int(),
  counts: listingCountsSchema,
});
export type ListingList = z.infer<typeof listingListSchema>;

export const listingCategoriesSchema = z.array(z.object({ id: z.int(), name: z.string() }));

export const uploadListingPictureBodySchema = z.object({
  content_type: z.enum(['image/jpeg', 'image/png', 'image/webp'], { error: 'Send a JPEG, PNG or WebP picture.' }),
  data_base64: z.string().min(1).max(6 * 1024 * 1024, { error: 'The picture is too large.' }),
  alt: localized(text(LISTING_ALT_MAX, 'The alt text')),
});

export const arrangeListingPicturesBodySchema = z.object({
  pictures: z
    .array(z.object({ id: z.int().positive(), alt: localized(text(LISTING_ALT_MAX, 'The alt text')) }))
    .max(20)
    .describe('Every picture of the listing, in the order to show them'),
});

export const productPictureParamsSchema = z.object({
  file: z.string().max(120).regex(/^upl-[0-9a-f]{32}(-angle|-detail|-p\d)?-\d{2,4}\.webp$/, { error: 'There is no picture at this address.' }),
});

/* The operators' side. */

export const adminProductsQuerySchema = z.object({
  state: z.enum(LISTING_STATES).default('pending'),
  page: queryInt({ min: 1, max: 10_000 }).default(1),
});

export const adminProductParamsSchema = z.object({ productId: idParam('product') });

export const adminListingItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  vendor_name: z.string(),
  state: z.enum(LISTING_STATES),
  submitted_at: z.string().nullable(),
  picture_url: z.string().nullable(),
});

export const adminListingListSchema = z.object({ items: z.array(adminListingItemSchema), total: z.int(), page: z.int(), per_page: z.int() });

export const adminListingDetailSchema = listingViewSchema.extend({ vendor_name: z.string(), vendor_id: z.int(), category_name: z.string() });
export type AdminListingDetail = z.infer<typeof adminListingDetailSchema>;

export const decideListingBodySchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('refuse'), reason: requiredText(LISTING_REFUSAL_MAX, 'The reason') }),
]);
