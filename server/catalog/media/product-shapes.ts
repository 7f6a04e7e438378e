/** The drawings the picture generator knows; a product's `shape` column holds one of these. */
export const PRODUCT_SHAPES = [
  'standing-desk',
  'desk-frame',
  'office-chair',
  'gaming-chair',
  'work-pod',
  'monitor',
  'keyboard',
  'headphones',
  'desk-lamp',
  'monitor-arm',
  'laptop-stand',
  'footrest',
  'storage-cabinet',
  'bookshelf',
  'gift-card',
] as const;

export type ProductShape = (typeof PRODUCT_SHAPES)[number];

export function isProductShape(value: string): value is ProductShape {
  return (PRODUCT_SHAPES as readonly string[]).includes(value);
}
