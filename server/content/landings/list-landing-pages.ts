import { getDb } from '@/server/db/client';
import { listLandingPageRows, type LandingPageRow } from './repository-landings';
import type { LandingPageSummary } from './landing-types';

export function toLandingSummary(row: LandingPageRow & { title: string; hasUnpublishedChanges: boolean }): LandingPageSummary {
  return {
    id: row.id,
    key: row.key,
    path: row.path,
    title: row.title,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishedBy: row.publishedBy,
    draftSavedAt: row.draftSavedAt.toISOString(),
    draftSavedBy: row.draftSavedBy,
    hasUnpublishedChanges: row.hasUnpublishedChanges,
  };
}

/** Every landing page, published or not, by path: the editor's list. */
export async function listLandingPages(): Promise<LandingPageSummary[]> {
  return (await listLandingPageRows(getDb())).map(toLandingSummary);
}
