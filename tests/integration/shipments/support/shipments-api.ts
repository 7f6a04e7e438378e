import type { Db } from '@/server/db/client';
import { eq } from 'drizzle-orm';
import type { BrandMemberRole, BrandStatus } from '@/lib/brands/brand-rules';
import { brandMembers, brands } from '@/server/db/schema/brands/brands';
import { signAccessToken } from '@/server/http/access-token';
import { buildBrand, buildOperator, buildPerson } from '@/tests/support/builders/brands';
import { callApi, type ApiAnswer } from '@/tests/integration/api/support/call-api';
import { discoverApiRoutes, loadApiRoutes, startApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';

/* The shipments and tracking routes served over HTTP on a database of their own. */

export interface ShipmentsCall {
  body?: unknown;
  token?: string;
  /** Sent as X-Forwarded-For; the tests run with TRUST_PROXY=1 so each test is its own client. */
  ip?: string;
  locale?: string;
}

export interface ShipmentsApi {
  db: Db;
  call(method: string, path: string, options?: ShipmentsCall): Promise<ApiAnswer>;
  close(): Promise<void>;
}

export async function startShipmentsApi(): Promise<ShipmentsApi> {
  process.env.TRUST_PROXY = '1';
  const database = await createTestDatabase();
  const routes = ['pages/api/v1/shipments', 'pages/api/v1/orders'].flatMap((dir) => discoverApiRoutes(dir));
  const server = await startApiServer(await loadApiRoutes(routes));
  return {
    db: database.db,
    call: (method, path, options = {}) => {
      const headers: Record<string, string> = { location: options.locale ?? 'en-US', 'x-forwarded-for': options.ip ?? '203.0.113.1' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      return callApi(`${server.url}/api${actingPath(path, options.token)}`, { method, body: options.body, headers });
    },
    close: async () => {
      delete process.env.TRUST_PROXY;
      await server.close();
      await database.drop();
    },
  };
}

/** The brand each member token acts for: their shipment calls carry it as ?brand_id= (decision 0030). */
const actingBrandOf = new Map<string, number>();

/**
 * A person who is a member (staff, the least role) of an approved brand whose store is this
 * vendor, as a brand's packer is; their token, which the harnesses send with the brand's id.
 */
export async function vendorToken(db: Db, vendorId: number, options: { role?: BrandMemberRole; status?: BrandStatus } = {}): Promise<string> {
  const person = await buildPerson(db);
  const [existing] = await db.select({ id: brands.id }).from(brands).where(eq(brands.vendorId, vendorId));
  const brandId = existing?.id ?? (await buildBrand(db, { vendorId, status: options.status ?? 'approved' })).id;
  await db.insert(brandMembers).values({ brandId, customerId: person.customer.id, role: options.role ?? 'staff' });
  actingBrandOf.set(person.token, brandId);
  return person.token;
}

/** A store operator (bound to their account, in the operators list), who acts as operations. */
export const adminToken = async (db: Db) => (await buildOperator(db)).token;

/** Adds ?brand_id= to a shipment call of a brand member's token (operators send none). */
export function actingPath(path: string, token: string | undefined): string {
  const brandId = token === undefined ? undefined : actingBrandOf.get(token);
  if (brandId === undefined || !path.startsWith('/v1/shipments/')) return path;
  return `${path}${path.includes('?') ? '&' : '?'}brand_id=${brandId}`;
}

export const customerToken = (customerId: number, email: string) => signAccessToken({ userId: customerId, role: 'customer', email });

let ipSequence = 0;
/** A client address no other test uses, so rate limits of one test never touch another. */
export function freshIp(): string {
  ipSequence += 1;
  return `198.51.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
}
