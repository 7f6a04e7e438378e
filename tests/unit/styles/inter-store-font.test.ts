import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { INTER_SOURCE, INTER_STORE_FONT, INTER_STORE_WEIGHTS } from '@/styles/inter-font-subset';
import { subsetInterFont } from '@/scripts/lib/subset-inter-font';

const root = path.resolve(__dirname, '../../..');
const shipped = fs.readFileSync(path.join(root, INTER_STORE_FONT));
const source = fs.readFileSync(path.join(root, INTER_SOURCE));

async function openFace(woff2: Buffer): Promise<Face> {
  const sfnt = await fontverter.convert(woff2, 'sfnt');
  return new Face(new Blob(new Uint8Array(sfnt)));
}

const hex = (point: number) => `U+${point.toString(16).toUpperCase().padStart(4, '0')}`;

describe('the shipped Inter font', () => {
  // The same letters as the source: no text of any locale (é, ü, ß, œ, €, “ ”) changes font.
  it('keeps every character of the fontsource latin file but the combining accents', async () => {
    const combining = (point: number) => point >= 0x300 && point <= 0x36f;
    const kept = [...(await openFace(shipped)).collectUnicodes()].sort((a, b) => a - b).map(hex);
    const offered = [...(await openFace(source)).collectUnicodes()].filter((point) => !combining(point)).sort((a, b) => a - b).map(hex);
    expect(kept).toEqual(offered);
    expect(kept).toEqual(expect.arrayContaining(['U+00E9', 'U+00FC', 'U+00DF', 'U+0153', 'U+20AC', 'U+201C', 'U+00A0']));
  });

  it('varies its weight over every weight the stylesheet uses, normal to bold', async () => {
    const face = await openFace(shipped);
    const weight = face.getAxisInfos().wght;
    expect(weight?.min).toBeLessThanOrEqual(INTER_STORE_WEIGHTS.min);
    expect(weight?.max).toBeGreaterThanOrEqual(INTER_STORE_WEIGHTS.max);
  });

  it('is what `npm run font:subset` makes from the fontsource file, at about half its size', async () => {
    const fresh = await subsetInterFont(root);
    expect(Buffer.compare(fresh, shipped)).toBe(0);
    expect(shipped.length).toBeLessThan(30 * 1024);
  });
});
