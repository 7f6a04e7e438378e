import axios, { type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { currentApiClientConfig } from '@/services/api-client-config';
import { readEnvelopeData, type DataSchema } from '@/services/api-envelope';
import { classifyError } from '@/services/classify-error';
import { serializeQuery, type QueryParams } from '@/services/serialize-query';

/** Spec §7 and §9: every call gives up after 60 seconds. */
export const API_TIMEOUT_MS = 60_000;

/** Spec §7: the header carrying the current locale is literally named `location`. */
export const LOCALE_HEADER = 'location';

export interface ApiCallOptions<T> {
  signal?: AbortSignal;
  /** Overrides the 60 s time-out for this call only. */
  timeoutMs?: number;
  /** Validates `data` at run time; a mismatch fails as bad-data instead of reaching the UI. */
  schema?: DataSchema<T>;
}

export interface ApiBodyCallOptions<T> extends ApiCallOptions<T> {
  /** Query parameters of a call that also sends a body (sign-in takes both, spec §7). */
  params?: QueryParams;
}

/**
 * The configured axios instance. Prefer the helpers below: they apply the envelope rule and
 * turn every failure into an `ApiError`; this instance alone does neither.
 */
export const apiClient = axios.create({
  timeout: API_TIMEOUT_MS,
  withCredentials: true,
  headers: { Accept: 'application/json' },
  paramsSerializer: { serialize: (params: QueryParams) => serializeQuery(params) },
  // Makes time-outs ETIMEDOUT in every adapter, so ECONNABORTED is left meaning "aborted".
  transitional: { clarifyTimeoutError: true },
});

apiClient.interceptors.request.use((request: InternalAxiosRequestConfig) => {
  const config = currentApiClientConfig();
  request.baseURL = config.baseUrl;
  request.headers.set(LOCALE_HEADER, config.getLocale() || DEFAULT_LOCALE);
  const token = config.getAccessToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  else request.headers.delete('Authorization');
  return request;
});

async function send<T>(request: AxiosRequestConfig, options: ApiCallOptions<T> | undefined): Promise<T> {
  let response: AxiosResponse<unknown>;
  try {
    response = await apiClient.request<unknown>({ ...request, signal: options?.signal, timeout: options?.timeoutMs ?? API_TIMEOUT_MS });
  } catch (error) {
    throw classifyError(error);
  }
  return readEnvelopeData(response.status, response.data, options?.schema);
}

/** GET `path`; resolves with the envelope's `data`, rejects with an `ApiError`. */
export function apiGet<T>(path: string, params?: QueryParams, options?: ApiCallOptions<T>): Promise<T> {
  return send<T>({ method: 'GET', url: path, params }, options);
}

export function apiPost<T>(path: string, body?: unknown, options?: ApiBodyCallOptions<T>): Promise<T> {
  return send<T>({ method: 'POST', url: path, data: body, params: options?.params }, options);
}

export function apiPut<T>(path: string, body?: unknown, options?: ApiBodyCallOptions<T>): Promise<T> {
  return send<T>({ method: 'PUT', url: path, data: body, params: options?.params }, options);
}

export function apiDelete<T>(path: string, params?: QueryParams, options?: ApiCallOptions<T>): Promise<T> {
  return send<T>({ method: 'DELETE', url: path, params }, options);
}

// The client's public face in one import, as design §2 describes api-client.ts; each name is
// defined in the file that owns it.
export { ApiError, type ApiErrorKind } from '@/services/api-error';
export { classifyError } from '@/services/classify-error';
export { configureApiClient, type ApiClientConfig } from '@/services/api-client-config';
export type { ApiEnvelope } from '@/services/api-envelope';
export type { QueryParams } from '@/services/serialize-query';
