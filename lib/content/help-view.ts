import type { HelpArticleDetail, HelpArticleSummary, HelpSection } from '@/lib/contracts/content/content-schemas';

/* What the help centre's pages receive as props. */

export const HELP_ROOT = '/help-center';

export interface HelpIndexPageData {
  sections: HelpSection[];
}

export interface HelpSectionPageData {
  section: HelpSection;
}

export interface HelpArticlePageData {
  article: HelpArticleDetail & { updatedLabel: string };
}

export interface HelpSearchPageData {
  words: string;
  articles: HelpArticleSummary[];
}

export function helpSectionPath(sectionSlug: string): string {
  return `${HELP_ROOT}/${sectionSlug}`;
}

export function helpArticlePath(sectionSlug: string, slug: string): string {
  return `${HELP_ROOT}/${sectionSlug}/${slug}`;
}

export function helpSearchPath(words: string): string {
  return `${HELP_ROOT}/search/${encodeURIComponent(words.trim())}`;
}
