import { foldText } from './fold-text';

/** A highlighted stretch of a text: [start, end) in UTF-16 code units, as String#slice counts. */
export interface HighlightRange {
  start: number;
  end: number;
}

export interface TextPart {
  text: string;
  highlighted: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Ranges of the words of `text` that match: a word matches when its folded form is one of
 * `matchedWords` (the database said its stem is a query stem) or starts with `prefix` (the
 * word being typed in the header box).
 */
export function highlightRanges(text: string, matchedWords: ReadonlySet<string>, prefix?: string): HighlightRange[] {
  const ranges: HighlightRange[] = [];
  for (const match of text.matchAll(WORD)) {
    const folded = foldText(match[0]);
    if (matchedWords.has(folded) || (prefix !== undefined && prefix.length > 0 && folded.startsWith(prefix))) {
      ranges.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  return ranges;
}

/** Splits a text into plain and highlighted parts; ranges out of bounds or overlapping are ignored. */
export function splitHighlights(text: string, ranges: readonly HighlightRange[]): TextPart[] {
  const parts: TextPart[] = [];
  let position = 0;
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    if (range.start < position || range.end <= range.start || range.end > text.length) continue;
    if (range.start > position) parts.push({ text: text.slice(position, range.start), highlighted: false });
    parts.push({ text: text.slice(range.start, range.end), highlighted: true });
    position = range.end;
  }
  if (position < text.length) parts.push({ text: text.slice(position), highlighted: false });
  return parts;
}
