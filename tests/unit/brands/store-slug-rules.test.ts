import { describe, expect, it } from 'vitest';
import { RESERVED_STORE_SLUGS, storeSlugProblem, suggestStoreSlug } from '@/lib/brands/store-slug-rules';

describe('store address rules', () => {
  it('accepts lower-case words joined by single hyphens, 3 to 60 characters', () => {
    for (const slug of ['oak', 'oak-studio', 'studio-42', '42-desks', 'a'.repeat(60)]) expect(storeSlugProblem(slug), slug).toBeNull();
  });

  it('names the broken rule', () => {
    expect(storeSlugProblem('ab')).toBe('too_short');
    expect(storeSlugProblem('a'.repeat(61))).toBe('too_long');
    for (const slug of ['-oak', 'oak-', 'oak--studio', 'Oak', 'oak_studio', 'oak studio', 'éclair', 'oak/desk']) expect(storeSlugProblem(slug), slug).toBe('format');
  });

  it('keeps the store’s own words for itself', () => {
    for (const slug of ['admin', 'api', 'brand', 'store', 'help-center', 'search', 'cart', 'checkout']) {
      expect(RESERVED_STORE_SLUGS.has(slug)).toBe(true);
      expect(storeSlugProblem(slug), slug).toBe('reserved');
    }
  });

  it('suggests an address from a store name', () => {
    expect(suggestStoreSlug('Oak & Pine Studio')).toBe('oak-pine-studio');
    expect(suggestStoreSlug('  Möbel Müller GmbH ')).toBe('mobel-muller-gmbh');
    expect(storeSlugProblem(suggestStoreSlug(`${'Long '.repeat(20)}Name`))).toBeNull();
  });
});
