import type { PageTranslations } from './page-translations';
import { isPlainObject } from '@/lib/validation/plain-object';

export type TranslationTreeLike = { readonly [key: string]: unknown };

/**
 * A page's translations with one namespace trimmed to what the page renders, in every locale
 * (decision 0054). The shared, frozen object `serverSideTranslations` remembers is copied, never
 * changed; the browser's translation store merges what each page brings, so a later page adds
 * the words this one left out.
 */
export function trimPageNamespace(translations: PageTranslations, namespace: string, trim: (tree: TranslationTreeLike) => TranslationTreeLike): PageTranslations {
  const store = translations._nextI18Next?.initialI18nStore;
  if (!isPlainObject<TranslationTreeLike>(store)) return translations;
  const locales = Object.fromEntries(
    Object.entries(store).map(([locale, namespaces]) => {
      if (!isPlainObject<TranslationTreeLike>(namespaces)) return [locale, namespaces];
      const tree = namespaces[namespace];
      if (!isPlainObject<TranslationTreeLike>(tree)) return [locale, namespaces];
      return [locale, { ...namespaces, [namespace]: trim(tree) }];
    }),
  );
  return { ...translations, _nextI18Next: { ...translations._nextI18Next, initialI18nStore: locales } } as PageTranslations;
}

/** A tree without the given top-level groups. */
export function withoutGroups(tree: TranslationTreeLike, groups: readonly string[]): TranslationTreeLike {
  const trimmed: Record<string, unknown> = { ...tree };
  for (const group of groups) delete trimmed[group];
  return trimmed;
}
