import { describe, expect, it } from 'vitest';
import { metaDescription } from '@/lib/seo/meta-description';

describe('meta description', () => {
  it('keeps a short text as it is, whitespace collapsed', () => {
    expect(metaDescription('  Desks  that\nmove. ')).toBe('Desks that move.');
  });

  it('shortens a long text on a word, within the limit, with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const result = metaDescription(text, 40);
    expect(result.length).toBeLessThanOrEqual(40);
    expect(result).toMatch(/word…$/);
  });

  it('cuts a single very long word where it is', () => {
    expect(metaDescription('x'.repeat(100), 20)).toBe(`${'x'.repeat(19)}…`);
  });
});
