import { z } from 'zod';
import { MAX_PICTURE_BYTES } from '@/lib/brands/brand-rules';
import { defineEndpoint } from '../endpoint';
import { defineBrandEndpoint } from './define-brand-endpoint';
import { brandParamsSchema } from './brand-params-schemas';
import {
  brandProfileSchema,
  changeSlugBodySchema,
  createStoreBodySchema,
  okSchema,
  pictureKeyParamsSchema,
  pictureKindParamsSchema,
  slugAvailabilityQuerySchema,
  slugAvailabilitySchema,
  updatePoliciesBodySchema,
  updateProfileBodySchema,
  updateThemeBodySchema,
  uploadedPictureSchema,
  uploadPictureBodySchema,
} from './profile-schemas';

/* Issue 16 item 3: a brand's storefront profile, served through withBrandApi (decision 0030). */

const tags = ['Brands'];

export const getBrandProfileEndpoint = defineBrandEndpoint({
  method: 'GET',
  path: '/v1/brands/{brandId}/profile',
  summary: 'The store profile of a brand: name, address, descriptions, policies and theme',
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  response: brandProfileSchema,
  errors: ['NOT_FOUND'],
});

export const createBrandStoreEndpoint = defineBrandEndpoint({
  method: 'POST',
  path: '/v1/brands/{brandId}/store',
  summary: 'Opens the store of an approved brand (owner or manager)',
  description: 'Creates the catalog vendor behind /store/{slug}. 409 when the brand is not approved, already has a store, or the address is taken.',
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  body: createStoreBodySchema,
  response: brandProfileSchema,
  successStatus: 201,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'UNPROCESSABLE'],
});

export const updateBrandProfileEndpoint = defineBrandEndpoint({
  method: 'PUT',
  path: '/v1/brands/{brandId}/profile',
  summary: 'Renames the store and rewrites its descriptions (manager or owner)',
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  body: updateProfileBodySchema,
  response: brandProfileSchema,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'],
});

export const updateBrandPoliciesEndpoint = defineBrandEndpoint({
  method: 'PUT',
  path: '/v1/brands/{brandId}/policies',
  summary: 'Shipping, returns and warranty policies in en, fr and de (manager or owner)',
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  body: updatePoliciesBodySchema,
  response: brandProfileSchema,
  maxBodyBytes: 200_000,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const slugAvailabilityEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/brands/slug-availability',
  summary: 'Whether a store address is free and valid',
  description: 'Answers available and a reason; never which brand holds a taken address.',
  tags,
  auth: 'customer',
  query: slugAvailabilityQuerySchema,
  response: slugAvailabilitySchema,
});

export const changeBrandSlugEndpoint = defineBrandEndpoint({
  method: 'PUT',
  path: '/v1/brands/{brandId}/slug',
  summary: 'Moves the store to a new address (owner); the old one redirects permanently',
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  body: changeSlugBodySchema,
  response: brandProfileSchema,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'UNPROCESSABLE'],
});

export const updateBrandThemeEndpoint = defineBrandEndpoint({
  method: 'PUT',
  path: '/v1/brands/{brandId}/theme',
  summary: 'The accent colour of the storefront header (manager or owner)',
  description: 'Refused with 422 when white text on it is below WCAG AA (4.5:1).',
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  body: updateThemeBodySchema,
  response: brandProfileSchema,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'UNPROCESSABLE'],
});

export const uploadBrandPictureEndpoint = defineBrandEndpoint({
  method: 'POST',
  path: '/v1/brands/{brandId}/pictures',
  summary: 'Uploads the logo or the banner of the store (manager or owner)',
  description: `JPEG, PNG or WebP (checked by its first bytes), at most ${MAX_PICTURE_BYTES / 1024 / 1024} MB; stored as WebP under a new random key.`,
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  body: uploadPictureBodySchema,
  response: uploadedPictureSchema,
  successStatus: 201,
  maxBodyBytes: 6 * 1024 * 1024,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'UNPROCESSABLE', 'PAYLOAD_TOO_LARGE'],
});

export const removeBrandPictureEndpoint = defineBrandEndpoint({
  method: 'DELETE',
  path: '/v1/brands/{brandId}/pictures/{kind}',
  summary: 'Removes the logo or the banner (manager or owner)',
  tags,
  auth: 'customer',
  params: brandParamsSchema.extend(pictureKindParamsSchema.shape),
  response: okSchema,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const getBrandPictureEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/brand-pictures/{key}',
  summary: 'A store logo or banner, public and cached for a year',
  description: 'Answers the image/webp bytes themselves (no envelope). The key changes with every upload, so the answer never changes; an unknown key gets 404 in the envelope.',
  tags,
  auth: 'public',
  params: pictureKeyParamsSchema,
  response: z.null(),
  errors: ['NOT_FOUND'],
});
