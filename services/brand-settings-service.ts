import { apiGet, apiPut } from '@/services/api-client';
import type { BrandSettings, PayoutInput } from '@/lib/contracts/brands/settings-schemas';

export type { BrandSettings, PayoutInput, PayoutSummary } from '@/lib/contracts/brands/settings-schemas';

/* A brand's settings (issue 16 item 3): notification e-mails and payout details. */

export function fetchBrandSettings(brandId: number): Promise<BrandSettings> {
  return apiGet<BrandSettings>(`/v1/brands/${brandId}/settings`);
}

export function saveNotificationEmails(brandId: number, emails: string[]): Promise<BrandSettings> {
  return apiPut<BrandSettings>(`/v1/brands/${brandId}/settings/notifications`, { emails });
}

export function savePayout(brandId: number, payout: PayoutInput): Promise<BrandSettings> {
  return apiPut<BrandSettings>(`/v1/brands/${brandId}/settings/payout`, payout);
}
