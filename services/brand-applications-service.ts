import { apiClient, apiGet, apiPost, apiPut, apiDelete, classifyError } from '@/services/api-client';
import { readEnvelopeData } from '@/services/api-envelope';
import type { ApplicationDetailsInput, BrandApplication, BrandDocument } from '@/lib/contracts/brands/applications-schemas';
import type { BrandDocumentKind } from '@/lib/brands/brand-rules';

/* The browser side of a brand's application (issue 16 item 2): details, documents, submission. */

export type { ApplicationDetailsInput, BrandApplication, BrandDocument } from '@/lib/contracts/brands/applications-schemas';

export function createBrandApplication(details: ApplicationDetailsInput): Promise<BrandApplication> {
  return apiPost<BrandApplication>('/v1/brands', details);
}

export function fetchBrandApplication(brandId: number): Promise<BrandApplication> {
  return apiGet<BrandApplication>(`/v1/brands/${brandId}/application`);
}

export function updateBrandApplication(brandId: number, details: ApplicationDetailsInput): Promise<BrandApplication> {
  return apiPut<BrandApplication>(`/v1/brands/${brandId}/application`, details);
}

export function submitBrandApplication(brandId: number): Promise<BrandApplication> {
  return apiPost<BrandApplication>(`/v1/brands/${brandId}/application/submit`);
}

export function deleteBrandDocument(brandId: number, documentId: number): Promise<{ id: number }> {
  return apiDelete<{ id: number }>(`/v1/brands/${brandId}/documents/${documentId}`);
}

function toBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** POST /v1/brands/{brandId}/documents, reporting the share sent (0 to 1) while it uploads. */
export async function uploadBrandDocument(brandId: number, kind: BrandDocumentKind, file: File, onProgress?: (share: number) => void): Promise<BrandDocument> {
  const body = { kind, file_name: file.name, content_type: file.type, data_base64: await toBase64(file) };
  try {
    const response = await apiClient.post<unknown>(`/v1/brands/${brandId}/documents`, body, {
      onUploadProgress: (event) => onProgress?.(event.total ? event.loaded / event.total : 0),
      headers: { 'Content-Type': 'application/json' },
    });
    return readEnvelopeData<BrandDocument>(response.status, response.data);
  } catch (error) {
    throw classifyError(error);
  }
}

/**
 * GET /v1/brands/{brandId}/documents/{documentId}/file. The call needs the bearer token (not a
 * cookie), so the client fetches the bytes and hands them to the browser as a blob.
 */
export async function fetchBrandDocumentFile(brandId: number, documentId: number): Promise<Blob> {
  try {
    const response = await apiClient.get<Blob>(`/v1/brands/${brandId}/documents/${documentId}/file`, { responseType: 'blob', headers: { Accept: '*/*' } });
    return response.data;
  } catch (error) {
    throw classifyError(error);
  }
}
