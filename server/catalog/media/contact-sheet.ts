import sharp from 'sharp';
import type { ProductPictureView } from '@/lib/images/product-image-loader';
import { generateProducts } from '@/server/db/seed/generate-catalog';
import { parseImageKey } from './image-key';
import { productPictureSvg } from './svg/picture-views';

export interface ContactSheetOptions {
  productCount?: number;
  view?: ProductPictureView;
  tile?: number;
  columns?: number;
  /** Only the products of this shape, to compare a kind side by side. */
  shape?: string;
}

const LABEL_HEIGHT = 22;

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/* The product code under each tile, so a look-alike pair can be named. */
function labelSvg(text: string, width: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL_HEIGHT}">` +
      `<rect width="100%" height="100%" fill="#ffffff"/>` +
      `<text x="6" y="16" font-family="sans-serif" font-size="13" fill="#26272b">${escapeXml(text)}</text></svg>`,
  );
}

/**
 * One PNG with the first picture (default variant, one view) of every product of the default
 * catalog at `tile` pixels, labelled with its code and shape: a glance shows look-alikes.
 */
export async function contactSheetPng(options: ContactSheetOptions = {}): Promise<{ png: Buffer; products: number }> {
  const tile = options.tile ?? 200;
  const columns = options.columns ?? 12;
  const view = options.view ?? 'front';
  const products = [...generateProducts({ productCount: options.productCount })].filter((product) => !options.shape || product.shape === options.shape);
  const rows = Math.ceil(products.length / columns);
  const cellHeight = tile + LABEL_HEIGHT;
  const layers = await Promise.all(
    products.map(async (product, index) => {
      const variant = product.variants.find((candidate) => candidate.isDefault) ?? product.variants[0];
      const spec = variant ? parseImageKey(variant.imageKey) : undefined;
      if (!spec) throw new Error(`${product.code} has no drawable picture`);
      const left = (index % columns) * tile;
      const top = Math.floor(index / columns) * cellHeight;
      const picture = await sharp(Buffer.from(productPictureSvg(spec, view, tile))).png().toBuffer();
      return [
        { input: picture, left, top },
        { input: labelSvg(`${product.code} ${product.shape}`, tile), left, top: top + tile },
      ];
    }),
  );
  const png = await sharp({ create: { width: columns * tile, height: rows * cellHeight, channels: 3, background: '#ffffff' } })
    .composite(layers.flat())
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { png, products: products.length };
}
