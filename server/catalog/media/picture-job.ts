import type { PictureFolder } from '@/lib/images/product-image-loader';

/** One picture to draw: a name in a folder, the widths to write and its SVG at any width. */
export interface PictureJob {
  folder: PictureFolder;
  name: string;
  widths: readonly number[];
  svgAt(pixelWidth: number): string;
}
