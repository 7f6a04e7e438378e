import useSWR from 'swr';
import type { InvitationPreview, Team } from '@/lib/contracts/brands/team-schemas';
import { isTransientApiError } from '@/services/api-error';
import type { SwrFetcherError } from '@/services/swr-fetcher';

/* SWR reads of the team; the service (and axios) loads with the first fetch. */

const loadTeamService = () => import('@/services/brand-team-service');

export function useBrandTeam(brandId: number | null) {
  return useSWR<Team, SwrFetcherError>(brandId ? ['deskhaus:brand-team', brandId] : null, () => loadTeamService().then((s) => s.fetchTeam(brandId!)), {
    shouldRetryOnError: isTransientApiError,
  });
}

/** An invitation link's preview; a 404 (expired, used, withdrawn) is not retried. */
export function useInvitationPreview(token: string | null) {
  return useSWR<InvitationPreview, SwrFetcherError>(token ? ['deskhaus:brand-invitation', token] : null, () => loadTeamService().then((s) => s.fetchInvitationPreview(token!)), {
    shouldRetryOnError: isTransientApiError,
    revalidateOnFocus: false,
  });
}
