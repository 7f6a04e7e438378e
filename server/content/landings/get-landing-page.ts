import { getDb } from '@/server/db/client';
import type { LandingLanguage } from '@/lib/content/landing-blocks';
import { findLandingPageRow, readLandingInLanguage } from './repository-landings';
import type { LandingPageContent } from './landing-types';

/**
 * A published landing page in a language, as the store shows it; null when the path is unknown
 * or unpublished. `revision: 'draft'` is the editor's preview: the saved draft, published or not.
 */
export async function getLandingPage(path: string, language: LandingLanguage, options: { revision?: 'live' | 'draft' } = {}): Promise<LandingPageContent | null> {
  const db = getDb();
  const page = await findLandingPageRow(db, { path });
  const revision = options.revision ?? 'live';
  if (!page || (revision === 'live' && page.publishedAt === null)) return null;
  const content = await readLandingInLanguage(db, page.id, revision, language);
  if (!content) return null;
  const updatedAt = revision === 'live' ? page.updatedAt : page.draftSavedAt;
  return { id: page.id, path: page.path, updatedAt: updatedAt.toISOString(), ...content };
}
