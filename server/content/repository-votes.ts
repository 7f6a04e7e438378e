import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { helpVotes } from '@/server/db/schema/content/help';

/** One row per visitor and article: a second vote replaces the first. */
export async function upsertVote(db: DbOrTx, input: { articleId: number; voter: string; helpful: boolean; now: Date }): Promise<void> {
  await db
    .insert(helpVotes)
    .values({ articleId: input.articleId, voter: input.voter, helpful: input.helpful, votedAt: input.now })
    .onConflictDoUpdate({ target: [helpVotes.articleId, helpVotes.voter], set: { helpful: input.helpful, votedAt: input.now } });
}

export async function tallyVotes(db: DbOrTx, input: { articleId: number; voter: string | null }): Promise<{ helpful: number; notHelpful: number; mine: boolean | null }> {
  const [row] = await db
    .select({
      helpful: sql<number>`count(*) filter (where ${helpVotes.helpful})::int`,
      notHelpful: sql<number>`count(*) filter (where not ${helpVotes.helpful})::int`,
      mine: sql<boolean | null>`bool_or(${helpVotes.helpful}) filter (where ${helpVotes.voter} = ${input.voter ?? ''})`,
    })
    .from(helpVotes)
    .where(and(eq(helpVotes.articleId, input.articleId)));
  return { helpful: row?.helpful ?? 0, notHelpful: row?.notHelpful ?? 0, mine: row?.mine ?? null };
}
