import type { HelpVoteTally } from '@/lib/contracts/content/content-schemas';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { isPublishedArticle } from './repository-help';
import { tallyVotes, upsertVote } from './repository-votes';

/**
 * "Was this helpful": one vote per visitor and article, replaced when the visitor votes again.
 * `voter` is "c:{customer id}" for a signed-in customer, else "v:{visitor id}" (help-voter.ts).
 */
export async function voteHelpArticle(input: { articleId: number; voter: string; helpful: boolean; now?: Date }): Promise<HelpVoteTally> {
  const db = getDb();
  const now = input.now ?? new Date();
  if (!(await isPublishedArticle(db, input.articleId, now))) throw new AppError('NOT_FOUND', 'No help article has this id.');
  await upsertVote(db, { articleId: input.articleId, voter: input.voter, helpful: input.helpful, now });
  return tallyVotes(db, { articleId: input.articleId, voter: input.voter });
}

export async function getHelpVotes(input: { articleId: number; voter: string | null; now?: Date }): Promise<HelpVoteTally> {
  const db = getDb();
  if (!(await isPublishedArticle(db, input.articleId, input.now ?? new Date()))) throw new AppError('NOT_FOUND', 'No help article has this id.');
  return tallyVotes(db, { articleId: input.articleId, voter: input.voter });
}
