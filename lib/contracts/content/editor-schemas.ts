import { z } from 'zod';
import { queryEnum } from '../query-schemas';

/*
 * The operators' content editor (issue 18 item 5, decision 0037). A draft may be incomplete; a
 * publication needs every language (en, fr, de) filled in, and a post needs a cover.
 */

export const EDITOR_LANGUAGES = ['en', 'fr', 'de'] as const;
export type EditorLanguage = (typeof EDITOR_LANGUAGES)[number];
export const EDITOR_KINDS = ['posts', 'articles'] as const;
export type EditorKind = (typeof EDITOR_KINDS)[number];
export const CONTENT_STATES = ['draft', 'scheduled', 'published'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugMessage = 'Use lower-case letters, digits and single hyphens (for example "sit-stand-habits").';
export const editorSlugSchema = z.string().trim().max(150, { error: 'A slug has at most 150 characters.' }).regex(SLUG_PATTERN, { error: slugMessage });
/* An empty slug is allowed in a draft (not yet chosen). */
const draftSlug = z.union([z.literal(''), editorSlugSchema]);
const line = (max: number) => z.string().trim().max(max, { error: `At most ${max} characters.` });
const markdown = z.string().max(60_000, { error: 'The text is too long (60,000 characters at most).' });
const productCode = z.string().trim().regex(/^[A-Za-z0-9-]{2,40}$/, { error: 'A product code is letters, digits and hyphens.' });
const coverKey = z.string().regex(/^up-[0-9a-f]{32}$|^[a-z0-9-]{1,120}$/, { error: 'Upload a cover picture first.' });

export const postTranslationDraftSchema = z.object({
  slug: draftSlug,
  title: line(200),
  description: line(400),
  coverAlt: line(300),
  markdown,
});
export type PostTranslationDraft = z.infer<typeof postTranslationDraftSchema>;

export const postDraftSchema = z.object({
  authorSlug: editorSlugSchema,
  categorySlug: editorSlugSchema,
  tagSlugs: z.array(editorSlugSchema).max(12, { error: 'At most 12 tags.' }),
  productCodes: z.array(productCode).max(12, { error: 'At most 12 products.' }),
  coverKey: coverKey.nullable(),
  featured: z.boolean(),
  translations: z.object({ en: postTranslationDraftSchema, fr: postTranslationDraftSchema, de: postTranslationDraftSchema }),
});
export type PostDraft = z.infer<typeof postDraftSchema>;

export const articleTranslationDraftSchema = z.object({ title: line(200), summary: line(400), markdown });
export type ArticleTranslationDraft = z.infer<typeof articleTranslationDraftSchema>;

export const articleDraftSchema = z.object({
  sectionSlug: editorSlugSchema,
  slug: editorSlugSchema,
  position: z.int().min(0).max(1000),
  isFaq: z.boolean(),
  related: z.array(z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, { error: 'A related article is "section/slug".' })).max(8),
  translations: z.object({ en: articleTranslationDraftSchema, fr: articleTranslationDraftSchema, de: articleTranslationDraftSchema }),
});
export type ArticleDraft = z.infer<typeof articleDraftSchema>;

export const editorKindParamsSchema = z.object({ kind: z.enum(EDITOR_KINDS, { error: 'The kind is posts or articles.' }) });
export const editorItemParamsSchema = editorKindParamsSchema.extend({
  id: z.preprocess((value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value), z.int({ error: 'The id is a number.' }).min(1)),
});

/** A post or an article draft: which one the route's kind says (checked by the use case). */
export const saveDraftBodySchema = z.object({ post: postDraftSchema.optional(), article: articleDraftSchema.optional() });
export type SaveDraftBody = z.infer<typeof saveDraftBodySchema>;

export const publishBodySchema = z.object({
  at: z.iso.datetime({ offset: true, error: 'Give the time as an ISO date, e.g. 2026-12-01T09:00:00Z.' }).optional().describe('Leave out to publish now; a future time schedules the publication.'),
});

export const contentListQuerySchema = z.object({
  kind: queryEnum(EDITOR_KINDS).optional(),
  state: queryEnum(CONTENT_STATES).optional(),
  language: queryEnum(EDITOR_LANGUAGES).optional().describe('Titles in this language; only items with text in it.'),
  q: z.string().trim().max(100, { error: 'Search with at most 100 characters.' }).optional(),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

export const contentListItemSchema = z.object({
  kind: z.enum(EDITOR_KINDS),
  id: z.int(),
  title: z.string(),
  path: z.string().nullable().describe('Public path without locale prefix, once published.'),
  state: z.enum(CONTENT_STATES),
  hasDraft: z.boolean().describe('Unpublished changes wait in a draft.'),
  publishedAt: z.string().nullable(),
  publishAt: z.string().nullable().describe('When the waiting draft is to be published.'),
  updatedAt: z.string(),
  languages: z.array(z.enum(EDITOR_LANGUAGES)),
});
export type ContentListItem = z.infer<typeof contentListItemSchema>;
export const contentListSchema = z.object({ items: z.array(contentListItemSchema) });
export type ContentList = z.infer<typeof contentListSchema>;

const option = z.object({ slug: z.string(), name: z.string() });
export const editorOptionsSchema = z.object({
  authors: z.array(option),
  categories: z.array(option),
  tags: z.array(option),
  sections: z.array(option),
});
export type EditorOptions = z.infer<typeof editorOptionsSchema>;

export const contentEditSchema = z.object({
  action: z.string().describe('created, saved, published, scheduled, unpublished, published-by-schedule'),
  changed: z.array(z.string()),
  at: z.string(),
  scheduledFor: z.string().nullable(),
  by: z.string().nullable().describe("The operator's e-mail; null for the scheduler."),
});
export type ContentEdit = z.infer<typeof contentEditSchema>;

export const editorItemSchema = z.object({
  kind: z.enum(EDITOR_KINDS),
  id: z.int(),
  state: z.enum(CONTENT_STATES),
  hasDraft: z.boolean(),
  publishedAt: z.string().nullable(),
  publishAt: z.string().nullable(),
  livePaths: z.record(z.string(), z.string()).describe('Public path per language, once published.'),
  post: postDraftSchema.nullable(),
  article: articleDraftSchema.nullable(),
  history: z.array(contentEditSchema),
});
export type EditorItem = z.infer<typeof editorItemSchema>;

export const createdItemSchema = z.object({ kind: z.enum(EDITOR_KINDS), id: z.int() });

export const COVER_UPLOAD_MAX_BYTES = 6 * 1024 * 1024;
export const uploadCoverBodySchema = z.object({
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp'], { error: 'Send a JPEG, PNG or WebP picture.' }),
  dataBase64: z.string().min(1, { error: 'The picture is empty.' }).max(Math.ceil((COVER_UPLOAD_MAX_BYTES * 4) / 3) + 4, { error: 'The picture can weigh at most 6 MB.' }),
});
export const uploadedCoverSchema = z.object({ coverKey: z.string(), width: z.int(), height: z.int() });
export const coverParamsSchema = z.object({ name: z.string().regex(/^up-[0-9a-f]{32}-\d{3,4}\.webp$/, { error: 'Not a cover picture name.' }) });

export const previewQuerySchema = z.object({ language: queryEnum(EDITOR_LANGUAGES).default('en') });
