import { customType, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/*
 * The operators' content editor (issue 18 item 5, decision 0037). The live rows of posts and
 * articles (blog.ts, help.ts) are what the public pages read; the editor writes a draft beside
 * them, so a published post keeps showing its published version while a change is prepared.
 * Publishing copies the draft into the live rows. Old URLs redirect through the slug history;
 * every save, publication and withdrawal is an edit row.
 */

export type ContentKind = 'post' | 'article';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One draft per post or article: the whole editable state (every language), as JSON. */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    kind: varchar('kind', { length: 16 }).$type<ContentKind>().notNull(),
    entityId: integer('entity_id').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    /** Set: publish this draft at that time (the content scheduler does, no request needed). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.entityId] }), index('content_drafts_publish_at_idx').on(t.publishAt)],
);

/**
 * A URL a post or article had before: the page answers 308 to the current one. Posts have a slug
 * per language; an article's path ("section/slug") is the same in every language ('*').
 */
export const contentSlugHistory = pgTable(
  'content_slug_history',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).$type<ContentKind>().notNull(),
    entityId: integer('entity_id').notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    oldPath: varchar('old_path', { length: 260 }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_slug_history_path_idx').on(t.kind, t.language, t.oldPath)],
);

/** Who changed what and when: shown as the history of a post or article. */
export const contentEdits = pgTable(
  'content_edits',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).$type<ContentKind>().notNull(),
    entityId: integer('entity_id').notNull(),
    /** The operator's customer id; null for the scheduler. */
    operatorId: integer('operator_id'),
    /** Kept with the row: the history shows who, even after the operator leaves. */
    operatorEmail: varchar('operator_email', { length: 254 }),
    action: varchar('action', { length: 24 }).notNull(),
    /** The fields that changed ("fr.title", "tags", ...), and a scheduled time when there is one. */
    details: jsonb('details').$type<{ changed: string[]; at?: string }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_edits_entity_idx').on(t.kind, t.entityId, t.createdAt.desc())],
);

/** Covers uploaded in the editor, re-encoded as WebP at each cover width (survive restarts and deploys). */
export const contentPictures = pgTable(
  'content_pictures',
  {
    key: varchar('key', { length: 64 }).notNull(),
    width: integer('width').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.width] })],
);
