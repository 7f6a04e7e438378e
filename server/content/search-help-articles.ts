import type { HelpArticleSummary, HelpSuggestion } from '@/lib/contracts/content/content-schemas';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { contentLanguageOf } from './content-languages';
import { listArticleSummaries } from './repository-help';
import { searchArticleIds, suggestArticleIds } from './repository-help-search';

export const HELP_SEARCH_LIMIT = 20;
export const HELP_SUGGESTION_LIMIT = 6;

async function summariesInOrder(locale: Locale, ids: readonly number[], now: Date): Promise<HelpArticleSummary[]> {
  const language = contentLanguageOf(languageOfLocale(locale));
  const rows = await listArticleSummaries(getDb(), { language, now, articleIds: ids });
  const rank = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}

/** Full-text search over the help articles in the locale's language. */
export async function searchHelpArticles(input: { locale: Locale; words: string; now?: Date }): Promise<HelpArticleSummary[]> {
  const words = input.words.trim().slice(0, 100);
  if (!words) return [];
  const now = input.now ?? new Date();
  const language = contentLanguageOf(languageOfLocale(input.locale));
  const ids = await searchArticleIds(getDb(), { language, words, now, limit: HELP_SEARCH_LIMIT });
  return summariesInOrder(input.locale, ids, now);
}

/** Letters and digits of each typed word, each as a prefix: "retu ref" -> "retu:* & ref:*". */
export function prefixQuery(words: string): string {
  const parts = words
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part.length > 0)
    .slice(0, 6);
  return parts.map((part) => `${part}:*`).join(' & ');
}

/** Articles to suggest while a visitor types in the help centre's search box. */
export async function suggestHelpArticles(input: { locale: Locale; words: string; now?: Date }): Promise<HelpSuggestion[]> {
  const query = prefixQuery(input.words.slice(0, 100));
  if (!query) return [];
  const now = input.now ?? new Date();
  const language = contentLanguageOf(languageOfLocale(input.locale));
  const ids = await suggestArticleIds(getDb(), { language, prefixQuery: query, now, limit: HELP_SUGGESTION_LIMIT });
  const articles = await summariesInOrder(input.locale, ids, now);
  return articles.map((article) => ({ title: article.title, path: `/help-center/${article.sectionSlug}/${article.slug}` }));
}
