import sharp from 'sharp';
import { REVIEW_THUMB_MAX_SIDE } from './prepare-review-images';

/* Seeded reviews carry "shopper photos" drawn from their key: a room corner with a piece of
 * furniture in one of a few palettes. They are drawn on first request, not at seed time, so
 * seeding writes no files (tests seed too) and the pictures cost nothing until someone looks. */

export const SEED_IMAGE_PREFIX = 'reviews/seed/';
export const SEED_IMAGE_WIDTH = 1200;
export const SEED_IMAGE_HEIGHT = 900;

const PALETTES = [
  { wall: '#e9e4da', floor: '#b89b7a', item: '#2f3b45', accent: '#c0643a' },
  { wall: '#dfe7e4', floor: '#9c8266', item: '#3d3d3d', accent: '#4f7d6a' },
  { wall: '#f1ece6', floor: '#c7b299', item: '#1f2a36', accent: '#b08a3e' },
  { wall: '#e6e1ec', floor: '#8f7a66', item: '#45313c', accent: '#6b5b95' },
] as const;

export function isSeedImageKey(key: string): boolean {
  return key.startsWith(SEED_IMAGE_PREFIX);
}

export function seedImageKey(productId: number, reviewIndex: number, imageIndex: number): string {
  return `${SEED_IMAGE_PREFIX}${productId}-${reviewIndex}-${imageIndex}.webp`;
}

function numbersOf(key: string): number[] {
  return (key.match(/\d+/g) ?? []).map(Number);
}

export function seedImageSvg(key: string): string {
  const [productId = 0, reviewIndex = 0, imageIndex = 0] = numbersOf(key);
  const palette = PALETTES[(productId + reviewIndex + imageIndex) % PALETTES.length]!;
  const shift = ((productId * 37 + imageIndex * 91) % 300) - 150;
  const x = 600 + shift;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SEED_IMAGE_WIDTH}" height="${SEED_IMAGE_HEIGHT}" viewBox="0 0 1200 900">
  <rect width="1200" height="900" fill="${palette.wall}"/>
  <rect y="620" width="1200" height="280" fill="${palette.floor}"/>
  <rect x="120" y="140" width="260" height="200" rx="6" fill="#ffffff" opacity="0.55"/>
  <rect x="${x - 140}" y="300" width="280" height="250" rx="28" fill="${palette.item}"/>
  <rect x="${x - 170}" y="520" width="340" height="60" rx="20" fill="${palette.item}"/>
  <rect x="${x - 12}" y="580" width="24" height="150" fill="#555"/>
  <circle cx="${x - 110}" cy="760" r="22" fill="#333"/><circle cx="${x + 110}" cy="760" r="22" fill="#333"/>
  <rect x="${x - 150}" y="735" width="300" height="16" rx="8" fill="#444"/>
  <rect x="${x - 100}" y="340" width="200" height="14" rx="7" fill="${palette.accent}"/>
</svg>`;
}

/** The WebP bytes of a seeded picture, at full size or as a thumbnail. */
export async function drawSeedReviewImage(key: string, size: 'full' | 'thumb'): Promise<Uint8Array> {
  const image = sharp(Buffer.from(seedImageSvg(key)));
  const sized = size === 'thumb' ? image.resize({ width: REVIEW_THUMB_MAX_SIDE, height: REVIEW_THUMB_MAX_SIDE, fit: 'inside' }) : image;
  return new Uint8Array(await sized.webp({ quality: 78, effort: 2 }).toBuffer());
}
