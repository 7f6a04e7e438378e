import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { findLandingPageRow, markPublished } from './repository-landings';
import { getLandingEditorPage } from './get-landing-editor-page';
import { revalidateLandingPages } from './revalidate-landing-pages';
import type { LandingEditor, LandingEditorPage } from './landing-types';

/**
 * Takes a page off the store: its address answers 404 (re-rendered at once when a revalidator
 * is given) and it leaves the sitemap. The draft and the live copy stay for a later publish.
 */
export async function unpublishLanding(input: { id: number; editor: LandingEditor; revalidate?: PathRevalidator }): Promise<LandingEditorPage> {
  const db = getDb();
  const page = await findLandingPageRow(db, { id: input.id });
  if (!page) throw new AppError('NOT_FOUND', 'There is no landing page with this id.');
  if (page.publishedAt === null) throw new AppError('CONFLICT', 'This page is not published.');
  await markPublished(db, page.id, { at: null, by: input.editor.email });
  if (input.revalidate) await revalidateLandingPages({ paths: [page.path], revalidate: input.revalidate });
  return getLandingEditorPage(input.id);
}
