import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { contentLanguageOf } from './content-languages';
import { pickText } from './localized-text';
import { findBlogCategory, findBlogTag, listBlogCategories as listCategoryRows } from './repository-blog';

export interface BlogTermDetail {
  slug: string;
  name: string;
  description: string;
}

/** A blog category in the locale's language, or null. */
export async function getBlogCategory(input: { locale: Locale; slug: string }): Promise<BlogTermDetail | null> {
  const language = contentLanguageOf(languageOfLocale(input.locale));
  const row = await findBlogCategory(getDb(), input.slug);
  return row ? { slug: row.slug, name: pickText(row.name, language), description: pickText(row.description, language) } : null;
}

/** A blog tag in the locale's language, or null. */
export async function getBlogTag(input: { locale: Locale; slug: string }): Promise<BlogTermDetail | null> {
  const language = contentLanguageOf(languageOfLocale(input.locale));
  const row = await findBlogTag(getDb(), input.slug);
  return row ? { slug: row.slug, name: pickText(row.name, language), description: '' } : null;
}

export async function listBlogCategories(input: { locale: Locale }): Promise<BlogTermDetail[]> {
  const language = contentLanguageOf(languageOfLocale(input.locale));
  const rows = await listCategoryRows(getDb());
  return rows.map((row) => ({ slug: row.slug, name: pickText(row.name, language), description: pickText(row.description, language) }));
}
