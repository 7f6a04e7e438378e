/* `npm run pictures:contact-sheet [-- --out FILE --view front|angle|detail|scene --tile 200 --shape office-chair]`:
 * writes one PNG with the first picture of every product, to check that no two look alike. */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PRODUCT_PICTURE_VIEWS, type ProductPictureView } from '@/lib/images/product-image-loader';
import { contactSheetPng } from '@/server/catalog/media/contact-sheet';
import { runScript } from './lib/run-script';

function isView(value: string): value is ProductPictureView {
  return (PRODUCT_PICTURE_VIEWS as readonly string[]).includes(value);
}

runScript('pictures:contact-sheet', async () => {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, view: { type: 'string', default: 'front' }, tile: { type: 'string', default: '200' }, shape: { type: 'string' } },
    strict: true,
  });
  const view = values.view ?? 'front';
  if (!isView(view)) throw new Error(`--view must be one of ${PRODUCT_PICTURE_VIEWS.join(', ')}`);
  const tile = Number(values.tile);
  if (!Number.isInteger(tile) || tile < 48 || tile > 640) throw new Error('--tile must be a whole number of pixels from 48 to 640');
  const out = path.resolve(values.out ?? `.pictures/contact-sheet-${values.shape ? `${values.shape}-` : ''}${view}.png`);
  const { png, products } = await contactSheetPng({ view, tile, shape: values.shape, columns: values.shape ? 6 : 12 });
  if (products === 0) throw new Error(`No product has the shape ${values.shape ?? ''}`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, png);
  console.log(`pictures:contact-sheet: ${products} products (${view} view, ${tile} px) in ${path.relative(process.cwd(), out)}`);
});
