import { describe, expect, it } from 'vitest';
import {
  isCombinationAvailable,
  matchVariant,
  optionValuesOf,
  selectionFromQuery,
  selectionQueryOf,
  variantAfterChoosing,
  type MatchableVariant,
} from '@/lib/product/variant-matching';

let nextId = 1;
const desk = (colour: string, frame: string, size: string, isDefault = false): MatchableVariant => ({ id: nextId++, options: { colour, frame, size }, isDefault });

/* A desk: 2 sizes x 2 frames x 2 finishes, except that walnut is not made in 120x60. */
const VARIANTS = [
  desk('oak', 'black', '140x70', true),
  desk('walnut', 'black', '140x70'),
  desk('oak', 'white', '140x70'),
  desk('walnut', 'white', '140x70'),
  desk('oak', 'black', '120x60'),
  desk('oak', 'white', '120x60'),
];
const [OAK_BLACK_140, WALNUT_BLACK_140, OAK_WHITE_140, WALNUT_WHITE_140, OAK_BLACK_120] = VARIANTS;

describe('reading the variant from the URL', () => {
  it('takes colour, frame and size from the query and ignores everything else', () => {
    expect(selectionFromQuery({ colour: 'walnut', frame: ['white', 'black'], size: ' 140x70 ', utm_source: 'mail', categorySlug: 'standing-desks' })).toEqual({
      colour: 'walnut',
      frame: 'white',
      size: '140x70',
    });
  });

  it('drops malformed values instead of failing', () => {
    expect(selectionFromQuery({ colour: '<script>', frame: '', size: 'x'.repeat(65) })).toEqual({});
  });

  it('opens on the default variant when the URL names none', () => {
    expect(matchVariant(VARIANTS, {})).toBe(OAK_BLACK_140);
  });

  it('finds the exact variant a full query names', () => {
    expect(matchVariant(VARIANTS, { colour: 'walnut', frame: 'white', size: '140x70' })).toBe(WALNUT_WHITE_140);
  });

  it('keeps the default variant’s other options for a partial query', () => {
    expect(matchVariant(VARIANTS, { colour: 'walnut' })).toBe(WALNUT_BLACK_140);
    expect(matchVariant(VARIANTS, { size: '120x60' })).toBe(OAK_BLACK_120);
  });

  it('settles on the closest variant for a combination that does not exist (earlier in display order on a tie)', () => {
    expect(matchVariant(VARIANTS, { colour: 'walnut', size: '120x60' })).toBe(WALNUT_BLACK_140);
    expect(matchVariant(VARIANTS, { colour: 'walnut', frame: 'white', size: '120x60' })).toBe(WALNUT_WHITE_140);
    expect(matchVariant(VARIANTS, { colour: 'purple' })).toBe(OAK_BLACK_140);
  });

  it('writes a variant back as a query with each of its options', () => {
    expect(selectionQueryOf(WALNUT_WHITE_140!)).toEqual({ colour: 'walnut', frame: 'white', size: '140x70' });
    expect(selectionQueryOf({ options: { size: 'pod-duo' } })).toEqual({ size: 'pod-duo' });
  });
});

describe('choosing an option', () => {
  it('disables values that do not combine with the other choices', () => {
    expect(isCombinationAvailable(VARIANTS, OAK_BLACK_120!.options, 'colour', 'walnut')).toBe(false);
    expect(isCombinationAvailable(VARIANTS, OAK_BLACK_140!.options, 'colour', 'walnut')).toBe(true);
    expect(isCombinationAvailable(VARIANTS, WALNUT_BLACK_140!.options, 'size', '120x60')).toBe(false);
    expect(isCombinationAvailable(VARIANTS, OAK_BLACK_140!.options, 'frame', 'white')).toBe(true);
  });

  it('keeps the other options when the new combination exists', () => {
    expect(variantAfterChoosing(VARIANTS, OAK_BLACK_140!.options, 'frame', 'white')).toBe(OAK_WHITE_140);
    expect(variantAfterChoosing(VARIANTS, OAK_WHITE_140!.options, 'colour', 'walnut')).toBe(WALNUT_WHITE_140);
  });

  it('moves to the closest variant with the chosen value when the combination does not exist', () => {
    const next = variantAfterChoosing(VARIANTS, WALNUT_BLACK_140!.options, 'size', '120x60');
    expect(next?.options.size).toBe('120x60');
    expect(next?.options.frame).toBe('black');
    expect(variantAfterChoosing(VARIANTS, OAK_BLACK_140!.options, 'colour', 'purple')).toBeUndefined();
  });

  it('lists each option’s values once, in order of appearance', () => {
    expect(optionValuesOf(VARIANTS, 'size')).toEqual(['140x70', '120x60']);
    expect(optionValuesOf(VARIANTS, 'colour')).toEqual(['oak', 'walnut']);
  });
});
