import { z } from 'zod';
import { MAX_BANNER_BYTES } from '@/lib/brands/banner-rules';
import { defineEndpoint } from '../endpoint';
import { brandParamsSchema } from './brand-params-schemas';
import { defineBrandEndpoint } from './define-brand-endpoint';
import { bannerFileParamsSchema, bannerOkSchema, bannerParamsSchema, brandBannerListSchema, brandBannerSchema, createBannerBodySchema, updateBannerBodySchema } from './banners-schemas';

/* Issue 17 item 2: a brand's banners, served through withBrandApi (decision 0035). */

const tags = ['Brand banners'];
const pictureNote = `JPEG, PNG or WebP (checked by its first bytes), at least 800×200 px, at most ${MAX_BANNER_BYTES / 1024 / 1024} MB; cropped to 4:1 and stored as AVIF and WebP, 800 and 1600 px wide.`;

export const listBrandBannersEndpoint = defineBrandEndpoint({
  method: 'GET',
  path: '/v1/brands/{brandId}/banners',
  summary: 'The banners of a brand, newest start first',
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  response: brandBannerListSchema,
  errors: ['NOT_FOUND'],
});

export const createBrandBannerEndpoint = defineBrandEndpoint({
  method: 'POST',
  path: '/v1/brands/{brandId}/banners',
  summary: 'Schedules a banner on the home page, a category page or the brand storefront (manager or owner)',
  description: `${pictureNote} The link is a path of this store; the end comes after the start and is not past.`,
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  body: createBannerBodySchema,
  response: brandBannerSchema,
  successStatus: 201,
  maxBodyBytes: 6 * 1024 * 1024,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'UNPROCESSABLE', 'PAYLOAD_TOO_LARGE'],
});

export const getBrandBannerEndpoint = defineBrandEndpoint({
  method: 'GET',
  path: '/v1/brands/{brandId}/banners/{bannerId}',
  summary: 'One banner of the brand',
  tags,
  auth: 'customer',
  params: bannerParamsSchema,
  response: brandBannerSchema,
  errors: ['NOT_FOUND'],
});

export const updateBrandBannerEndpoint = defineBrandEndpoint({
  method: 'PUT',
  path: '/v1/brands/{brandId}/banners/{bannerId}',
  summary: 'Changes a banner: picture (optional), link, alt texts, window, placement (manager or owner)',
  description: pictureNote,
  tags,
  auth: 'customer',
  params: bannerParamsSchema,
  body: updateBannerBodySchema,
  response: brandBannerSchema,
  maxBodyBytes: 6 * 1024 * 1024,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'UNPROCESSABLE', 'PAYLOAD_TOO_LARGE'],
});

export const deleteBrandBannerEndpoint = defineBrandEndpoint({
  method: 'DELETE',
  path: '/v1/brands/{brandId}/banners/{bannerId}',
  summary: 'Removes a banner at once (manager or owner)',
  tags,
  auth: 'customer',
  params: bannerParamsSchema,
  response: bannerOkSchema,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const getBannerPictureEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/brand-banners/{key}/{file}',
  summary: 'A banner picture ({width}.{format}: 800 or 1600, avif or webp), public and cached for a year',
  description: 'Answers the image bytes themselves (no envelope). The key changes with every upload, so the answer never changes; anything unknown gets 404 in the envelope.',
  tags,
  auth: 'public',
  params: bannerFileParamsSchema,
  response: z.null(),
  errors: ['NOT_FOUND'],
});

export const bannerEndpoints = [listBrandBannersEndpoint, createBrandBannerEndpoint, getBrandBannerEndpoint, updateBrandBannerEndpoint, deleteBrandBannerEndpoint, getBannerPictureEndpoint] as const;
