import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { landingDocumentSchema, type LandingDocument } from '@/lib/content/landing-blocks';
import { findLandingPageRow, markDraftSaved, writeLandingRevision } from './repository-landings';
import { getLandingEditorPage } from './get-landing-editor-page';
import type { LandingEditor, LandingEditorPage } from './landing-types';

/**
 * Saves the draft of a page (every language at once): the store keeps showing the published
 * copy until the page is published. Records who saved and when.
 */
export async function saveLandingDraft(input: { id: number; document: LandingDocument; editor: LandingEditor; now?: Date }): Promise<LandingEditorPage> {
  const parsed = landingDocumentSchema.safeParse(input.document);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', 'The page has fields to correct.', {
      issues: parsed.error.issues.map((issue) => ({ path: ['body', 'document', ...issue.path].join('.'), message: issue.message })),
    });
  }
  const db = getDb();
  await db.transaction(async (tx) => {
    const page = await findLandingPageRow(tx, { id: input.id });
    if (!page) throw new AppError('NOT_FOUND', 'There is no landing page with this id.');
    await writeLandingRevision(tx, page.id, 'draft', parsed.data);
    await markDraftSaved(tx, page.id, { at: input.now ?? new Date(), by: input.editor.email });
  });
  return getLandingEditorPage(input.id);
}
