import { apiGet } from '@/services/api-client';
import type { Workspaces } from '@/lib/contracts/brands/workspaces-schemas';

export type { Workspaces, WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';

/** GET /v1/me/workspaces: the caller's brands (with role) and whether they operate the store. */
export function fetchMyWorkspaces(): Promise<Workspaces> {
  return apiGet<Workspaces>('/v1/me/workspaces');
}
