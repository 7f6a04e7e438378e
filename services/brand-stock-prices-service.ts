import { apiClient, apiPut, classifyError } from '@/services/api-client';
import type { StockPricesImport } from '@/lib/contracts/brands/stock-prices';

export type { StockPricesImport } from '@/lib/contracts/brands/stock-prices';

/**
 * GET /v1/brands/{brandId}/stock-prices: the CSV itself. The call needs the bearer token, so the
 * client fetches the bytes and hands them to the browser as a blob.
 */
export async function fetchStockPricesCsv(brandId: number): Promise<Blob> {
  try {
    const response = await apiClient.get<Blob>(`/v1/brands/${brandId}/stock-prices`, { responseType: 'blob', headers: { Accept: 'text/csv' } });
    return response.data;
  } catch (error) {
    throw classifyError(error);
  }
}

/** PUT /v1/brands/{brandId}/stock-prices: all or nothing; a refusal carries one issue per refused row. */
export function uploadStockPricesCsv(brandId: number, csv: string): Promise<StockPricesImport> {
  // The answer waits for the changed pages to be re-rendered: longer than the usual 60 s is allowed.
  return apiPut(`/v1/brands/${brandId}/stock-prices`, { csv }, { timeoutMs: 180_000 });
}
