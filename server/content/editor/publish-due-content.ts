import type { RevalidationReport } from '@/lib/contracts/catalog/revalidation-schemas';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { getDb } from '@/server/db/client';
import { applyArticleDraft } from './apply-article-draft';
import { applyPostDraft } from './apply-post-draft';
import { insertEdit, lockDueDrafts, setDraftPublishAt } from './repository-editor';
import { revalidateContentPages } from './revalidate-content-pages';

const BATCH = 20;

/**
 * Publishes every draft whose time has come (the content scheduler calls it every half minute,
 * and once at start, so a time that passed while the server was down is caught up), then
 * re-renders the pages. Each draft publishes in its own transaction: one that can no longer be
 * published (its slug taken meanwhile) is reported and left waiting, it never blocks the others.
 */
export async function publishDueContent(input: { now?: Date; revalidate?: PathRevalidator } = {}): Promise<{ published: number; failed: string[]; revalidation: RevalidationReport }> {
  const now = input.now ?? new Date();
  const db = getDb();
  const due = await lockDueDrafts(db, now, BATCH);
  const paths: string[] = [];
  const failed: string[] = [];
  let published = 0;
  for (const item of due) {
    try {
      const applied = await db.transaction(async (tx) => {
        // Locked again inside the transaction: another server may have published it meanwhile.
        const still = (await lockDueDrafts(tx, now, BATCH)).some((row) => row.kind === item.kind && row.entityId === item.entityId);
        if (!still) return null;
        return item.kind === 'post'
          ? applyPostDraft(tx, { postId: item.entityId, when: now, by: null, action: 'published-by-schedule' })
          : applyArticleDraft(tx, { articleId: item.entityId, when: now, by: null, action: 'published-by-schedule' });
      });
      if (applied) {
        published += 1;
        paths.push(...applied.paths);
      }
    } catch (error) {
      // Left as a draft without a time: retrying every half minute would fail the same way.
      await setDraftPublishAt(db, item.kind, item.entityId, null);
      await insertEdit(db, { kind: item.kind, entityId: item.entityId, by: null, action: 'schedule-failed', changed: [] });
      failed.push(`${item.kind} ${item.entityId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failed.length > 0) console.warn('[content-scheduler] not published', failed);
  return { published, failed, revalidation: await revalidateContentPages(paths, input.revalidate) };
}
