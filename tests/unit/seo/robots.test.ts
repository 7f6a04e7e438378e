import { describe, expect, it } from 'vitest';
import { robotsContent } from '@/lib/seo/robots';

describe('robots: indexable countries', () => {
  it.each(['US', 'CA', 'FR', 'DE', 'GB', 'CH', 'ES', 'BE', 'PT', 'NL'])('indexes pages for %s', (country) => {
    expect(robotsContent({ country, pageKind: 'category', locale: 'en-US' })).toBe('index, follow');
  });

  it.each(['AE', 'JP', 'IT', 'AU'])('does not index pages for %s', (country) => {
    expect(robotsContent({ country, pageKind: 'category', locale: 'en-US' })).toBe('noindex, nofollow');
  });

  it('accepts a country written in lower case', () => {
    expect(robotsContent({ country: 'ch', pageKind: 'home', locale: 'en-US' })).toBe('index, follow');
  });

  it.each(['en-US', 'en-CA', 'en-GB', 'fr-FR', 'de-DE'])("takes the country from the locale's region (%s is indexable)", (locale) => {
    expect(robotsContent({ pageKind: 'product', locale })).toBe('index, follow');
  });
});

describe('robots: blog and help centre', () => {
  it.each(['blog', 'help'] as const)('indexes the %s in the default locale', (pageKind) => {
    expect(robotsContent({ pageKind, locale: 'en-US' })).toBe('index, follow');
  });

  it.each([
    ['blog', 'fr-FR'],
    ['blog', 'en-GB'],
    ['help', 'de-DE'],
    ['help', 'en-CA'],
  ] as const)('does not index the %s in the non-default locale %s', (pageKind, locale) => {
    expect(robotsContent({ pageKind, locale })).toBe('noindex, nofollow');
  });
});

describe('robots: pages flagged no-index', () => {
  it('does not index a flagged page even in an indexable country and the default locale', () => {
    expect(robotsContent({ country: 'US', pageKind: 'other', locale: 'en-US', noIndex: true })).toBe('noindex, nofollow');
  });
});
