import { describe, expect, it } from 'vitest';
import { chooseGatherStrategy } from '@/server/catalog/search/gather-strategy';

const window = 500;

describe('how a search gathers its candidates', () => {
  it('walks the popular head for a word most popular products share', () => {
    expect(chooseGatherStrategy({ documents: [57_575], headDocuments: [5_596], window, filtered: false })).toBe('walk');
  });

  it('reads the index for a word that is common overall but rare among popular products', () => {
    expect(chooseGatherStrategy({ documents: [9_091], headDocuments: [0], window, filtered: false })).toBe('bitmap');
    expect(chooseGatherStrategy({ documents: [8_080], headDocuments: [790], window, filtered: false })).toBe('bitmap');
  });

  it('reads the index for rare words, filtered searches and queries of stop words only', () => {
    expect(chooseGatherStrategy({ documents: [12], headDocuments: [3], window, filtered: false })).toBe('bitmap');
    expect(chooseGatherStrategy({ documents: [57_575], headDocuments: [5_596], window, filtered: true })).toBe('bitmap');
    expect(chooseGatherStrategy({ documents: [], headDocuments: [], window, filtered: false })).toBe('bitmap');
  });

  it('judges a query of several words by their shares of the head and all their postings', () => {
    expect(chooseGatherStrategy({ documents: [32_322, 57_575], headDocuments: [3_286, 5_596], window, filtered: false })).toBe('walk');
  });
});

describe('words that rarely meet', () => {
  it('reads the index when two words are each common in the head but seldom together', () => {
    expect(chooseGatherStrategy({ documents: [22_316, 11_111], headDocuments: [2_756, 1_408], window, filtered: false })).toBe('bitmap');
  });
});
