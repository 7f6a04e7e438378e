import { describe, expect, it } from 'vitest';
import { catalogImageKeys } from '@/server/db/seed/catalog-image-keys';
import { imageKeyOf, parseImageKey } from '@/server/catalog/media/image-key';

describe('image keys', () => {
  it('round-trip through their text form, design number included', () => {
    const spec = { shape: 'standing-desk', colour: 'black', material: 'white-laminate', design: 41 } as const;
    expect(imageKeyOf(spec)).toBe('standing-desk_black_white-laminate_d15');
    expect(parseImageKey(imageKeyOf(spec))).toEqual(spec);
  });

  it('read keys of catalogs seeded before designs as the plain design', () => {
    expect(parseImageKey('office-chair_black_mesh')).toEqual({ shape: 'office-chair', colour: 'black', material: 'mesh', design: 0 });
  });

  it('reject unknown shapes, colours, materials, designs and extra parts', () => {
    for (const key of ['sofa_black_oak', 'office-chair_purple_mesh', 'office-chair_black_velvet', 'office-chair_black_mesh_x', 'office-chair_black_mesh_d1_d2', 'office-chair_black_mesh_dZ', 'office-chair']) {
      expect(parseImageKey(key)).toBeUndefined();
    }
  });

  it('are safe as file and URL names', () => {
    for (const key of catalogImageKeys()) {
      expect(key).toMatch(/^[a-z0-9_-]+$/);
      expect(parseImageKey(key)).toBeDefined();
    }
  });

  it('stay few enough for the build to draw them in about two minutes (one per product colour)', () => {
    expect(catalogImageKeys().length).toBeLessThanOrEqual(480);
  });
});
