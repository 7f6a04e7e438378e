import { currencyOfLocale, languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { highlightRanges } from '@/lib/search/highlight';
import { SUGGEST_CATEGORY_LIMIT, SUGGEST_MIN_LENGTH, SUGGEST_PRODUCT_LIMIT } from '@/lib/search/search-constants';
import { normalizeSearchQuery, searchWords } from '@/lib/search/search-words';
import { effectivePrice } from '@/server/catalog/effective-price';
import { getDb, type Db } from '@/server/db/client';
import { correctQuery } from './correct-query';
import { findSuggestedCategories, findSuggestedProducts, type SuggestionRow } from './repository-suggestions';
import type { GatherStrategy } from './repository-search-sql';
import type { Suggestions } from '@/lib/contracts/catalog/search-schemas';
import { searchLanguageOf, type SearchLanguage } from './search-language';
import { vocabularyOf, type Vocabulary } from './vocabulary-cache';

export interface SuggestProductsInput {
  q: string;
  locale: Locale;
  now?: Date;
  db?: Db;
}

const MIN_PREFIX_TO_CORRECT = 4;
/** Candidates gathered before those whose own name matches are put first (a category word matches every product of it). */
const SUGGEST_GATHER = 24;
/** Below this many possible matches the index is read directly; above, the popular head is walked first. */
const WALK_FROM_MATCHES = 2_000;

interface TypedWords {
  /** Words the shopper finished (followed by a space or another word). */
  complete: string[];
  /** The word being typed, matched as a prefix; null after a trailing space. */
  prefix: string | null;
}

function typedWords(query: string, raw: string): TypedWords {
  const words = searchWords(query);
  const typing = !/\s$/.test(raw) && words.length > 0;
  return typing ? { complete: words.slice(0, -1), prefix: words.at(-1) ?? null } : { complete: words, prefix: null };
}

/** "stand & desk:*": the words are letters and digits only (searchWords), so nothing else reaches to_tsquery. */
function prefixQuery(words: TypedWords): string {
  return [...words.complete, ...(words.prefix === null ? [] : [`${words.prefix}:*`])].join(' & ');
}

/** How many products the typed words can match at most, from the vocabulary's product counts. */
function estimateMatches(words: TypedWords, vocabulary: Vocabulary): number {
  const counts = words.complete.map((word) => vocabulary.frequencyOf.get(word) ?? 0);
  if (words.prefix !== null) {
    const prefix = words.prefix;
    counts.push(vocabulary.terms.reduce((sum, term) => (term.term.startsWith(prefix) ? sum + term.frequency : sum), 0));
  }
  return counts.length === 0 ? 0 : Math.min(...counts);
}

async function findProducts(db: Db, language: SearchLanguage, currency: string, now: Date, words: TypedWords): Promise<SuggestionRow[]> {
  const vocabulary = await vocabularyOf(db, language);
  const estimate = estimateMatches(words, vocabulary);
  const find = (strategy: GatherStrategy) =>
    findSuggestedProducts(db, { language, currency, now, prefixQuery: prefixQuery(words), strategy, gather: SUGGEST_GATHER, limit: SUGGEST_PRODUCT_LIMIT });
  if (estimate < WALK_FROM_MATCHES) return find('bitmap');
  const walked = await find('walk');
  // Common words that are rare among the most popular products: read the index instead.
  return walked.length < SUGGEST_PRODUCT_LIMIT ? find('bitmap') : walked;
}

/**
 * What the header box offers while a shopper types: up to six products (most popular first)
 * whose name, category or vendor words start with what was typed, and up to four categories.
 * Words that match nothing are corrected first ("stnading de" → "standing de").
 */
export async function suggestProducts(input: SuggestProductsInput): Promise<Suggestions> {
  const db = input.db ?? getDb();
  const language = searchLanguageOf(languageOfLocale(input.locale));
  const currency = currencyOfLocale(input.locale);
  const now = input.now ?? new Date();
  const query = normalizeSearchQuery(input.q);
  const empty: Suggestions = { query, correctedQuery: null, products: [], categories: [] };
  let words = typedWords(query, input.q);
  if (query.length < SUGGEST_MIN_LENGTH || (words.complete.length === 0 && words.prefix === null)) return empty;

  let products = await findProducts(db, language, currency, now, words);
  let correctedQuery: string | null = null;
  if (products.length === 0) {
    // A word still being typed is only corrected once it is long enough to be a misspelling.
    const correctPrefix = words.prefix !== null && words.prefix.length >= MIN_PREFIX_TO_CORRECT;
    const toCorrect = correctPrefix && words.prefix !== null ? [...words.complete, words.prefix] : words.complete;
    const correction = await correctQuery({ words: toCorrect, language, db, lastWordIsPrefix: correctPrefix });
    if (correction !== null) {
      const corrected = searchWords(correction);
      words = correctPrefix ? { complete: corrected.slice(0, -1), prefix: corrected.at(-1) ?? null } : { complete: corrected, prefix: words.prefix };
      products = await findProducts(db, language, currency, now, words);
      if (products.length > 0) correctedQuery = [...words.complete, ...(words.prefix === null ? [] : [words.prefix])].join(' ');
    }
  }

  const productCategories = [...new Set(products.map((product) => product.categorySlug))];
  const categories = await findSuggestedCategories(db, { language, prefixQuery: prefixQuery(words), alsoSlugs: productCategories, limit: SUGGEST_CATEGORY_LIMIT });
  const complete = new Set(words.complete);
  return {
    query,
    correctedQuery,
    products: products.map((product) => ({
      code: product.code,
      name: product.name,
      nameHighlight: highlightRanges(product.name, complete, words.prefix ?? undefined),
      imageKey: product.imageKey,
      price: effectivePrice({ amount: product.amount, compareAtAmount: product.compareAtAmount, currency, activeFlashSalePercentOff: product.flashPercent }),
      path: `/${product.categorySlug}/${product.slug}`,
    })),
    categories: categories.map((category) => ({ slug: category.slug, name: category.name, path: `/${category.slug}` })),
  };
}
