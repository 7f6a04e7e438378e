import useSWR from 'swr';
import type { BrandBanner } from '@/lib/contracts/brands/banners-schemas';

const loadService = () => import('@/services/brand-banners-service');

/** The banners of the active brand; nothing is asked until the brand is known. */
export function useBrandBanners(brandId: number | null) {
  const { data, error, isLoading, mutate } = useSWR<{ banners: BrandBanner[]; limit: number }>(brandId ? ['deskhaus:brand-banners', brandId] : null, () =>
    loadService().then((api) => api.fetchBrandBanners(brandId!)),
  );
  return { data, error, isLoading, mutate };
}

/** One banner, for the edit page; null id asks nothing. */
export function useBrandBanner(brandId: number | null, bannerId: number | null) {
  const { data, error, isLoading, mutate } = useSWR<BrandBanner>(brandId && bannerId ? ['deskhaus:brand-banner', brandId, bannerId] : null, () =>
    loadService().then((api) => api.fetchBrandBanner(brandId!, bannerId!)),
  );
  return { banner: data, error, isLoading, mutate };
}
