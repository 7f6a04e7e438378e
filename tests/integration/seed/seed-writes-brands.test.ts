import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requiredDocumentKinds } from '@/lib/brands/brand-rules';
import { operators } from '@/server/db/schema/accounts/operators';
import { customers } from '@/server/db/schema/accounts/customers';
import { brandDocumentFiles, brandDocuments, brandMembers, brands } from '@/server/db/schema/brands/brands';
import { vendors } from '@/server/db/schema/catalog/catalog';
import { SEED_BRANDS, SEED_OPERATOR_EMAIL } from '@/server/db/seed/brand-definitions';
import { seedBrands } from '@/server/db/seed/seed-brands';
import type { Db } from '@/server/db/client';
import { seededTestDatabase } from './seeded-catalog';

/* Issue 16 item 6: a fresh database has two approved brands selling seeded vendors' products,
 * one application waiting for review and one operator, all reachable by the README's e-mails. */

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  const { database } = await seededTestDatabase({ productCount: 60 });
  db = database.db;
  drop = database.drop;
  expect(await seedBrands(db)).toBe(true);
}, 120_000);
afterAll(() => drop());

describe('the brands seed', () => {
  it('links the approved brands to the seeded vendors with their owners', async () => {
    const rows = await db
      .select({ name: brands.displayName, status: brands.status, vendor: vendors.slug })
      .from(brands)
      .leftJoin(vendors, eq(vendors.id, brands.vendorId))
      .orderBy(asc(brands.id));
    expect(rows).toEqual([
      { name: 'Nordvik Studio', status: 'approved', vendor: 'nordvik-studio' },
      { name: 'Kinetic Labs', status: 'approved', vendor: 'kinetic-labs' },
      { name: 'Loftwell', status: 'applied', vendor: null },
    ]);
  });

  it('gives every brand the documents its country requires, as PDF files', async () => {
    for (const definition of SEED_BRANDS) {
      const [brand] = await db.select({ id: brands.id, country: brands.country }).from(brands).where(eq(brands.legalName, definition.legalName));
      const docs = await db
        .select({ kind: brandDocuments.kind, bytes: brandDocumentFiles.content })
        .from(brandDocuments)
        .innerJoin(brandDocumentFiles, eq(brandDocumentFiles.documentId, brandDocuments.id))
        .where(eq(brandDocuments.brandId, brand!.id));
      expect(docs.map((doc) => doc.kind)).toEqual(expect.arrayContaining(requiredDocumentKinds(brand!.country)));
      for (const doc of docs) expect(doc.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('binds the operator and the members to accounts they reach by signing in with their address', async () => {
    const [operator] = await db.select({ customerId: operators.customerId }).from(operators).where(eq(operators.email, SEED_OPERATOR_EMAIL));
    const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, SEED_OPERATOR_EMAIL));
    expect(operator?.customerId).toBe(customer?.id);
    const owners = await db.select({ email: customers.email }).from(brandMembers).innerJoin(customers, eq(customers.id, brandMembers.customerId)).where(eq(brandMembers.role, 'owner'));
    expect(owners.map((o) => o.email).sort()).toEqual(['applicant@loftwell.test', 'owner@kinetic-labs.test', 'owner@nordvik-studio.test']);
  });

  it('runs once per database', async () => {
    expect(await seedBrands(db)).toBe(false);
    expect(await db.$count(brands)).toBe(3);
  });
});
