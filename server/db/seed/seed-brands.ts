import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { customers } from '@/server/db/schema/accounts/customers';
import { operators } from '@/server/db/schema/accounts/operators';
import { brandDocumentFiles, brandDocuments, brandEvents, brandMembers, brands } from '@/server/db/schema/brands/brands';
import { vendors } from '@/server/db/schema/catalog/catalog';
import { seedRuns } from '@/server/db/schema/db/seed-runs';
import { minimalPdf } from './brand-documents-pdf';
import { SEED_BRANDS, SEED_OPERATOR_EMAIL, type SeedBrandDefinition } from './brand-definitions';
import type { SeedTx } from './seed-writer';

export const BRANDS_SEED_NAME = 'brands';
const BRANDS_SEED_VERSION = '1';
const DOCUMENT_TITLES: Record<string, string> = {
  incorporation_certificate: 'Certificate of incorporation',
  reseller_certificate: 'Reseller certificate',
  tax_exempt_certificate: 'Tax-exempt certificate',
  w9: 'Form W-9, Request for Taxpayer Identification Number',
  irs_letter: 'IRS letter confirming the Employer Identification Number',
  vat_certificate: 'VAT registration certificate',
};

/** Customer ids of the seed's people, created on the first run (the sign-in finds them later). */
async function ensurePeople(tx: SeedTx, people: readonly { email: string; fullname: string }[]): Promise<Map<string, number>> {
  const emails = people.map((person) => person.email);
  const existing = await tx.select({ id: customers.id, email: customers.email }).from(customers).where(inArray(customers.email, emails));
  const ids = new Map(existing.map((row) => [row.email, row.id]));
  for (const [index, person] of people.entries()) {
    if (ids.has(person.email)) continue;
    const [row] = await tx
      .insert(customers)
      .values({ email: person.email, fullname: person.fullname, referralCode: `SEEDB${String(index).padStart(3, '0')}`, language: 'en' })
      .returning({ id: customers.id });
    ids.set(person.email, row!.id);
  }
  return ids;
}

async function writeBrand(tx: SeedTx, definition: SeedBrandDefinition, people: Map<string, number>, operatorId: number): Promise<void> {
  const vendorId = definition.vendorSlug
    ? (await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.slug, definition.vendorSlug)).limit(1))[0]?.id ?? null
    : null;
  if (definition.vendorSlug && vendorId === null) return; // a catalog without this vendor (bench catalogs)
  const ownerId = people.get(definition.members[0]!.email)!;
  const reviewed = definition.status === 'approved';
  const [brand] = await tx
    .insert(brands)
    .values({
      status: definition.status,
      vendorId,
      legalName: definition.legalName,
      displayName: definition.displayName,
      country: definition.country,
      taxId: definition.taxId,
      website: definition.website,
      contactEmail: definition.contactEmail,
      addressLine: definition.addressLine,
      city: definition.city,
      postalCode: definition.postalCode,
      about: definition.about,
      policies: definition.policies,
      accentColor: definition.accentColor,
      notificationEmails: [definition.contactEmail],
      createdByCustomerId: ownerId,
      submittedAt: sql`now() - interval '3 days'`,
      reviewedAt: reviewed ? sql`now() - interval '2 days'` : null,
    })
    .returning({ id: brands.id });
  const brandId = brand!.id;
  await tx.insert(brandMembers).values(definition.members.map((member) => ({ brandId, customerId: people.get(member.email)!, role: member.role })));
  for (const document of definition.documents) {
    const content = minimalPdf([DOCUMENT_TITLES[document.kind] ?? document.kind, definition.legalName, `${definition.addressLine}, ${definition.postalCode} ${definition.city}, ${definition.country}`, `Tax id: ${definition.taxId}`, 'Sample document of the Deskhaus development seed.']);
    const [row] = await tx
      .insert(brandDocuments)
      .values({ brandId, kind: document.kind, fileName: document.fileName, contentType: 'application/pdf', byteSize: content.length, sha256: createHash('sha256').update(content).digest('hex'), uploadedByCustomerId: ownerId })
      .returning({ id: brandDocuments.id });
    await tx.insert(brandDocumentFiles).values({ documentId: row!.id, content });
  }
  await tx.insert(brandEvents).values([
    { brandId, kind: 'created', actorCustomerId: ownerId },
    { brandId, kind: 'submitted', actorCustomerId: ownerId },
    ...(reviewed ? [{ brandId, kind: 'approved' as const, actorCustomerId: operatorId, note: 'Documents checked; welcome to Deskhaus.' }] : []),
    ...(vendorId !== null ? [{ brandId, kind: 'store_created' as const, actorCustomerId: ownerId }] : []),
  ]);
}

/**
 * Writes the seed's brands, their people and the operator once per database (seed run
 * 'brands'); start-up calls it after the catalog seed, whose vendors the brands sell as.
 */
export async function seedBrands(db: Db, log: (line: string) => void = () => undefined): Promise<boolean> {
  const [run] = await db.select().from(seedRuns).where(eq(seedRuns.name, BRANDS_SEED_NAME));
  if (run) return false;
  await db.transaction(async (tx) => {
    const people = await ensurePeople(tx, [{ email: SEED_OPERATOR_EMAIL, fullname: 'Robin Achterberg' }, ...SEED_BRANDS.flatMap((brand) => brand.members)]);
    const operatorId = people.get(SEED_OPERATOR_EMAIL)!;
    await tx.insert(operators).values({ email: SEED_OPERATOR_EMAIL, customerId: operatorId, source: 'seed' }).onConflictDoNothing();
    for (const definition of SEED_BRANDS) await writeBrand(tx, definition, people, operatorId);
    await tx.insert(seedRuns).values({ name: BRANDS_SEED_NAME, version: BRANDS_SEED_VERSION });
  });
  log(`database: seeded ${SEED_BRANDS.length} brands and the operator ${SEED_OPERATOR_EMAIL}`);
  return true;
}
