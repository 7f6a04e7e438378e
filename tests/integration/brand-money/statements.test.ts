import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { statementSchema, statementMonthsSchema, type Statement } from '@/lib/contracts/brands/money-schemas';
import { orderHistory, orderLines } from '@/server/db/schema/ordering/orders';
import { eq } from 'drizzle-orm';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { buildBrand, buildOperator, buildPerson } from '@/tests/support/builders/brands';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildOrder } from '@/tests/support/builders/orders';
import { startBrandsApi, type BrandsApi } from '../brands/support/brands-api';

/*
 * Issue 17 item 5: a brand's monthly statement. Sales count in the month their order was paid,
 * refunds in the month the line was refunded, each with the commission and net recorded at order
 * time; totals per currency; the CSV has the same lines and totals.
 */

let api: BrandsApi;
let brandId: number;
let vendorCode: string;
let owner: Record<string, string>;
let staff: Record<string, string>;
let operator: Record<string, string>;

const OCT = new Date('2026-10-10T12:00:00Z');
const NOV = new Date('2026-11-03T09:00:00Z');

beforeAll(async () => {
  api = await startBrandsApi();
  const vendor = await buildVendor(api.db);
  vendorCode = vendor.code;
  const ownerPerson = await buildPerson(api.db);
  const staffPerson = await buildPerson(api.db);
  owner = ownerPerson.headers;
  staff = staffPerson.headers;
  operator = (await buildOperator(api.db)).headers;
  brandId = (await buildBrand(api.db, { vendorId: vendor.id, members: [{ customerId: ownerPerson.customer.id, role: 'owner' }, { customerId: staffPerson.customer.id, role: 'staff' }] })).id;
  const other = await buildVendor(api.db);

  // October: two sales at 15 % (1234 → 185 + 1049; 2 × 5000 → 1500 + 8500), one at 12.5 % (1234 → 154 + 1080).
  await buildOrder(api.db, { paidAt: OCT, lines: [{ vendorCode, unitPrice: 1234, commissionBps: 1500 }, { vendorCode, unitPrice: 5000, quantity: 2, commissionBps: 1500 }] });
  const refunded = await buildOrder(api.db, { paidAt: OCT, lines: [{ vendorCode, unitPrice: 1234, commissionBps: 1250, status: ORDER_LINE_STATUS.RETURNED }] });
  // Another vendor's line in the same order month: never in this brand's statement.
  await buildOrder(api.db, { paidAt: OCT, lines: [{ vendorCode: other.code, unitPrice: 99_999 }] });
  // An unpaid order: not a sale.
  await buildOrder(api.db, { paidAt: null, lines: [{ vendorCode, unitPrice: 7777 }] });
  // November: a sale in EUR, and October's 12.5 % line returned now.
  await buildOrder(api.db, { paidAt: NOV, currency: 'EUR', lines: [{ vendorCode, unitPrice: 10, commissionBps: 1500 }] });
  await api.db.insert(orderHistory).values({ orderId: refunded.id, orderLineId: refunded.lineIds[0]!, fromStatus: ORDER_LINE_STATUS.IN_RETURN_REVIEW, toStatus: ORDER_LINE_STATUS.RETURNED, actor: 'operations', reason: 'Return accepted', createdAt: NOV });
});
afterAll(() => api?.close());

async function statement(month: string, headers = owner): Promise<Statement> {
  return statementSchema.parse(expectSuccessData(await api.call('GET', `/v1/brands/${brandId}/statements/${month}`, { headers })));
}

describe('monthly statements', () => {
  it('lists the months with a sale or a refund, newest first', async () => {
    const months = statementMonthsSchema.parse(expectSuccessData(await api.call('GET', `/v1/brands/${brandId}/statements`, { headers: owner })));
    expect(months.months).toEqual(['2026-11', '2026-10']);
  });

  it('sums the month’s sales by payment month with the commission recorded at order time', async () => {
    const october = await statement('2026-10');
    expect(october.totals).toEqual([{ currency: 'USD', gross_sales: 1234 + 10_000 + 1234, refunds: 0, commission: 185 + 1500 + 154, net_payable: 1049 + 8500 + 1080, sale_lines: 3, refund_lines: 0 }]);
    expect(october.lines.map((line) => [line.kind, line.line_total, line.commission_bps, line.commission, line.net])).toEqual([
      ['sale', 1234, 1500, 185, 1049],
      ['sale', 10_000, 1500, 1500, 8500],
      ['sale', 1234, 1250, 154, 1080],
    ]);
    for (const line of october.lines) expect(line.commission + line.net).toBe(line.line_total);
  });

  it('takes a refund back in the month it happened, per currency, leaving the paid month as it was', async () => {
    const november = await statement('2026-11');
    expect(november.totals).toEqual([
      { currency: 'EUR', gross_sales: 10, refunds: 0, commission: 2, net_payable: 8, sale_lines: 1, refund_lines: 0 },
      { currency: 'USD', gross_sales: 0, refunds: 1234, commission: -154, net_payable: -1080, sale_lines: 0, refund_lines: 1 },
    ]);
    const usd = november.totals[1]!;
    expect(usd.gross_sales - usd.refunds - usd.commission).toBe(usd.net_payable);
    expect(november.lines.find((line) => line.kind === 'refund')).toMatchObject({ date: NOV.toISOString(), line_total: 1234, commission: 154, net: 1080 });
  });

  it('an empty month is an empty statement, not an error', async () => {
    expect(await statement('2026-01')).toMatchObject({ totals: [], lines: [], line_count: 0 });
  });

  it('downloads the month as CSV: every line, refunds negative, the totals', async () => {
    const answer = await api.call('GET', `/v1/brands/${brandId}/statements/2026-11/csv`, { headers: owner });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="statement-[a-z0-9_-]+-2026-11\.csv"$/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const rows = answer.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows[0]).toBe('kind,date,order,product_code,product,sku,quantity,currency,unit_price,line_total,commission_rate_percent,commission,net');
    expect(rows.filter((row) => row.startsWith('refund,'))[0]).toMatch(/,-1,USD,12\.34,-12\.34,12\.50,-1\.54,-10\.80$/);
    expect(rows).toContain('total,2026-11,EUR,0.10,0.00,0.02,0.08');
    expect(rows).toContain('total,2026-11,USD,0.00,-12.34,-1.54,-10.80');
  });

  it('refuses a month that is not YYYY-MM with a 400 envelope', async () => {
    expectErrorEnvelope(await api.call('GET', `/v1/brands/${brandId}/statements/2026-13`, { headers: owner }), 400);
    expectErrorEnvelope(await api.call('GET', `/v1/brands/${brandId}/statements/november`, { headers: owner }), 400);
  });

  it('is for managers and owners: staff are refused, operators may read', async () => {
    expectErrorEnvelope(await api.call('GET', `/v1/brands/${brandId}/statements/2026-10`, { headers: staff }), 403, 'FORBIDDEN');
    expect((await statement('2026-10', operator)).totals[0]?.gross_sales).toBe(12_468);
  });

  it('a line keeps its recorded commission when the vendor’s rate changes later', async () => {
    const [line] = await api.db.select().from(orderLines).where(eq(orderLines.vendorCode, vendorCode)).limit(1);
    expect(line!.commission + line!.vendorNet).toBe(line!.lineTotal);
  });
});
