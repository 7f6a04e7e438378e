import { useMyProgrammesQuery } from '@/services/programmes-hooks';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/slices/auth-state';

/** The signed-in shopper's programmes; no call for a visitor. */
export function useMyProgrammes() {
  return useMyProgrammesQuery(useAppSelector(selectIsLoggedIn));
}

/** Basis points as a percentage a person reads: 1500 → "15". */
export function percentOf(bps: number): string {
  return String(bps / 100);
}
