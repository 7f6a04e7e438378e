import useSWR from 'swr';
import type { BrandSettings } from '@/lib/contracts/brands/settings-schemas';
import { isTransientApiError } from '@/services/api-error';
import type { SwrFetcherError } from '@/services/swr-fetcher';

const loadSettingsService = () => import('@/services/brand-settings-service');

export function useBrandSettings(brandId: number | null) {
  return useSWR<BrandSettings, SwrFetcherError>(brandId ? ['deskhaus:brand-settings', brandId] : null, () => loadSettingsService().then((s) => s.fetchBrandSettings(brandId!)), {
    shouldRetryOnError: isTransientApiError,
  });
}
