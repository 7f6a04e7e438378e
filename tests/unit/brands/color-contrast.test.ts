import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastWithWhite, formatRatio, isReadableAccent, relativeLuminance, textColorOn } from '@/lib/brands/color-contrast';

/* WCAG 2.x figures, checked against the values the W3C and common checkers give. */

describe('contrast of an accent colour', () => {
  it('measures the extremes: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1d4ed8', '#1d4ed8')).toBe(1);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#000000')).toBe(0);
  });

  it('gives the ratios checkers give for well-known colours', () => {
    expect(contrastWithWhite('#767676')).toBeCloseTo(4.54, 2); // the lightest grey that passes AA
    expect(contrastWithWhite('#777777')).toBeCloseTo(4.48, 2);
    expect(contrastWithWhite('#1d4ed8')).toBeCloseTo(6.7, 1);
    expect(contrastWithWhite('#facc15')).toBeCloseTo(1.53, 2);
  });

  it('accepts colours at 4.5:1 or above against white, refuses lighter ones and malformed values', () => {
    expect(isReadableAccent('#767676')).toBe(true);
    expect(isReadableAccent('#777777')).toBe(false);
    expect(isReadableAccent('#14532D')).toBe(true);
    expect(isReadableAccent('#facc15')).toBe(false);
    expect(isReadableAccent('blue')).toBe(false);
    expect(isReadableAccent('#12345')).toBe(false);
  });

  it('puts white text on a dark accent and ink on a light one', () => {
    expect(textColorOn('#1d4ed8')).toBe('#ffffff');
    expect(textColorOn('#facc15')).not.toBe('#ffffff');
  });

  it('shows the ratio rounded down, so a refused colour never reads 4.50', () => {
    expect(formatRatio(4.4999)).toBe('4.49');
    expect(formatRatio(21)).toBe('21.00');
  });

  it('throws on something that is not #rrggbb (callers validate first)', () => {
    expect(() => relativeLuminance('red')).toThrow();
  });
});
