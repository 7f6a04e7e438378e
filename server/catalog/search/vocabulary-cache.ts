import type { Db } from '@/server/db/client';
import { SEARCH_LANGUAGES } from '@/server/db/schema/catalog/search';
import { listVocabulary, type VocabularyTerm } from './repository-words';
import { readIndexState } from './repository';
import type { SearchLanguage } from './search-language';

export interface Vocabulary {
  terms: readonly VocabularyTerm[];
  frequencyOf: ReadonlyMap<string, number>;
  /** Documents of one language (the index's count spread over its languages). */
  languageDocuments: number;
}

interface Entry {
  vocabulary: Promise<Vocabulary>;
  loadedAt: number;
}

/* Did-you-mean compares unknown words with the whole vocabulary (a few thousand words), so each
 * process keeps it in memory, per database handle. Another instance's refresh reaches this one
 * within the TTL; a refresh in this process clears it at once. */
const TTL_MS = 5 * 60 * 1000;
let cache = new WeakMap<Db, Map<SearchLanguage, Entry>>();

export function vocabularyOf(db: Db, language: SearchLanguage, now = Date.now()): Promise<Vocabulary> {
  let byLanguage = cache.get(db);
  if (!byLanguage) {
    byLanguage = new Map();
    cache.set(db, byLanguage);
  }
  const cached = byLanguage.get(language);
  if (cached && now - cached.loadedAt < TTL_MS) return cached.vocabulary;
  const vocabulary = Promise.all([listVocabulary(db, language), readIndexState(db)]).then(([terms, state]) => ({
    terms,
    frequencyOf: new Map(terms.map((t) => [t.term, t.frequency])),
    languageDocuments: (state?.documents ?? 0) / SEARCH_LANGUAGES.length,
  }));
  const entries = byLanguage;
  entries.set(language, { vocabulary, loadedAt: now });
  // A failed load must not stay cached.
  vocabulary.catch(() => entries.delete(language));
  return vocabulary;
}

/** After the index changed in this process. */
export function clearVocabularyCache(): void {
  cache = new WeakMap();
}
