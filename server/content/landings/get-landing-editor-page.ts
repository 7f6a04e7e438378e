import { AppError } from '@/server/http/app-error';
import { getDb } from '@/server/db/client';
import { findLandingPageRow, listLandingPageRows, readLandingDocument } from './repository-landings';
import { toLandingSummary } from './list-landing-pages';
import type { LandingEditorPage } from './landing-types';

/** One page with its draft in every language, for the editor. */
export async function getLandingEditorPage(id: number): Promise<LandingEditorPage> {
  const db = getDb();
  const page = await findLandingPageRow(db, { id });
  const draft = page ? await readLandingDocument(db, page.id, 'draft') : null;
  if (!page || !draft) throw new AppError('NOT_FOUND', 'There is no landing page with this id.');
  const summary = (await listLandingPageRows(db)).find((row) => row.id === id);
  return { ...toLandingSummary(summary ?? { ...page, title: draft.title.en, hasUnpublishedChanges: true }), draft };
}
