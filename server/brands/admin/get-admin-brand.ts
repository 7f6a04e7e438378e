import type { AdminBrandDetail } from '@/lib/contracts/brands/admin-brands-schemas';
import { findVendorStore } from '@/server/catalog/vendors/find-vendor-store';
import { getDb } from '@/server/db/client';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { brandNotFound } from '../resolve-brand-access';
import { toAdminBrandDetail } from './admin-brand-views';
import { findBrandRow, listBrandEventRows } from './repository-admin-brands';

const HISTORY_LIMIT = 50;

/** One brand as operators see it, whatever its status; 404 for an id that does not exist. */
export async function getAdminBrand(brandId: number, db: DbOrTx = getDb()): Promise<AdminBrandDetail> {
  const row = await findBrandRow(db, brandId);
  if (!row) throw brandNotFound();
  const [events, store] = await Promise.all([
    listBrandEventRows(db, brandId, HISTORY_LIMIT),
    row.vendorId === null ? undefined : findVendorStore(db, row.vendorId),
  ]);
  return toAdminBrandDetail(row, { events, store: store ? { slug: store.slug, is_open: store.isOpen } : null });
}
