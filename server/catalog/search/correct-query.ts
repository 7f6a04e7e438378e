import { getDb, type Db } from '@/server/db/client';
import { editDistance } from './edit-distance';
import { wordStats, type WordStat } from './repository-words';
import type { SearchLanguage } from './search-language';
import { vocabularyOf, type Vocabulary } from './vocabulary-cache';

export interface CorrectQueryInput {
  /** Folded words of the query (lib/search/search-words.ts). */
  words: readonly string[];
  language: SearchLanguage;
  /** Document counts of the words, when the caller already has them. */
  stats?: readonly WordStat[];
  /** The last word is still being typed: it is corrected towards words it could begin. */
  lastWordIsPrefix?: boolean;
  db?: Db;
}

/** How far a word may be from its correction: one edit for short words, two from five letters. */
function maxEditsFor(word: string): number {
  return word.length <= 4 ? 1 : 2;
}

/** Distance to the start of `term` ("chia" is one swap from "chai", the start of "chair"). */
function prefixDistance(word: string, term: string, max: number): number {
  let best = max + 1;
  for (let length = Math.max(1, word.length - 1); length <= word.length + 1; length += 1) {
    if (length > term.length) break;
    best = Math.min(best, editDistance(word, term.slice(0, length), max));
  }
  return best;
}

function closestTerm(word: string, vocabulary: Vocabulary, asPrefix: boolean, minFrequency: number): string | null {
  const max = maxEditsFor(word);
  let best: { term: string; distance: number; frequency: number } | null = null;
  for (const { term, frequency } of vocabulary.terms) {
    if (frequency < minFrequency || term === word) continue;
    const distance = asPrefix ? prefixDistance(word, term, max) : editDistance(word, term, max);
    if (distance > max) continue;
    if (!best || distance < best.distance || (distance === best.distance && (frequency > best.frequency || (frequency === best.frequency && term < best.term)))) {
      best = { term, distance, frequency };
    }
  }
  return best?.term ?? null;
}

/** "standingdesk" → "standing desk", when both halves are words of the vocabulary. */
function splitIntoTerms(word: string, vocabulary: Vocabulary): string | null {
  let best: { split: string; score: number } | null = null;
  for (let cut = 2; cut <= word.length - 2; cut += 1) {
    const left = vocabulary.frequencyOf.get(word.slice(0, cut));
    const right = vocabulary.frequencyOf.get(word.slice(cut));
    if (left === undefined || right === undefined) continue;
    const score = Math.min(left, right);
    if (!best || score > best.score) best = { split: `${word.slice(0, cut)} ${word.slice(cut)}`, score };
  }
  return best?.split ?? null;
}

/** A word in this few documents may itself be a typo (of a word used far more often). */
const RARE_DOCUMENTS = 2;
/** ...and is corrected only towards a word used at least this many times more. */
const RARE_WORD_FACTOR = 10;

const isNumber = (word: string) => /^\d+$/.test(word);

/**
 * "Did you mean": the query with each word no document knows replaced by the closest word of
 * the vocabulary (product, category and vendor names, option labels); a word only a document
 * or two know is replaced when a far more common word is one or two edits away. Null when
 * nothing needs or admits correcting.
 */
export async function correctQuery(input: CorrectQueryInput): Promise<string | null> {
  const db = input.db ?? getDb();
  if (input.words.length === 0) return null;
  const stats = input.stats ?? (await wordStats(db, input.language, input.words)).words;
  const suspect = (stat: WordStat, index: number) =>
    !isNumber(stat.word) && (stat.documents === 0 || (stat.documents > 0 && stat.documents <= RARE_DOCUMENTS) || (input.lastWordIsPrefix === true && index === stats.length - 1));
  if (!stats.some(suspect)) return null;
  const vocabulary = await vocabularyOf(db, input.language);
  let changed = false;
  const corrected = stats.map((stat, index) => {
    if (!suspect(stat, index)) return stat.word;
    const asPrefix = input.lastWordIsPrefix === true && index === stats.length - 1;
    const minFrequency = stat.documents > 0 ? stat.documents * RARE_WORD_FACTOR : 1;
    const replacement = closestTerm(stat.word, vocabulary, asPrefix, minFrequency) ?? (stat.documents === 0 && !asPrefix ? splitIntoTerms(stat.word, vocabulary) : null);
    if (replacement === null || replacement === stat.word) return stat.word;
    changed = true;
    return replacement;
  });
  return changed ? corrected.join(' ') : null;
}
