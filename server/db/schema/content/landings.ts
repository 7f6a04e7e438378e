import { index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar, text } from 'drizzle-orm/pg-core';
import type { LanguageCode } from '../catalog/catalog';
import type { LandingBlockContent, LandingBlockSettings, LandingBlockType, LandingRevision } from '@/lib/content/landing-blocks';

/*
 * Campaign, programme, landing and persona pages (issue 18 item 4, decision 0036), composed of
 * blocks. Every page has two revisions of its texts and blocks: the "draft" the editor saves and
 * the "live" copy the store shows, written by publishing (a copy of the draft). A page with no
 * published date is not shown at all.
 */

export const landingPages = pgTable('landing_pages', {
  id: serial('id').primaryKey(),
  /** The file the page was imported from, e.g. "adus-work-pod"; stable, never shown. */
  key: varchar('key', { length: 96 }).notNull().unique(),
  /** The store path without locale prefix, e.g. "/adus/autonomous-work-pod". */
  path: varchar('path', { length: 200 }).notNull().unique(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  publishedBy: varchar('published_by', { length: 254 }),
  draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }).notNull().defaultNow(),
  draftSavedBy: varchar('draft_saved_by', { length: 254 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const landingPageTexts = pgTable(
  'landing_page_texts',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    revision: varchar('revision', { length: 8 }).$type<LandingRevision>().notNull(),
    language: varchar('language', { length: 8 }).$type<LanguageCode>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.revision, t.language] })],
);

export const landingBlocks = pgTable(
  'landing_blocks',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    revision: varchar('revision', { length: 8 }).$type<LandingRevision>().notNull(),
    position: integer('position').notNull(),
    type: varchar('type', { length: 24 }).$type<LandingBlockType>().notNull(),
    /** What does not change with the language: a picture key, a catalog query, a date, a link. */
    settings: jsonb('settings').$type<LandingBlockSettings>().notNull().default({}),
  },
  (t) => [uniqueIndex('landing_blocks_position_idx').on(t.pageId, t.revision, t.position), index('landing_blocks_page_idx').on(t.pageId)],
);

export const landingBlockTexts = pgTable(
  'landing_block_texts',
  {
    blockId: integer('block_id')
      .notNull()
      .references(() => landingBlocks.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 8 }).$type<LanguageCode>().notNull(),
    /** The block's words in the language, Markdown kept with the HTML rendered from it. */
    content: jsonb('content').$type<LandingBlockContent>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.blockId, t.language] })],
);
