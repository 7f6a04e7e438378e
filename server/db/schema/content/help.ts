import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { LanguageCode } from '../catalog/catalog';
import { contentTsvector, type ContentText } from './blog';

/* The help centre (issue 18, decision 0031): sections, articles and their translations, the
 * "was this helpful" votes and the messages of the support form. */

export interface HelpFaqItem {
  question: string;
  answerHtml: string;
  answerText: string;
}

export const helpSections = pgTable('help_sections', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 96 }).notNull().unique(),
  position: integer('position').notNull().default(0),
  title: jsonb('title').$type<ContentText>().notNull(),
  description: jsonb('description').$type<ContentText>().notNull().default({}),
});

export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => helpSections.id),
    slug: varchar('slug', { length: 160 }).notNull(),
    position: integer('position').notNull().default(0),
    isFaq: boolean('is_faq').notNull().default(false),
    /** Related articles as "section/slug" keys, resolved when the article is read. */
    related: text('related').array().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('help_articles_slug_idx').on(t.sectionId, t.slug)],
);

export const helpArticleTranslations = pgTable(
  'help_article_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 8 }).$type<LanguageCode>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    markdown: text('markdown').notNull(),
    html: text('html').notNull(),
    faq: jsonb('faq').$type<HelpFaqItem[]>().notNull().default([]),
    /** Title (A), summary (B), body (C); as blog posts. */
    document: contentTsvector('document').notNull(),
    /** Folded title, for suggestions while typing (prefix and trigram). */
    titleText: text('title_text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.language] }), index('help_article_translations_document_idx').using('gin', t.document)],
);

/**
 * One vote per visitor and article, changeable: the visitor is the signed-in customer
 * ("c:{id}") or a random id kept in a cookie ("v:{uuid}").
 */
export const helpVotes = pgTable(
  'help_votes',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    voter: varchar('voter', { length: 64 }).notNull(),
    helpful: boolean('helpful').notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.voter] })],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    topic: varchar('topic', { length: 32 }).notNull(),
    orderNumber: varchar('order_number', { length: 40 }),
    message: text('message').notNull(),
    language: varchar('language', { length: 8 }).$type<LanguageCode>().notNull(),
    customerId: integer('customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_created_idx').on(t.createdAt.desc())],
);
