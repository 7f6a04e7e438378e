import { describe, expect, it } from 'vitest';
import { firstQueryValue, queryOfPath } from '@/lib/seo/page-query';
import { normalizePathname } from '@/lib/seo/normalize-pathname';
import { absoluteUrl } from '@/lib/seo/absolute-url';

describe('reading the query of a path', () => {
  it('reads parameters, repeated ones as lists, and ignores the fragment', () => {
    expect(queryOfPath('/search?q=desk&tag=a&tag=b#results')).toEqual({ q: 'desk', tag: ['a', 'b'] });
  });

  it('is empty without a query', () => {
    expect(queryOfPath('/standing-desks')).toEqual({});
  });

  it('takes the first of repeated values', () => {
    expect(firstQueryValue(['a', 'b'])).toBe('a');
    expect(firstQueryValue(undefined)).toBeUndefined();
  });
});

describe('normalizing a path', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/fr-FR', '/'],
    ['/en-GB/office-chairs/?x=1', '/office-chairs'],
    ['/office-chairs//', '/office-chairs'],
  ])('reads %j as %j', (raw, expected) => {
    expect(normalizePathname(raw)).toBe(expected);
  });
});

describe('absolute URLs for pictures', () => {
  it('resolves a path against the site and keeps absolute URLs', () => {
    expect(absoluteUrl('https://s.example', '/a.webp')).toBe('https://s.example/a.webp');
    expect(absoluteUrl('https://s.example', 'a.webp')).toBe('https://s.example/a.webp');
    expect(absoluteUrl('https://s.example', 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
    expect(absoluteUrl('https://s.example', '//cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
  });
});
