import { BLOG_ROOT, blogListPagePath, blogPostPath } from '@/lib/content/blog-view';
import { HELP_ROOT, helpArticlePath, helpSectionPath } from '@/lib/content/help-view';
import { languageOfLocale, LOCALES } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/navigation/localized-path';

/*
 * The cached (ISR) pages a published change shows on, in every locale, as Next names them
 * ("/fr-FR/ourblog/..."). RSS feeds, the sitemap and searches render per request, so they need
 * no revalidation: they read the new rows on their next request.
 */

export interface PostPagesInput {
  /** Slugs per language, before and after the change (an old slug's page must stop showing). */
  slugs: Partial<Record<string, readonly string[]>>;
  categorySlugs: readonly string[];
  tagSlugs: readonly string[];
  /** How many list pages the blog has (each may list the post, or shift by one). */
  listPageCount: number;
}

export function postPagePaths(input: PostPagesInput): string[] {
  const shared = [BLOG_ROOT];
  for (let page = 2; page <= input.listPageCount; page += 1) shared.push(blogListPagePath(page));
  for (const slug of new Set(input.categorySlugs)) shared.push(`${BLOG_ROOT}/category/${slug}`);
  for (const slug of new Set(input.tagSlugs)) shared.push(`${BLOG_ROOT}/tag/${slug}`);
  const paths = new Set<string>();
  for (const locale of LOCALES) {
    for (const path of shared) paths.add(localizedPath(path, locale));
    for (const slug of input.slugs[languageOfLocale(locale)] ?? []) paths.add(localizedPath(blogPostPath(slug), locale));
  }
  return [...paths];
}

export interface ArticlePagesInput {
  /** "section/slug" before and after the change. */
  keys: readonly string[];
}

export function articlePagePaths(input: ArticlePagesInput): string[] {
  const shared = new Set<string>([HELP_ROOT]);
  for (const key of input.keys) {
    const [section, slug] = key.split('/');
    if (!section || !slug) continue;
    shared.add(helpSectionPath(section));
    shared.add(helpArticlePath(section, slug));
  }
  return LOCALES.flatMap((locale) => [...shared].map((path) => localizedPath(path, locale)));
}
