import { z } from 'zod';
import { defineEndpoint } from '@/lib/contracts/endpoint';
import { revalidationReportSchema } from '@/lib/contracts/catalog/revalidation-schemas';
import {
  contentListQuerySchema,
  contentListSchema,
  COVER_UPLOAD_MAX_BYTES,
  coverParamsSchema,
  createdItemSchema,
  EDITOR_KINDS,
  editorItemParamsSchema,
  editorItemSchema,
  editorKindParamsSchema,
  editorOptionsSchema,
  previewQuerySchema,
  publishBodySchema,
  saveDraftBodySchema,
  uploadCoverBodySchema,
  uploadedCoverSchema,
} from './editor-schemas';

/* The operators' content editor (issue 18 item 5, decision 0037), served through withOperatorApi. */

const tags = ['Admin', 'Content'];
const publishedItemSchema = editorItemSchema.extend({ revalidation: revalidationReportSchema });

export const listContentItemsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/content/items',
  summary: 'Posts and help articles with their state (draft, scheduled, published), newest change first',
  tags,
  auth: 'admin',
  query: contentListQuerySchema,
  response: contentListSchema,
});

export const getEditorOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/content/options',
  summary: 'Authors, blog categories, tags and help sections the editor offers',
  tags,
  auth: 'admin',
  query: previewQuerySchema,
  response: editorOptionsSchema,
});

export const createContentItemEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/content/{kind}',
  summary: 'A new post or help article, saved as a draft (nothing shows on the site yet)',
  tags,
  auth: 'admin',
  params: editorKindParamsSchema,
  body: saveDraftBodySchema,
  response: createdItemSchema,
  successStatus: 201,
  maxBodyBytes: 400_000,
  errors: ['UNPROCESSABLE', 'CONFLICT'],
});

export const getEditorItemEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/content/{kind}/{id}',
  summary: 'A post or article as the editor shows it: its draft (or live text), state and history',
  tags,
  auth: 'admin',
  params: editorItemParamsSchema,
  response: editorItemSchema,
  errors: ['NOT_FOUND'],
});

export const saveContentDraftEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/v1/admin/content/{kind}/{id}/draft',
  summary: 'Saves the draft; the site keeps showing the published version until it is published',
  tags,
  auth: 'admin',
  params: editorItemParamsSchema,
  body: saveDraftBodySchema,
  response: editorItemSchema,
  maxBodyBytes: 400_000,
  errors: ['NOT_FOUND', 'UNPROCESSABLE', 'CONFLICT'],
});

export const publishContentItemEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/content/{kind}/{id}/publication',
  summary: 'Publishes the draft now (pages re-rendered at once, search updated) or schedules it',
  description: 'Every language (en, fr, de) must be complete and a post needs a cover (422). A slug another post uses answers 409. A future `at` keeps the draft with that time: the server publishes it then.',
  tags,
  auth: 'admin',
  params: editorItemParamsSchema,
  body: publishBodySchema,
  response: publishedItemSchema,
  errors: ['NOT_FOUND', 'UNPROCESSABLE', 'CONFLICT'],
});

export const unpublishContentItemEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/v1/admin/content/{kind}/{id}/publication',
  summary: 'Takes the post or article off the site and cancels a scheduled publication',
  tags,
  auth: 'admin',
  params: editorItemParamsSchema,
  response: publishedItemSchema,
  errors: ['NOT_FOUND'],
});

export const previewContentItemEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/content/{kind}/{id}/preview',
  summary: "The public page's props for the draft, in one language (the preview page renders the real template)",
  tags,
  auth: 'admin',
  params: editorItemParamsSchema,
  query: previewQuerySchema,
  response: z.object({ kind: z.enum(EDITOR_KINDS), page: z.unknown() }),
  errors: ['NOT_FOUND', 'UNPROCESSABLE'],
});

export const uploadContentCoverEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/content/covers',
  summary: 'Uploads a post cover: checked, cropped to 3:2 and stored as WebP at the cover widths',
  tags,
  auth: 'admin',
  body: uploadCoverBodySchema,
  response: uploadedCoverSchema,
  successStatus: 201,
  maxBodyBytes: Math.ceil((COVER_UPLOAD_MAX_BYTES * 4) / 3) + 4096,
  errors: ['UNPROCESSABLE', 'PAYLOAD_TOO_LARGE'],
});

export const getContentCoverEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/content/covers/{name}',
  summary: 'An uploaded post cover at one width, public and cached for a year',
  description: 'Answers the image/webp bytes (no envelope). {name} is {coverKey}-{width}.webp; the image loader picks the width.',
  tags: ['Content'],
  auth: 'public',
  params: coverParamsSchema,
  response: z.null(),
  errors: ['NOT_FOUND'],
});

export const contentEditorEndpoints = [
  listContentItemsEndpoint,
  getEditorOptionsEndpoint,
  createContentItemEndpoint,
  getEditorItemEndpoint,
  saveContentDraftEndpoint,
  publishContentItemEndpoint,
  unpublishContentItemEndpoint,
  previewContentItemEndpoint,
  uploadContentCoverEndpoint,
  getContentCoverEndpoint,
];
