import type { HelpSection } from '@/lib/contracts/content/content-schemas';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { contentLanguageOf } from './content-languages';
import { pickText } from './localized-text';
import { listArticleSummaries, listSections } from './repository-help';

/** Every section in order with its published articles (the help centre's home). */
export async function listHelpSections(input: { locale: Locale; now?: Date }): Promise<HelpSection[]> {
  const db = getDb();
  const language = contentLanguageOf(languageOfLocale(input.locale));
  const now = input.now ?? new Date();
  const [sections, articles] = await Promise.all([listSections(db), listArticleSummaries(db, { language, now })]);
  return sections.map((section) => ({
    slug: section.slug,
    title: pickText(section.title, language),
    description: pickText(section.description, language),
    articles: articles.filter((article) => article.sectionSlug === section.slug),
  }));
}

/** One section and its articles, or null for an unknown slug. */
export async function getHelpSection(input: { locale: Locale; slug: string; now?: Date }): Promise<HelpSection | null> {
  const sections = await listHelpSections(input);
  return sections.find((section) => section.slug === input.slug) ?? null;
}
