import type { HelpSuggestion, HelpVoteTally, SupportMessageInput, SupportMessageReceived } from '@/lib/contracts/content/content-schemas';
import { ApiError, apiGet, apiPost, apiPut } from '@/services/api-client';

/* The blog and help centre's API calls (lib/contracts/content/content.ts). */

/** PUT /v1/content/help/articles/{id}/votes: the visitor's answer, and the counts after it. */
export function voteHelpArticle(articleId: number, helpful: boolean): Promise<HelpVoteTally> {
  return apiPut<HelpVoteTally>(`/v1/content/help/articles/${articleId}/votes`, { helpful });
}

/** GET /v1/content/help/suggestions: articles matching the words typed so far. */
export async function fetchHelpSuggestions(words: string): Promise<HelpSuggestion[]> {
  const answer = await apiGet<{ suggestions: HelpSuggestion[] }>('/v1/content/help/suggestions', { q: words });
  return answer.suggestions;
}

export type SupportMessageFailure = 'invalid' | 'rateLimited' | 'failed';

/** POST /v1/content/support-messages; the failures the form tells apart. */
export async function sendSupportMessage(message: SupportMessageInput): Promise<{ ok: true; received: SupportMessageReceived } | { ok: false; error: SupportMessageFailure }> {
  try {
    return { ok: true, received: await apiPost<SupportMessageReceived>('/v1/content/support-messages', message) };
  } catch (error) {
    const status = error instanceof ApiError ? error.httpStatus : undefined;
    if (status === 429) return { ok: false, error: 'rateLimited' };
    if (status === 400) return { ok: false, error: 'invalid' };
    return { ok: false, error: 'failed' };
  }
}
