import { z } from 'zod';
import { BRAND_PICTURE_KINDS } from '@/lib/brands/brand-rules';
import { HEX_COLOR_PATTERN } from '@/lib/brands/color-contrast';
import { STORE_SLUG_MAX } from '@/lib/brands/store-slug-rules';

/* The storefront profile of a brand (issue 16 item 3): what /brand/edit/* change and /store/{slug} shows. */

export const STORE_NAME_MAX = 80;
export const STORE_DESCRIPTION_MAX = 2000;
export const POLICY_TEXT_MAX = 4000;

const text = (max: number, what: string) => z.string().trim().max(max, { error: `${what} can have at most ${max} characters.` });

const localized = (max: number, what: string) =>
  z.object({ en: text(max, what), fr: text(max, what), de: text(max, what) }).describe('One text per language (en, fr, de)');

export const storeNameSchema = text(STORE_NAME_MAX, 'The store name').min(2, { error: 'The store name needs at least 2 characters.' });
export const storeDescriptionSchema = localized(STORE_DESCRIPTION_MAX, 'A description');
export const policyTextsSchema = localized(POLICY_TEXT_MAX, 'A policy').describe('An empty text means the brand states nothing');

/** Checked against the rules (lib/brands/store-slug-rules.ts) by the use case, which names the broken one. */
export const slugInputSchema = z.string().trim().toLowerCase().max(STORE_SLUG_MAX + 40, { error: 'This address is far too long.' });

export const createStoreBodySchema = z.object({ name: storeNameSchema, slug: slugInputSchema, description: storeDescriptionSchema });
export const updateProfileBodySchema = z.object({ name: storeNameSchema, description: storeDescriptionSchema });
export const updatePoliciesBodySchema = z.object({ shipping: policyTextsSchema, returns: policyTextsSchema, warranty: policyTextsSchema });
export const changeSlugBodySchema = z.object({ slug: slugInputSchema });
export const updateThemeBodySchema = z.object({
  accent_color: z
    .string()
    .regex(HEX_COLOR_PATTERN, { error: 'Give the colour as #rrggbb, for example #1d4ed8.' })
    .transform((value) => value.toLowerCase())
    .nullable()
    .describe('null gives the store its own accent back'),
});

export const slugAvailabilityQuerySchema = z.object({ slug: slugInputSchema });
export const slugAvailabilitySchema = z.object({
  slug: z.string(),
  available: z.boolean(),
  reason: z.enum(['too_short', 'too_long', 'format', 'reserved', 'taken']).nullable().describe('Why it is not available; never which brand has it'),
  message: z.string().nullable(),
});

const pictureSchema = z.object({ url: z.string(), width: z.int(), height: z.int() });

export const brandProfileSchema = z.object({
  brand_id: z.int(),
  status: z.string(),
  has_store: z.boolean(),
  name: z.string().describe('The store name once it exists, else the brand name'),
  slug: z.string().nullable(),
  store_url: z.string().nullable().describe('Path of the storefront, /store/{slug}'),
  description: z.object({ en: z.string(), fr: z.string(), de: z.string() }),
  policies: z.object({
    shipping: z.object({ en: z.string(), fr: z.string(), de: z.string() }),
    returns: z.object({ en: z.string(), fr: z.string(), de: z.string() }),
    warranty: z.object({ en: z.string(), fr: z.string(), de: z.string() }),
  }),
  theme: z.object({ accent_color: z.string().nullable(), logo: pictureSchema.nullable(), banner: pictureSchema.nullable(), logo_url: z.string().nullable(), banner_url: z.string().nullable() }),
});
export type BrandProfile = z.infer<typeof brandProfileSchema>;

export const MAX_PICTURE_BASE64_CHARS = Math.ceil((4 * 1024 * 1024) / 3) * 4;

export const uploadPictureBodySchema = z.object({
  kind: z.enum(BRAND_PICTURE_KINDS),
  content_type: z.enum(['image/jpeg', 'image/png', 'image/webp'], { error: 'Send a JPEG, PNG or WebP picture.' }),
  data_base64: z
    .string()
    .max(MAX_PICTURE_BASE64_CHARS + 4, { error: 'The picture can weigh at most 4 MB.' })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'The picture must be sent as base64.' }),
});
export const pictureKindParamsSchema = z.object({ kind: z.enum(BRAND_PICTURE_KINDS) });
export const pictureKeyParamsSchema = z.object({ key: z.string().max(64) });
export const uploadedPictureSchema = pictureSchema.extend({ kind: z.enum(BRAND_PICTURE_KINDS) });
export const okSchema = z.object({ ok: z.literal(true) });
