import type { EmployerApplication } from '@/lib/contracts/programmes/programmes-schemas';
import { getDb } from '@/server/db/client';
import { toEmployerApplication } from './employer-application-view';
import { listApplications } from './repository';

/** GET /v1/admin/employer-applications. */
export async function listEmployerApplications(status: 'pending' | 'approved' | 'declined' | undefined): Promise<{ items: EmployerApplication[] }> {
  const rows = await listApplications(getDb(), status, 200);
  return { items: rows.map(toEmployerApplication) };
}
