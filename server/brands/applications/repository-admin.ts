import { asc, count, eq, sql } from 'drizzle-orm';
import type { BrandStatus } from '@/lib/brands/brand-rules';
import type { DbOrTx } from '../../db/db-or-tx';
import { brandDocuments, brands } from '../../db/schema';

/* The operators' list of applications: one state, oldest waiting first. */

export interface ApplicationListRow {
  id: number;
  displayName: string;
  legalName: string;
  country: string;
  status: BrandStatus;
  submittedAt: Date | null;
  createdAt: Date;
  documentsCount: number;
}

export async function listApplicationsIn(db: DbOrTx, status: BrandStatus, limit: number, offset: number): Promise<{ rows: ApplicationListRow[]; total: number }> {
  const documentsCount = db
    .select({ brandId: brandDocuments.brandId, n: count().as('n') })
    .from(brandDocuments)
    .groupBy(brandDocuments.brandId)
    .as('document_counts');
  const rows = await db
    .select({
      id: brands.id,
      displayName: brands.displayName,
      legalName: brands.legalName,
      country: brands.country,
      status: brands.status,
      submittedAt: brands.submittedAt,
      createdAt: brands.createdAt,
      documentsCount: sql<number>`coalesce(${documentsCount.n}, 0)::int`,
    })
    .from(brands)
    .leftJoin(documentsCount, eq(documentsCount.brandId, brands.id))
    .where(eq(brands.status, status))
    .orderBy(sql`${brands.submittedAt} asc nulls last`, asc(brands.createdAt), asc(brands.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(brands).where(eq(brands.status, status));
  return { rows, total: total?.n ?? 0 };
}
