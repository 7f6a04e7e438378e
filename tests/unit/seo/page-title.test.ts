import { describe, expect, it } from 'vitest';
import { pageTitle } from '@/lib/seo/page-title';

describe('page title', () => {
  it('appends the store name', () => {
    expect(pageTitle('Office chairs', 'Deskhaus')).toBe('Office chairs | Deskhaus');
  });

  it('is the store name alone when the title is blank or already the store name', () => {
    expect(pageTitle('  ', 'Deskhaus')).toBe('Deskhaus');
    expect(pageTitle('Deskhaus', 'Deskhaus')).toBe('Deskhaus');
  });

  it('collapses whitespace', () => {
    expect(pageTitle(' Office \n chairs ', 'Deskhaus')).toBe('Office chairs | Deskhaus');
  });
});
