import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { landingBlocks, landingBlockTexts, landingPages, landingPageTexts } from '@/server/db/schema/content/landings';
import {
  blockInputText,
  LANDING_LANGUAGES,
  renderBlockContent,
  type LandingBlock,
  type LandingBlockContent,
  type LandingBlockInput,
  type LandingDocument,
  type LandingLanguage,
  type LandingRevision,
} from '@/lib/content/landing-blocks';

/* The only queries on the landing tables (decision 0036). */

export interface LandingPageRow {
  id: number;
  key: string;
  path: string;
  publishedAt: Date | null;
  publishedBy: string | null;
  draftSavedAt: Date;
  draftSavedBy: string | null;
  updatedAt: Date;
}

const pageColumns = {
  id: landingPages.id,
  key: landingPages.key,
  path: landingPages.path,
  publishedAt: landingPages.publishedAt,
  publishedBy: landingPages.publishedBy,
  draftSavedAt: landingPages.draftSavedAt,
  draftSavedBy: landingPages.draftSavedBy,
  updatedAt: landingPages.updatedAt,
};

export async function countLandingPages(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(landingPages);
  return row?.n ?? 0;
}

export async function insertLandingPage(tx: DbOrTx, input: { key: string; path: string; savedBy: string | null }): Promise<number> {
  const [row] = await tx.insert(landingPages).values({ key: input.key, path: input.path, draftSavedBy: input.savedBy }).returning({ id: landingPages.id });
  return row!.id;
}

export async function listLandingPageRows(db: DbOrTx): Promise<(LandingPageRow & { title: string; hasUnpublishedChanges: boolean })[]> {
  const rows = await db
    .select({ ...pageColumns, title: landingPageTexts.title })
    .from(landingPages)
    .leftJoin(landingPageTexts, and(eq(landingPageTexts.pageId, landingPages.id), eq(landingPageTexts.revision, 'draft'), eq(landingPageTexts.language, 'en')))
    .orderBy(asc(landingPages.path));
  return rows.map((row) => ({ ...row, title: row.title ?? row.path, hasUnpublishedChanges: row.publishedAt === null || row.draftSavedAt > row.publishedAt }));
}

export async function findLandingPageRow(db: DbOrTx, by: { id: number } | { path: string }): Promise<LandingPageRow | null> {
  const [row] = await db
    .select(pageColumns)
    .from(landingPages)
    .where('id' in by ? eq(landingPages.id, by.id) : eq(landingPages.path, by.path));
  return row ?? null;
}

export async function listPublishedLandingPaths(db: DbOrTx): Promise<{ path: string; updatedAt: Date }[]> {
  const rows = await db.select({ path: landingPages.path, updatedAt: landingPages.updatedAt, publishedAt: landingPages.publishedAt }).from(landingPages).orderBy(asc(landingPages.path));
  return rows.filter((row) => row.publishedAt !== null).map(({ path, updatedAt }) => ({ path, updatedAt }));
}

/** Replaces one revision's texts and blocks with the document, Markdown rendered here. */
export async function writeLandingRevision(tx: DbOrTx, pageId: number, revision: LandingRevision, document: LandingDocument): Promise<void> {
  await tx.delete(landingPageTexts).where(and(eq(landingPageTexts.pageId, pageId), eq(landingPageTexts.revision, revision)));
  await tx.delete(landingBlocks).where(and(eq(landingBlocks.pageId, pageId), eq(landingBlocks.revision, revision)));
  await tx.insert(landingPageTexts).values(LANDING_LANGUAGES.map((language) => ({ pageId, revision, language, title: document.title[language], description: document.description[language] })));
  for (const [position, block] of document.blocks.entries()) {
    const [row] = await tx.insert(landingBlocks).values({ pageId, revision, position, type: block.type, settings: block.settings }).returning({ id: landingBlocks.id });
    await tx.insert(landingBlockTexts).values(LANDING_LANGUAGES.map((language) => ({ blockId: row!.id, language, content: renderBlockContent(block, language) })));
  }
}

export async function markDraftSaved(tx: DbOrTx, pageId: number, input: { at: Date; by: string | null; path?: string }): Promise<void> {
  await tx
    .update(landingPages)
    .set({ draftSavedAt: input.at, draftSavedBy: input.by, ...(input.path ? { path: input.path } : {}) })
    .where(eq(landingPages.id, pageId));
}

export async function markPublished(tx: DbOrTx, pageId: number, input: { at: Date | null; by: string | null }): Promise<void> {
  await tx.update(landingPages).set({ publishedAt: input.at, publishedBy: input.by, updatedAt: input.at ?? new Date() }).where(eq(landingPages.id, pageId));
}

/** Every language of one revision, as the editor's document. */
export async function readLandingDocument(db: DbOrTx, pageId: number, revision: LandingRevision): Promise<LandingDocument | null> {
  const texts = await db.select().from(landingPageTexts).where(and(eq(landingPageTexts.pageId, pageId), eq(landingPageTexts.revision, revision)));
  if (texts.length === 0) return null;
  const blocks = await db
    .select()
    .from(landingBlocks)
    .where(and(eq(landingBlocks.pageId, pageId), eq(landingBlocks.revision, revision)))
    .orderBy(asc(landingBlocks.position));
  const blockTexts = blocks.length === 0 ? [] : await db.select().from(landingBlockTexts).where(inArray(landingBlockTexts.blockId, blocks.map((block) => block.id)));
  const textOf = (language: LandingLanguage) => texts.find((row) => row.language === language) ?? texts[0]!;
  const perLanguage = <T>(pick: (language: LandingLanguage) => T) => ({ en: pick('en'), fr: pick('fr'), de: pick('de') });
  return {
    title: perLanguage((language) => textOf(language).title),
    description: perLanguage((language) => textOf(language).description),
    blocks: blocks.map((block) => {
      const contentOf = (language: LandingLanguage) => {
        const row = blockTexts.find((text) => text.blockId === block.id && text.language === language) ?? blockTexts.find((text) => text.blockId === block.id);
        return blockInputText(block.type, row!.content);
      };
      return { type: block.type, settings: block.settings, text: perLanguage(contentOf) } as LandingBlockInput;
    }),
  };
}

/** One language of one revision, as the page shows it. */
export async function readLandingInLanguage(
  db: DbOrTx,
  pageId: number,
  revision: LandingRevision,
  language: LandingLanguage,
): Promise<{ title: string; description: string; blocks: LandingBlock[] } | null> {
  const [text] = await db
    .select()
    .from(landingPageTexts)
    .where(and(eq(landingPageTexts.pageId, pageId), eq(landingPageTexts.revision, revision), eq(landingPageTexts.language, language)));
  if (!text) return null;
  const rows = await db
    .select({ id: landingBlocks.id, type: landingBlocks.type, settings: landingBlocks.settings, content: landingBlockTexts.content })
    .from(landingBlocks)
    .innerJoin(landingBlockTexts, and(eq(landingBlockTexts.blockId, landingBlocks.id), eq(landingBlockTexts.language, language)))
    .where(and(eq(landingBlocks.pageId, pageId), eq(landingBlocks.revision, revision)))
    .orderBy(asc(landingBlocks.position));
  return { title: text.title, description: text.description, blocks: rows.map((row) => ({ ...row, content: row.content as LandingBlockContent }) as LandingBlock) };
}
