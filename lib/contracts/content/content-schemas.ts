import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';
import { SUPPORT_TOPICS, type SupportTopic } from '@/lib/content/support-topics';

/* What the blog and help centre answer (issue 18): pages read the same shapes as the API. */

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const blogTermSchema = z.object({ slug, name: z.string() });
export type BlogTerm = z.infer<typeof blogTermSchema>;

export const blogPostSummarySchema = z.object({
  slug,
  title: z.string(),
  description: z.string(),
  publishedAt: z.string().describe('ISO 8601 date and time of publication'),
  readingMinutes: z.int().min(1),
  coverKey: z.string().describe('Picture name: /generated/covers/{coverKey}-{width}.webp'),
  coverAlt: z.string(),
  category: blogTermSchema,
  author: blogTermSchema,
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostPageSchema = z.object({
  posts: z.array(blogPostSummarySchema),
  page: z.int().min(1),
  pageCount: z.int().min(0),
  total: z.int().min(0),
});
export type BlogPostPage = z.infer<typeof blogPostPageSchema>;

export const tocEntrySchema = z.object({ id: z.string(), text: z.string() });
export type TocEntry = z.infer<typeof tocEntrySchema>;

export const blogPostDetailSchema = blogPostSummarySchema.extend({
  updatedAt: z.string(),
  html: z.string().describe('The post rendered from Markdown at import: escaped, no raw HTML'),
  toc: z.array(tocEntrySchema).describe('The h2 headings, in order'),
  author: blogTermSchema.extend({ role: z.string(), bio: z.string() }),
  tags: z.array(blogTermSchema),
  productCodes: z.array(z.string()).describe('Catalog products the post mentions; read live from the catalog'),
  related: z.array(blogPostSummarySchema),
});
export type BlogPostDetail = z.infer<typeof blogPostDetailSchema>;

export const helpArticleSummarySchema = z.object({
  id: z.int(),
  sectionSlug: slug,
  slug,
  title: z.string(),
  summary: z.string(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

export const helpSectionSchema = z.object({
  slug,
  title: z.string(),
  description: z.string(),
  articles: z.array(helpArticleSummarySchema),
});
export type HelpSection = z.infer<typeof helpSectionSchema>;

export const helpFaqItemSchema = z.object({ question: z.string(), answerHtml: z.string(), answerText: z.string() });
export type HelpFaqItem = z.infer<typeof helpFaqItemSchema>;

export const helpArticleDetailSchema = helpArticleSummarySchema.extend({
  sectionTitle: z.string(),
  html: z.string(),
  faq: z.array(helpFaqItemSchema).describe('Questions and answers when the article is a list of questions; else empty'),
  related: z.array(helpArticleSummarySchema),
  updatedAt: z.string(),
});
export type HelpArticleDetail = z.infer<typeof helpArticleDetailSchema>;

export const contentSearchQuerySchema = z.object({
  q: z.string().trim().min(1, { error: 'Type a word to search for.' }).max(100, { error: 'At most 100 characters.' }),
});

export const helpSuggestionSchema = z.object({ title: z.string(), path: z.string().describe('Path without locale prefix') });
export const helpSuggestionsSchema = z.object({ suggestions: z.array(helpSuggestionSchema) });
export type HelpSuggestion = z.infer<typeof helpSuggestionSchema>;

export const helpSearchResultSchema = z.object({ articles: z.array(helpArticleSummarySchema) });

export const helpArticleIdParamsSchema = z.object({
  articleId: z.preprocess((value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value), z.int({ error: 'An article id is a whole number.' }).min(1)),
});

export const helpVoteBodySchema = z.object({ helpful: z.boolean({ error: 'Say whether the article helped (true or false).' }) });

export const helpVoteTallySchema = z.object({
  helpful: z.int().min(0),
  notHelpful: z.int().min(0),
  mine: z.boolean().nullable().describe("This visitor's vote, null when they have not voted"),
});
export type HelpVoteTally = z.infer<typeof helpVoteTallySchema>;

export { SUPPORT_TOPICS, type SupportTopic };

export const supportMessageBodySchema = z.object({
  name: z.string({ error: 'Enter your name.' }).trim().min(1, { error: 'Enter your name.' }).max(120, { error: 'At most 120 characters.' }),
  email: z
    .string({ error: 'Enter your e-mail address.' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'At most 254 characters.' })
    .pipe(z.email({ error: 'Enter a valid e-mail address.' })),
  topic: z.enum(SUPPORT_TOPICS, { error: 'Choose a topic.' }),
  orderNumber: z
    .string()
    .trim()
    .max(40, { error: 'At most 40 characters.' })
    .regex(/^[A-Za-z0-9-]*$/, { error: 'An order number has letters, digits and dashes only.' })
    .optional(),
  message: z.string({ error: 'Write your message.' }).trim().min(10, { error: 'Write at least 10 characters.' }).max(5000, { error: 'At most 5,000 characters.' }),
  locale: z.enum(LOCALES).optional().describe('Language of the confirmation e-mail; defaults to the `location` header'),
});
export type SupportMessageBody = z.output<typeof supportMessageBodySchema>;
export type SupportMessageInput = z.input<typeof supportMessageBodySchema>;

export const supportMessageReceivedSchema = z.object({ id: z.int(), received: z.literal(true) });
export type SupportMessageReceived = z.infer<typeof supportMessageReceivedSchema>;

export const blogListQuerySchema = z.object({
  page: z.preprocess((value) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value), z.int().min(1).max(1000)).optional(),
});

export const blogSlugParamsSchema = z.object({ slug });
