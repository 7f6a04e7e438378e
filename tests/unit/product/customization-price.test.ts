import { describe, expect, it } from 'vitest';
import { defaultChoices, normalizePersonalization, quoteCustomizations, textLength } from '@/lib/product/customization-price';
import type { CustomizationOption } from '@/lib/contracts/catalog/product-detail-schemas';

const OPTIONS: CustomizationOption[] = [
  {
    kind: 'choice',
    code: 'desktop-depth',
    name: 'Desktop depth',
    help: null,
    choices: [
      { code: 'standard', label: 'Standard', priceDelta: 0, isDefault: true },
      { code: 'deep', label: '10 cm deeper', priceDelta: 7_900, isDefault: false },
    ],
  },
  {
    kind: 'choice',
    code: 'warranty',
    name: 'Protection plan',
    help: null,
    choices: [
      { code: 'included', label: 'Included', priceDelta: 0, isDefault: false },
      { code: 'plus-2-years', label: '+2 years', priceDelta: 5_900, isDefault: true },
    ],
  },
  { kind: 'text', code: 'engraving', name: 'Engraving', help: null, maxLength: 10, priceDelta: 1_900 },
];

describe('customization and personalization prices', () => {
  it('charges the default choices when the shopper picked nothing', () => {
    expect(defaultChoices(OPTIONS)).toEqual({ 'desktop-depth': 'standard', warranty: 'plus-2-years' });
    expect(quoteCustomizations(OPTIONS, {}, {})).toMatchObject({ amount: 5_900, issues: [] });
  });

  it('adds the price of each chosen option and of a written personalization', () => {
    const quote = quoteCustomizations(OPTIONS, { 'desktop-depth': 'deep', warranty: 'included' }, { engraving: '  Ada   L. ' });
    expect(quote.amount).toBe(7_900 + 1_900);
    expect(quote.choices).toEqual({ 'desktop-depth': 'deep', warranty: 'included' });
    expect(quote.personalization).toEqual({ engraving: 'Ada L.' });
  });

  it('does not charge an empty personalization', () => {
    expect(quoteCustomizations(OPTIONS, { warranty: 'included' }, { engraving: '   ' })).toMatchObject({ amount: 0, personalization: {} });
  });

  it('counts characters as a shopper does and refuses a text over the limit', () => {
    expect(textLength('Zoë 🙂')).toBe(5);
    expect(quoteCustomizations(OPTIONS, {}, { engraving: 'éééééééééé' }).issues).toEqual([]);
    expect(quoteCustomizations(OPTIONS, {}, { engraving: 'ABCDEFGHIJK' }).issues).toEqual([{ code: 'engraving', problem: 'text-too-long' }]);
  });

  it('refuses control characters, unknown options and choices, and mixed-up kinds', () => {
    const quote = quoteCustomizations(
      OPTIONS,
      { 'desktop-depth': 'huge', gift: 'yes', engraving: 'x' },
      { engraving: 'Ada\u0007', warranty: 'text', nope: 'x' },
    );
    expect(quote.issues).toEqual(
      expect.arrayContaining([
        { code: 'desktop-depth', problem: 'unknown-choice' },
        { code: 'gift', problem: 'unknown-option' },
        { code: 'engraving', problem: 'not-a-choice' },
        { code: 'engraving', problem: 'text-invalid' },
        { code: 'warranty', problem: 'not-a-text' },
        { code: 'nope', problem: 'unknown-option' },
      ]),
    );
    // A refused choice leaves the default in place, so the price shown is still a real one.
    expect(quote.choices['desktop-depth']).toBe('standard');
  });

  it('normalizes text to one spaced line in composed form', () => {
    expect(normalizePersonalization(' e\u0301cole \t  du  soir ')).toBe('école du soir');
  });
});
