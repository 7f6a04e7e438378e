import { describe, expect, it } from 'vitest';
import productImageLoader, {
  HOME_HERO_SRC,
  categoryTileSrc,
  pickPictureWidth,
  productGallerySrcs,
  productPictureSrc,
} from '@/lib/images/product-image-loader';

const KEY = 'office-chair_black_mesh';

describe('productImageLoader', () => {
  it('serves the smallest generated width that covers the requested width', () => {
    expect(productImageLoader({ src: `/generated/products/${KEY}.webp`, width: 300 })).toBe(`/generated/products/${KEY}-320.webp`);
    expect(productImageLoader({ src: `/generated/products/${KEY}.webp`, width: 480 })).toBe(`/generated/products/${KEY}-480.webp`);
    expect(productImageLoader({ src: `/generated/products/${KEY}.webp`, width: 1, quality: 75 })).toBe(`/generated/products/${KEY}-160.webp`);
  });

  it('serves the largest width when the request is wider than any file', () => {
    expect(productImageLoader({ src: `/generated/products/${KEY}.webp`, width: 3840 })).toBe(`/generated/products/${KEY}-1280.webp`);
  });

  it('accepts a bare image key as a product picture', () => {
    expect(productImageLoader({ src: KEY, width: 640 })).toBe(`/generated/products/${KEY}-640.webp`);
  });

  it('keeps gallery views apart from the front view', () => {
    const [front, angle, detail] = productGallerySrcs(KEY);
    expect(front).toBe(productPictureSrc(KEY));
    expect(productImageLoader({ src: angle ?? '', width: 960 })).toBe(`/api/v1/generated-pictures/${KEY}-angle-960.webp`);
    expect(productImageLoader({ src: detail ?? '', width: 200 })).toBe(`/api/v1/generated-pictures/${KEY}-detail-240.webp`);
  });

  it('shows generated pictures in four views, the room scene last, and uploaded ones in three', () => {
    const key = 'office-chair_black_mesh_d7';
    expect(productGallerySrcs(key)).toEqual([
      `/generated/products/${key}.webp`,
      `/generated/products/${key}-angle.webp`,
      `/generated/products/${key}-detail.webp`,
      `/generated/products/${key}-scene.webp`,
    ]);
    expect(productImageLoader({ src: productGallerySrcs(key)[3] ?? '', width: 640 })).toBe(`/api/v1/generated-pictures/${key}-scene-640.webp`);
    expect(productGallerySrcs('upl-0123456789abcdef0123456789abcdef')).toHaveLength(3);
  });

  it('uses the wide hero widths for the hero, up to 1920', () => {
    expect(productImageLoader({ src: HOME_HERO_SRC, width: 1920 })).toBe('/generated/hero/home-hero-1920.webp');
    expect(productImageLoader({ src: HOME_HERO_SRC, width: 400 })).toBe('/generated/hero/home-hero-480.webp');
  });

  it('serves category tiles at square widths', () => {
    expect(productImageLoader({ src: categoryTileSrc('category-storage'), width: 250 })).toBe('/generated/categories/category-storage-320.webp');
  });

  it('re-sizes a src that already names one width instead of suffixing it twice', () => {
    expect(productImageLoader({ src: `/generated/products/${KEY}-1280.webp`, width: 320 })).toBe(`/generated/products/${KEY}-320.webp`);
  });

  it('returns other sources unchanged', () => {
    for (const src of ['/icons/cart.svg', 'https://example.com/a.jpg', '/generated/other/x.webp', '/images/logo.png']) {
      expect(productImageLoader({ src, width: 640 })).toBe(src);
    }
  });
});

describe('pickPictureWidth', () => {
  it('picks exact matches and rounds up between sizes', () => {
    expect(pickPictureWidth([160, 320, 640], 320)).toBe(320);
    expect(pickPictureWidth([640, 160, 320], 321)).toBe(640);
  });
});
