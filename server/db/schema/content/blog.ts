import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { LanguageCode } from '../catalog/catalog';

/*
 * The blog (issue 18, decision 0031): stored in the database so the operators' editor can write
 * posts; the first rows are imported from content/blog by the seed. Texts per language live in
 * translation rows; the Markdown is kept next to the HTML rendered from it at import time.
 */

/** PostgreSQL's text-search document type (as in catalog's search tables). */
export const contentTsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type ContentText = Partial<Record<LanguageCode, string>>;

export interface TocEntry {
  level: number;
  id: string;
  text: string;
}

export const blogAuthors = pgTable('blog_authors', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 96 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  role: jsonb('role').$type<ContentText>().notNull().default({}),
  bio: jsonb('bio').$type<ContentText>().notNull().default({}),
});

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 96 }).notNull().unique(),
  position: integer('position').notNull().default(0),
  name: jsonb('name').$type<ContentText>().notNull(),
  description: jsonb('description').$type<ContentText>().notNull().default({}),
});

export const blogTags = pgTable('blog_tags', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 96 }).notNull().unique(),
  name: jsonb('name').$type<ContentText>().notNull(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    /** The post's key (its folder in content/blog); each translation has its own URL slug. */
    key: varchar('key', { length: 120 }).notNull().unique(),
    authorId: integer('author_id')
      .notNull()
      .references(() => blogAuthors.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id),
    /** Null: a draft. A future date: scheduled (shown from then on). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    featured: boolean('featured').notNull().default(false),
    /** Catalog product codes the post mentions; prices and stock are read live from the catalog. */
    productCodes: text('product_codes').array().notNull().default([]),
    /** Name of the generated cover picture (public/generated/covers/{coverKey}-{width}.webp). */
    coverKey: varchar('cover_key', { length: 120 }).notNull(),
  },
  (t) => [index('blog_posts_published_idx').on(t.publishedAt.desc())],
);

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index('blog_post_tags_tag_idx').on(t.tagId)],
);

export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 8 }).$type<LanguageCode>().notNull(),
    slug: varchar('slug', { length: 160 }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    coverAlt: text('cover_alt').notNull(),
    markdown: text('markdown').notNull(),
    /** Rendered from markdown by lib/content/render-markdown.ts (escaped, no raw HTML). */
    html: text('html').notNull(),
    toc: jsonb('toc').$type<TocEntry[]>().notNull().default([]),
    readingMinutes: integer('reading_minutes').notNull(),
    /** Title (A), description (B), body (C), folded, with the language's snowball configuration. */
    document: contentTsvector('document').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.language] }),
    uniqueIndex('blog_post_translations_slug_idx').on(t.language, t.slug),
    index('blog_post_translations_document_idx').using('gin', t.document),
  ],
);
