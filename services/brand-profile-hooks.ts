import useSWR from 'swr';
import type { BrandProfile } from '@/lib/contracts/brands/profile-schemas';
import type { SlugAvailability } from '@/services/brand-profile-service';

const loadService = () => import('@/services/brand-profile-service');

/** The store profile of the active brand; nothing is asked until the brand is known. */
export function useBrandProfile(brandId: number | null) {
  const { data, error, isLoading, mutate } = useSWR<BrandProfile>(brandId ? ['deskhaus:brand-profile', brandId] : null, () =>
    loadService().then((api) => api.fetchBrandProfile(brandId!)),
  );
  return { profile: data, error, isLoading, mutate };
}

/** Whether a store address is free; `slug` is the debounced value, null while nothing is asked. */
export function useSlugAvailability(slug: string | null) {
  const { data, error, isLoading } = useSWR<SlugAvailability>(slug ? ['deskhaus:slug-availability', slug] : null, () => loadService().then((api) => api.checkStoreSlug(slug!)), {
    revalidateOnFocus: false,
  });
  return { availability: data, error, isLoading };
}
