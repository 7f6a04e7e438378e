import { ADMIN_BRAND_LIST_STATUSES, ADMIN_BRANDS_PAGE_SIZE, type AdminBrandList, type AdminBrandListQuery } from '@/lib/contracts/brands/admin-brands-schemas';
import { getDb } from '@/server/db/client';
import { toAdminBrandSummary } from './admin-brand-views';
import { listBrandRows } from './repository-admin-brands';

/** The approved and suspended brands, by name, 20 a page; `q` searches names and contact e-mail. */
export async function listAdminBrands(query: AdminBrandListQuery): Promise<AdminBrandList> {
  const statuses = query.status ? [query.status] : ADMIN_BRAND_LIST_STATUSES;
  const { rows, total } = await listBrandRows(getDb(), {
    statuses,
    q: query.q || undefined,
    limit: ADMIN_BRANDS_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_BRANDS_PAGE_SIZE,
  });
  return { items: rows.map(toAdminBrandSummary), page: query.page, per_page: ADMIN_BRANDS_PAGE_SIZE, total };
}
