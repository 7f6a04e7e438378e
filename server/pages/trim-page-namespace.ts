import type { PageTranslations } from './page-translations';
import type { TranslationTree } from '@/lib/i18n/translate';
import { isPlainObject } from '@/lib/validation/plain-object';

/**
 * A page's translations with one namespace trimmed to what the page renders, in every locale
 * (decision 0054). The shared, frozen object `serverSideTranslations` remembers is copied, never
 * changed; the browser's translation store merges what each page brings, so a later page adds
 * the words this one left out.
 */
export function trimPageNamespace(translations: PageTranslations, namespace: string, trim: (tree: TranslationTree) => TranslationTree): PageTranslations {
  const store = translations._nextI18Next?.initialI18nStore;
  if (!isPlainObject<TranslationTree>(store)) return translations;
  const locales = Object.fromEntries(
    Object.entries(store).map(([locale, namespaces]) => {
      if (!isPlainObject<TranslationTree>(namespaces)) return [locale, namespaces];
      const tree = namespaces[namespace];
      if (!isPlainObject<TranslationTree>(tree)) return [locale, namespaces];
      return [locale, { ...namespaces, [namespace]: trim(tree) }];
    }),
  );
  return { ...translations, _nextI18Next: { ...translations._nextI18Next, initialI18nStore: locales } } as PageTranslations;
}

/** A tree without the given top-level groups. */
export function withoutGroups(tree: TranslationTree, groups: readonly string[]): TranslationTree {
  const trimmed: Record<string, unknown> = { ...tree };
  for (const group of groups) delete trimmed[group];
  return trimmed;
}
