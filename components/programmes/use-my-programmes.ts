import useSWR from 'swr';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/slices/auth-slice';
import type { MyProgrammes } from '@/lib/contracts/programmes/programmes-schemas';

const service = () => import('@/services/programmes-service');
export const MY_PROGRAMMES_KEY = 'deskhaus:my-programmes';

/** The signed-in shopper's programmes (GET /v1/me/programmes), shared by every component of the page; null for a visitor. */
export function useMyProgrammes() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return useSWR<MyProgrammes>(isLoggedIn ? MY_PROGRAMMES_KEY : null, () => service().then((api) => api.fetchMyProgrammes()), { revalidateOnFocus: false });
}

/** Basis points as a percentage a person reads: 1500 → "15". */
export function percentOf(bps: number): string {
  return String(bps / 100);
}
