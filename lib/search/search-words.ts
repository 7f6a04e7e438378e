import { foldText } from './fold-text';
import { SEARCH_MAX_WORDS, SEARCH_QUERY_MAX_LENGTH } from './search-constants';

/** A query as people type it, trimmed, with runs of white space made one space. */
export function normalizeSearchQuery(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
}

/** Every folded word of a text (letters and digits), for finding what to highlight in it. */
export function textWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * The folded words of a query: letters and digits only, so nothing a shopper types can reach
 * the text-search syntax (& | ! : * quotes...). "Stand-up Desk!" → ["stand", "up", "desk"].
 */
export function searchWords(query: string): string[] {
  return foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, SEARCH_MAX_WORDS);
}
