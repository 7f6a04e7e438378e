import type { BrandMemberRole, BrandStatus } from '@/lib/brands/brand-rules';
import type { Db } from '@/server/db/client';
import { operators } from '@/server/db/schema/accounts/operators';
import { brandMembers, brands } from '@/server/db/schema/brands/brands';
import { signAccessToken } from '@/server/http/access-token';
import { buildCustomer, type CustomerRow } from './customers';

export type BrandRow = typeof brands.$inferSelect;

let sequence = 0;

/** A brand written straight into the database (no application flow), with its members. */
export async function buildBrand(
  db: Db,
  options: { status?: BrandStatus; country?: string; vendorId?: number | null; members?: { customerId: number; role: BrandMemberRole }[]; overrides?: Partial<typeof brands.$inferInsert> } = {},
): Promise<BrandRow> {
  sequence += 1;
  const creator = options.members?.[0]?.customerId ?? (await buildCustomer(db)).id;
  const [row] = await db
    .insert(brands)
    .values({
      status: options.status ?? 'approved',
      country: options.country ?? 'US',
      vendorId: options.vendorId ?? null,
      legalName: `Test Brand ${sequence} LLC`,
      displayName: `Test Brand ${sequence}`,
      contactEmail: `brand${sequence}@example.test`,
      createdByCustomerId: creator,
      ...options.overrides,
    })
    .returning();
  for (const member of options.members ?? []) {
    await db.insert(brandMembers).values({ brandId: row!.id, customerId: member.customerId, role: member.role });
  }
  return row!;
}

/** A person (customer row) with a valid access token, as sign-in would give them. */
export async function buildPerson(db: Db, overrides: Partial<Parameters<typeof buildCustomer>[1]> = {}): Promise<{ customer: CustomerRow; token: string; headers: Record<string, string> }> {
  const customer = await buildCustomer(db, overrides);
  const token = await signAccessToken({ userId: customer.id, role: 'customer', email: customer.email });
  return { customer, token, headers: { authorization: `Bearer ${token}` } };
}

/** A store operator, bound to their account as after their first sign-in, with an admin token. */
export async function buildOperator(db: Db): Promise<{ customer: CustomerRow; token: string; headers: Record<string, string> }> {
  const customer = await buildCustomer(db);
  await db.insert(operators).values({ email: customer.email, customerId: customer.id, source: 'seed' });
  const token = await signAccessToken({ userId: customer.id, role: 'admin', email: customer.email });
  return { customer, token, headers: { authorization: `Bearer ${token}` } };
}
