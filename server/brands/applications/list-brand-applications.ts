import { APPLICATIONS_PAGE_SIZE, type ApplicationsPage, type ReviewableStatus } from '@/lib/contracts/brands/admin-applications-schemas';
import { getDb } from '../../db/client';
import { listApplicationsIn } from './repository-admin';

/** GET /v1/admin/brand-applications: one state, oldest waiting first. */
export async function listBrandApplications(query: { status: ReviewableStatus; page: number }): Promise<ApplicationsPage> {
  const { rows, total } = await listApplicationsIn(getDb(), query.status, APPLICATIONS_PAGE_SIZE, (query.page - 1) * APPLICATIONS_PAGE_SIZE);
  return {
    items: rows.map((row) => ({
      id: row.id,
      display_name: row.displayName,
      legal_name: row.legalName,
      country: row.country,
      status: row.status,
      submitted_at: row.submittedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      documents_count: Number(row.documentsCount),
    })),
    page: query.page,
    page_size: APPLICATIONS_PAGE_SIZE,
    total,
  };
}
