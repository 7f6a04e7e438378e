import type { NextApiResponse } from 'next';
import { STATEMENT_SCREEN_LINES, type Statement, type StatementMonths } from '@/lib/contracts/brands/money-schemas';
import type { Caller } from '@/server/http/request-context';
import { getVendorStatement, listVendorStatementMonths } from '@/server/ordering/brand-money/get-vendor-statement';
import { statementCsv } from '@/server/ordering/brand-money/statement-csv';
import { resolveBrandVendor } from '../resolve-brand-vendor';

/*
 * A brand's statements (issue 17 item 5): list, one month on screen, one month as CSV. The vendor
 * comes from the caller's membership on every request; operators read any brand's (withBrandApi
 * lets them read), members need the role the route asks for.
 */

export async function listBrandStatementMonths(caller: Caller, brandId: number): Promise<StatementMonths> {
  const vendor = await resolveBrandVendor(caller, brandId);
  return { months: await listVendorStatementMonths(vendor.vendorCode) };
}

export async function getBrandStatement(caller: Caller, brandId: number, month: string): Promise<Statement> {
  const vendor = await resolveBrandVendor(caller, brandId);
  const statement = await getVendorStatement({ vendorCode: vendor.vendorCode, month });
  return { ...statement, lines: statement.lines.slice(0, STATEMENT_SCREEN_LINES) };
}

/** Streams the CSV itself (no envelope): withApi sees the answer sent. */
export async function serveBrandStatementCsv(caller: Caller, brandId: number, month: string, res: NextApiResponse): Promise<null> {
  const vendor = await resolveBrandVendor(caller, brandId);
  const statement = await getVendorStatement({ vendorCode: vendor.vendorCode, month });
  // A byte-order mark so spreadsheet programs read the product names as UTF-8.
  const body = Buffer.from(`\uFEFF${statementCsv(statement)}`, 'utf8');
  const fileName = `statement-${vendor.vendorCode.toLowerCase().replace(/[^a-z0-9_-]/g, '')}-${month}.csv`;
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Content-Length', String(body.length));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).end(body);
  return null;
}
