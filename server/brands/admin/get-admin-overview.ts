import type { AdminOverview } from '@/lib/contracts/brands/admin-brands-schemas';
import { getDb } from '@/server/db/client';
import { countBrandsByStatus } from './repository-admin-brands';

/** The counts the /admin overview starts from. */
export async function getAdminOverview(): Promise<AdminOverview> {
  const counts = await countBrandsByStatus(getDb());
  return {
    applications_waiting: counts.get('applied') ?? 0,
    changes_requested: counts.get('changes_requested') ?? 0,
    approved: counts.get('approved') ?? 0,
    suspended: counts.get('suspended') ?? 0,
  };
}
