import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BELOW_MD_MEDIA, LG_PX, LG_UP_MEDIA, MD_PX } from '@/lib/dom/breakpoint-media';

const css = readFileSync('styles/globals.css', 'utf8');
const breakpoint = (name: string) => Number(new RegExp(`--breakpoint-${name}:\\s*(\\d+)px`).exec(css)?.[1]);

describe('breakpoint media queries', () => {
  it('match the stylesheet, so code loads a part exactly where CSS displays it', () => {
    expect(MD_PX).toBe(breakpoint('md'));
    expect(LG_PX).toBe(breakpoint('lg'));
    expect(LG_UP_MEDIA).toBe('(min-width: 992px)');
    expect(BELOW_MD_MEDIA).toBe('(max-width: 767.98px)');
  });
});
