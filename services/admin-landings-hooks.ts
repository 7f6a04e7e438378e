import useSWR from 'swr';
import type { LandingEditorPageData, LandingList } from '@/lib/contracts/content/landings-schemas';

const service = () => import('@/services/admin-landings-service');

export function useLandingPages() {
  return useSWR<LandingList>('deskhaus:admin-landings', () => service().then((api) => api.fetchLandingPages()));
}

export function useLandingPage(id: number | null) {
  return useSWR<LandingEditorPageData>(id === null ? null : ['deskhaus:admin-landing', id], () => service().then((api) => api.fetchLandingPage(id!)), {
    // The form holds the operator's edits: a refetch on focus must not replace them.
    revalidateOnFocus: false,
  });
}
