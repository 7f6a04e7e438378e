import { describe, expect, it } from 'vitest';
import { catalogImageKeys } from '@/server/db/seed/catalog-image-keys';
import { imageKeyOf, parseImageKey } from '@/server/catalog/media/image-key';

describe('image keys', () => {
  it('round-trip through their text form', () => {
    const spec = { shape: 'standing-desk', colour: 'black', material: 'white-laminate' } as const;
    expect(imageKeyOf(spec)).toBe('standing-desk_black_white-laminate');
    expect(parseImageKey(imageKeyOf(spec))).toEqual(spec);
  });

  it('reject unknown shapes, colours, materials and extra parts', () => {
    for (const key of ['sofa_black_oak', 'office-chair_purple_mesh', 'office-chair_black_velvet', 'office-chair_black_mesh_x', 'office-chair']) {
      expect(parseImageKey(key)).toBeUndefined();
    }
  });

  it('are safe as file and URL names', () => {
    for (const key of catalogImageKeys()) {
      expect(key).toMatch(/^[a-z0-9_-]+$/);
      expect(parseImageKey(key)).toBeDefined();
    }
  });

  it('are shared between products so the picture set stays small', () => {
    expect(catalogImageKeys().length).toBeLessThanOrEqual(80);
  });
});
