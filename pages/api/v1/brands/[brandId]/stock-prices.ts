import type { NextApiResponse } from 'next';
import { downloadStockPricesEndpoint, uploadStockPricesEndpoint } from '@/lib/contracts/brands/stock-prices';
import { requireStore } from '@/server/brands/profile/require-store';
import { withBrandApi } from '@/server/brands/with-brand-api';
import { exportStockPricesCsv } from '@/server/catalog/brand-stock-prices/export-stock-prices-csv';
import { importStockPricesCsv } from '@/server/catalog/brand-stock-prices/import-stock-prices-csv';
import { apiRouteRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { routeMethods } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

/** The file itself, as an attachment: a spreadsheet opens it as UTF-8 thanks to the byte-order mark. */
function sendCsv(res: NextApiResponse, csv: string): null {
  const body = Buffer.from(`\uFEFF${csv}`, 'utf8');
  const day = new Date().toISOString().slice(0, 10);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="prices-and-stock-${day}.csv"`);
  res.setHeader('Content-Length', String(body.byteLength));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).end(body);
  return null;
}

export default routeMethods(
  withBrandApi(downloadStockPricesEndpoint, 'staff', async ({ brand, res }) => sendCsv(res, (await exportStockPricesCsv({ vendorId: requireStore(brand) })).csv)),
  withBrandApi(uploadStockPricesEndpoint, 'manager', async ({ brand, body, res }) => {
    const result = await importStockPricesCsv({ vendorId: requireStore(brand), csv: body.csv, revalidate: apiRouteRevalidator(res) });
    return { rows: result.rows, changed_variants: result.changedVariants, changed_stock: result.changedStock, changed_prices: result.changedPrices, revalidated_pages: result.revalidatedPages, pages_refreshing: result.pagesRefreshing };
  }),
);
