import { describe, expect, it } from 'vitest';
import { INFO_PAGE_KEYS } from '@/components/info/info-pages';
import { toInfoSections } from '@/components/info/info-sections';
import de from '@/locales/de/legal.json';
import en from '@/locales/en/legal.json';
import fr from '@/locales/fr/legal.json';

const FILES = { en, fr, de } as const;

describe('legal.json', () => {
  it.each(INFO_PAGE_KEYS)('gives %s the same section anchors in every language, so #links work everywhere', (page) => {
    const ids = (language: keyof typeof FILES) => toInfoSections(FILES[language][page].sections).map((section) => section.id);
    expect(ids('en').length).toBeGreaterThan(2);
    expect(ids('fr')).toEqual(ids('en'));
    expect(ids('de')).toEqual(ids('en'));
    expect(new Set(ids('en')).size).toBe(ids('en').length);
  });

  it('gives every section some text', () => {
    for (const file of Object.values(FILES)) {
      for (const page of INFO_PAGE_KEYS) {
        for (const section of toInfoSections(file[page].sections)) expect(section.paragraphs.length + section.items.length).toBeGreaterThan(0);
      }
    }
  });

  it('keeps the 30-day return window in every language', () => {
    expect(JSON.stringify(en.terms)).toContain('30 days of delivery');
    expect(JSON.stringify(fr.terms)).toContain('30 jours suivant la livraison');
    expect(JSON.stringify(de.terms)).toContain('30 Tagen nach der Lieferung');
  });
});

describe('toInfoSections', () => {
  it('drops malformed entries instead of breaking the page', () => {
    expect(toInfoSections('not a list')).toEqual([]);
    expect(toInfoSections([null, { id: 'a' }, { id: 'b', heading: 'B', paragraphs: ['p', 3], items: 'x' }])).toEqual([{ id: 'b', heading: 'B', paragraphs: ['p'], items: [] }]);
  });
});
