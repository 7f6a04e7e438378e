import useSWR from 'swr';
import type { Workspaces } from '@/lib/contracts/brands/workspaces-schemas';

export const WORKSPACES_KEY = 'deskhaus:my-workspaces';

const loadWorkspaces = () => import('@/services/brand-workspaces-service').then((api) => api.fetchMyWorkspaces());

/** The signed-in person's brands and operator flag; nothing is asked until `signedIn`. */
export function useMyWorkspaces(signedIn: boolean) {
  const { data, error, isLoading, mutate } = useSWR<Workspaces>(signedIn ? WORKSPACES_KEY : null, loadWorkspaces);
  return { data, error, isLoading, mutate };
}
