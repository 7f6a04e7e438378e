import { z } from 'zod';
import { BANNER_ALT_MAX, BANNER_LINK_MAX, BANNER_PLACEMENTS, MAX_BANNER_BYTES } from '@/lib/brands/banner-rules';
import { idParam } from './brand-params-schemas';

/* Brand banners (issue 17 item 2): what /brand/banners lists and /brand/banners/create|edit send. */

const altText = z.string().trim().min(1, { error: 'Describe the picture in every language (alt text).' }).max(BANNER_ALT_MAX, { error: `An alt text can have at most ${BANNER_ALT_MAX} characters.` });

export const MAX_BANNER_BASE64_CHARS = Math.ceil(MAX_BANNER_BYTES / 3) * 4;

export const bannerPictureInputSchema = z.object({
  content_type: z.enum(['image/jpeg', 'image/png', 'image/webp'], { error: 'Send a JPEG, PNG or WebP picture.' }),
  data_base64: z
    .string()
    .max(MAX_BANNER_BASE64_CHARS + 4, { error: `The picture can weigh at most ${MAX_BANNER_BYTES / 1024 / 1024} MB.` })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'The picture must be sent as base64.' }),
});

const bannerFields = {
  placement: z.enum(BANNER_PLACEMENTS, { error: 'Choose where the banner shows: home, category or storefront.' }),
  category_slug: z.string().trim().toLowerCase().max(128).nullable().describe('The category page, for the category placement only'),
  link: z.string().trim().max(BANNER_LINK_MAX + 1, { error: `The link can have at most ${BANNER_LINK_MAX} characters.` }).describe('A path of this store, starting with /'),
  alt_text: z.object({ en: altText, fr: altText, de: altText }).describe('What the picture shows, per language'),
  starts_at: z.iso.datetime({ offset: true, error: 'Give the start as a date and time.' }),
  ends_at: z.iso.datetime({ offset: true, error: 'Give the end as a date and time.' }),
};

export const createBannerBodySchema = z.object({ ...bannerFields, picture: bannerPictureInputSchema });
export const updateBannerBodySchema = z.object({ ...bannerFields, picture: bannerPictureInputSchema.nullable().describe('null keeps the current picture') });

export const bannerParamsSchema = z.object({ brandId: idParam('brand'), bannerId: idParam('banner') });
export const bannerFileParamsSchema = z.object({ key: z.string().max(64), file: z.string().max(16) });

export const brandBannerSchema = z.object({
  id: z.int(),
  placement: z.enum(BANNER_PLACEMENTS),
  category_slug: z.string().nullable(),
  link: z.string(),
  alt_text: z.object({ en: z.string(), fr: z.string(), de: z.string() }),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  state: z.enum(['scheduled', 'live', 'ended']).describe('Against the server clock at the time of the answer'),
  picture_url: z.string().describe('The 1600×400 WebP'),
  thumbnail_url: z.string().describe('The 800×200 WebP'),
});
export type BrandBanner = z.infer<typeof brandBannerSchema>;

export const brandBannerListSchema = z.object({ banners: z.array(brandBannerSchema), limit: z.int() });
export const bannerOkSchema = z.object({ ok: z.literal(true) });
