import { describe, expect, it } from 'vitest';
import { foldText } from '@/lib/search/fold-text';
import { highlightRanges, splitHighlights } from '@/lib/search/highlight';
import { normalizeSearchQuery, searchWords } from '@/lib/search/search-words';
import { editDistance } from '@/server/catalog/search/edit-distance';

describe('folding text for search', () => {
  it('lower-cases and drops accents, so typed and printed forms compare equal', () => {
    expect(foldText('Électronique')).toBe('electronique');
    expect(foldText('Bürostühle')).toBe('burostuhle');
    expect(foldText('Straße Œuvre Æsop')).toBe('strasse oeuvre aesop');
    expect(foldText('ÇA Ñ Ø Ł')).toBe('ca n o l');
  });
});

describe('query words', () => {
  it('keeps letters and digits only, so no text-search syntax reaches the database', () => {
    expect(searchWords("Stand-up Desk! & |lamp:* 'x'")).toEqual(['stand', 'up', 'desk', 'lamp', 'x']);
    expect(searchWords('%%% <> ()')).toEqual([]);
    expect(searchWords('Schreibtisch 160×80')).toEqual(['schreibtisch', '160', '80']);
  });

  it('keeps at most eight words and 100 characters', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(normalizeSearchQuery(`  ${'x'.repeat(150)}  `)).toHaveLength(100);
    expect(normalizeSearchQuery(' standing \n\t desk ')).toBe('standing desk');
  });
});

describe('highlight ranges', () => {
  it('marks words whose folded form matched, and words starting with the typed prefix', () => {
    const name = 'Atlas Pro Steh-Sitz-Schreibtisch';
    const ranges = highlightRanges(name, new Set(['schreibtisch']), 'atl');
    expect(ranges.map((range) => name.slice(range.start, range.end))).toEqual(['Atlas', 'Schreibtisch']);
  });

  it('splits a text into plain and marked parts that join back into the same text', () => {
    const text = '<b>Oak</b> desk';
    const parts = splitHighlights(text, [{ start: 3, end: 6 }, { start: 11, end: 15 }]);
    expect(parts).toEqual([
      { text: '<b>', highlighted: false },
      { text: 'Oak', highlighted: true },
      { text: '</b> ', highlighted: false },
      { text: 'desk', highlighted: true },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('ignores ranges that overlap or fall outside the text', () => {
    expect(splitHighlights('desk', [{ start: 0, end: 2 }, { start: 1, end: 3 }, { start: 2, end: 99 }])).toEqual([
      { text: 'de', highlighted: true },
      { text: 'sk', highlighted: false },
    ]);
  });
});

describe('edit distance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('stnading', 'standing', 2)).toBe(1);
    expect(editDistance('dsek', 'desk', 2)).toBe(1);
    expect(editDistance('chiar', 'chair', 2)).toBe(1);
  });

  it('gives up past the limit', () => {
    expect(editDistance('lamp', 'monitor', 2)).toBe(3);
    expect(editDistance('kitchen', 'chicken', 1)).toBe(2);
    expect(editDistance('desk', 'desk', 0)).toBe(0);
  });
});
