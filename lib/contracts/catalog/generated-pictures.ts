import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/*
 * A generated product picture the build did not draw (decision 0053): the build draws each
 * variant's first view, and the gallery's other views (angle, detail, room scene) are drawn on
 * their first request and kept on disk; the image loader sends the browser here for them.
 */
export const generatedPictureParamsSchema = z.object({
  file: z
    .string()
    .max(160)
    .regex(/^[a-z0-9][a-z0-9_-]*-\d{2,4}\.webp$/, { error: 'There is no picture at this address.' }),
});

export const generatedPictureEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/generated-pictures/{file}',
  summary: 'A drawn product picture, drawn on its first request and cached for a year',
  description:
    'Answers the image/webp bytes themselves (no envelope): `{imageKey}[-angle|-detail|-scene]-{width}.webp` for an image key of a product variant in the catalog and one of the square picture widths. The storefront’s image loader asks here for the angle, detail and room-scene views, which the build does not draw. An unknown key or width gets 404 in the envelope.',
  tags: ['Catalog'],
  auth: 'public',
  params: generatedPictureParamsSchema,
  response: z.null(),
  errors: ['NOT_FOUND'],
});
