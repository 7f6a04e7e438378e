import useSWR, { useSWRConfig } from 'swr';
import type { EmployerApplication, MyProgrammes, StudentReferrals } from '@/lib/contracts/programmes/programmes-schemas';

const service = () => import('@/services/programmes-service');
const MY_PROGRAMMES_KEY = 'deskhaus:my-programmes';

/** The signed-in shopper's programmes (GET /v1/me/programmes), shared by every component of the page; nothing for a visitor. */
export function useMyProgrammesQuery(isLoggedIn: boolean) {
  return useSWR<MyProgrammes>(isLoggedIn ? MY_PROGRAMMES_KEY : null, () => service().then((api) => api.fetchMyProgrammes()), { revalidateOnFocus: false });
}

/** Reloads the programmes after a verification or a removal. */
export function useRefreshMyProgrammes(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate(MY_PROGRAMMES_KEY);
}

export function useStudentReferrals() {
  return useSWR<StudentReferrals>('deskhaus:student-referrals', () => service().then((api) => api.fetchStudentReferrals()), { revalidateOnFocus: false });
}

export function useEmployerApplications(status: 'pending' | 'approved' | 'declined') {
  return useSWR<{ items: EmployerApplication[] }>(['deskhaus:admin-employer-applications', status], () => service().then((api) => api.fetchEmployerApplications(status)), {
    revalidateOnFocus: false,
  });
}
