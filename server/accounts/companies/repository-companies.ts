import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db-or-tx';
import { companies, customers } from '../../db/schema';

/* The employers of the employee programme (issue 19 item 4): the only queries on companies. */

export interface CompanyRecord {
  id: number;
  name: string;
  domain: string | null;
  discountBps: number;
  status: 'active' | 'suspended';
}

const companyColumns = { id: companies.id, name: companies.name, domain: companies.domain, discountBps: companies.discountBps, status: companies.status };

function toRecord(row: { id: number; name: string; domain: string | null; discountBps: number; status: string }): CompanyRecord {
  return { ...row, status: row.status === 'active' ? 'active' : 'suspended' };
}

export async function selectCompanyByDomain(db: DbOrTx, domain: string): Promise<CompanyRecord | undefined> {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.domain, domain.toLowerCase())).limit(1);
  return row ? toRecord(row) : undefined;
}

export async function selectCompanyOfCustomer(db: DbOrTx, customerId: number): Promise<CompanyRecord | undefined> {
  const [row] = await db.select(companyColumns).from(customers).innerJoin(companies, eq(companies.id, customers.companyId)).where(eq(customers.id, customerId)).limit(1);
  return row ? toRecord(row) : undefined;
}

export interface CompanyValues {
  name: string;
  domain: string;
  discountBps: number;
  hrEmail: string;
  headcount: number | null;
}

/** Inserts the company of a domain, or brings the existing one back to active with these values. */
export async function upsertCompanyByDomain(db: DbOrTx, values: CompanyValues): Promise<CompanyRecord> {
  const domain = values.domain.toLowerCase();
  const [row] = await db
    .insert(companies)
    .values({ ...values, domain, status: 'active' })
    .onConflictDoUpdate({
      target: companies.domain,
      set: { name: values.name, discountBps: values.discountBps, hrEmail: values.hrEmail, headcount: values.headcount, status: 'active' },
    })
    .returning(companyColumns);
  if (!row) throw new Error('companies upsert returned no row');
  return toRecord(row);
}

export async function setCustomerCompany(db: DbOrTx, customerId: number, companyId: number | null): Promise<void> {
  await db.update(customers).set({ companyId, updatedAt: sql`now()` }).where(eq(customers.id, customerId));
}
