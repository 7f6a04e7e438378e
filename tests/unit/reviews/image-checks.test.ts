import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImageData } from '@/server/catalog/reviews/decode-image-data';
import { imageTypeOf } from '@/server/catalog/reviews/image-signature';
import { authorDisplayName } from '@/server/catalog/reviews/author-display-name';
import { assertSafeKey } from '@/server/catalog/reviews/storage/file-storage';

describe('picture type by its first bytes', () => {
  it('recognises JPEG, PNG and WebP, whatever they are called', async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } });
    expect(imageTypeOf(await base.clone().jpeg().toBuffer())).toBe('image/jpeg');
    expect(imageTypeOf(await base.clone().png().toBuffer())).toBe('image/png');
    expect(imageTypeOf(await base.clone().webp().toBuffer())).toBe('image/webp');
  });

  it('refuses GIF, SVG, PDF, HTML and empty data', () => {
    expect(imageTypeOf(Buffer.from('GIF89a......'))).toBeNull();
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeOf(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(imageTypeOf(Buffer.from('<html>'))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
    expect(imageTypeOf(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
  });
});

describe('base64 picture data', () => {
  it('accepts plain base64 and data: URLs', () => {
    expect(decodeImageData('aGVsbG8=')).toEqual({ ok: true, bytes: new Uint8Array(Buffer.from('hello')) });
    expect(decodeImageData('data:image/png;base64,aGVsbG8=')).toMatchObject({ ok: true });
  });

  it('refuses data over the limit before decoding it', () => {
    expect(decodeImageData('A'.repeat(8), 5)).toEqual({ ok: false, problem: 'too-large' });
    expect(decodeImageData('A'.repeat(8), 6)).toMatchObject({ ok: true });
  });

  it('refuses text that is not base64', () => {
    expect(decodeImageData('not base64!')).toEqual({ ok: false, problem: 'not-base64' });
    expect(decodeImageData('')).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('review author names', () => {
  it('publishes the first name and the initial of the last name only', () => {
    expect(authorDisplayName('Robin Reviewer')).toBe('Robin R.');
    expect(authorDisplayName('  Anne  Marie  de la Tour ')).toBe('Anne T.');
    expect(authorDisplayName('Cher')).toBe('Cher');
    expect(authorDisplayName('   ')).toBe('');
  });
});

describe('storage keys', () => {
  it('refuses keys that could leave the uploads folder', () => {
    expect(() => assertSafeKey('reviews/1/abc.webp')).not.toThrow();
    for (const key of ['../etc/passwd', 'reviews/../../x.webp', '/abs/x.webp', 'reviews//x.webp', 'reviews/x']) expect(() => assertSafeKey(key)).toThrow();
  });
});
