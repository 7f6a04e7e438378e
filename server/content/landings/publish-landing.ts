import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { findLandingPageRow, markPublished, readLandingDocument, writeLandingRevision } from './repository-landings';
import { getLandingEditorPage } from './get-landing-editor-page';
import { revalidateLandingPages } from './revalidate-landing-pages';
import type { LandingEditor, LandingEditorPage } from './landing-types';

/**
 * Publishes the saved draft: it becomes the live copy the store shows, and the page is
 * re-rendered in every locale at once when a revalidator is given (inside an API route).
 */
export async function publishLanding(input: { id: number; editor: LandingEditor; revalidate?: PathRevalidator; now?: Date }): Promise<LandingEditorPage> {
  const db = getDb();
  const path = await db.transaction(async (tx) => {
    const page = await findLandingPageRow(tx, { id: input.id });
    const draft = page ? await readLandingDocument(tx, page.id, 'draft') : null;
    if (!page || !draft) throw new AppError('NOT_FOUND', 'There is no landing page with this id.');
    await writeLandingRevision(tx, page.id, 'live', draft);
    await markPublished(tx, page.id, { at: input.now ?? new Date(), by: input.editor.email });
    return page.path;
  });
  if (input.revalidate) await revalidateLandingPages({ paths: [path], revalidate: input.revalidate });
  return getLandingEditorPage(input.id);
}
