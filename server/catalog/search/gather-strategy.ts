import { SEARCH_HEAD_DOCUMENTS } from './repository-document-sql';
import type { GatherStrategy } from './repository-search-sql';

/*
 * Costs per row, in microseconds, fitted on the 100,000-product bench catalog (PostgreSQL, warm
 * cache): testing a row of the popularity walk, reading one GIN posting, fetching one matching row
 * the bitmap found. Only their ratios matter.
 */
const WALK_ROW_COST = 2;
const POSTING_COST = 0.22;
const BITMAP_FETCH_COST = 5;

export interface GatherEstimate {
  /** Documents holding each word of the query (its rarest stem), stop words left out. */
  documents: readonly number[];
  /** The same among the most popular SEARCH_HEAD_DOCUMENTS documents. */
  headDocuments: readonly number[];
  window: number;
  /** Filters make the head's counts meaningless (a vendor's desks may all be unpopular). */
  filtered: boolean;
}

/**
 * Walk the head of the popularity order when that reads fewer rows than the GIN route: the
 * walk tests about window x head / matches-in-head rows; the bitmap reads every posting of every
 * word, then fetches the window's rows from scattered pages. "desk" (57,575 documents, 5,596 in
 * the head) walks; "keyboard" (8,080, 790) and "pod" (9,091, none in the head) use the index.
 * A walk that still comes back short is redone by the caller.
 */
export function chooseGatherStrategy(estimate: GatherEstimate): GatherStrategy {
  if (estimate.filtered || estimate.documents.length === 0) return 'bitmap';
  // Several words are taken as independent, which undercounts words that go together ("standing
  // desk"): a cautious guess, as a walk that comes back short costs a second query.
  const head = estimate.headDocuments.reduce((share, documents) => share * Math.min(1, documents / SEARCH_HEAD_DOCUMENTS), 1) * SEARCH_HEAD_DOCUMENTS;
  // The head must hold the window with room to spare, or the walk would read all of it in vain.
  if (head < 1.2 * estimate.window) return 'bitmap';
  const walk = (WALK_ROW_COST * estimate.window * SEARCH_HEAD_DOCUMENTS) / head;
  const postings = estimate.documents.reduce((sum, documents) => sum + documents, 0);
  const bitmap = POSTING_COST * postings + BITMAP_FETCH_COST * Math.min(estimate.window, Math.min(...estimate.documents));
  return walk < bitmap ? 'walk' : 'bitmap';
}
