import { TRANSLATION_LOAD_RETRIES, TRANSLATION_RETRY_BASE_DELAY_MS } from '@/lib/constants/limits';
import { translationFileUrl } from '@/lib/i18n/translation-file-url';

/*
 * How the browser fetches a translation namespace. Pages ship the namespaces they render in their
 * props (serverSideTranslations); this only fetches one that was not preloaded, for instance one a
 * lazily loaded widget asks for (components/i18n/translation-store.ts). Spec §9: a failed load is
 * retried up to 5 times with a doubling delay starting at 350 ms (350, 700, 1400, 2800, 5600 ms),
 * then the caller is told it failed.
 */

export type FetchLike = (url: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

export interface TranslationLoaderOptions {
  fetch?: FetchLike;
  /** Waits between attempts; tests pass a fake-timer friendly one. */
  sleep?: (ms: number) => Promise<void>;
  firstRetryDelayMs?: number;
  maxRetries?: number;
}

export { translationFileUrl };

/** The waits before each retry: the first delay, doubled each time. */
export function retryDelays(firstDelayMs = TRANSLATION_RETRY_BASE_DELAY_MS, maxRetries = TRANSLATION_LOAD_RETRIES): number[] {
  return Array.from({ length: maxRetries }, (_, attempt) => firstDelayMs * 2 ** attempt);
}

export class TranslationLoadError extends Error {
  constructor(
    readonly url: string,
    readonly attempts: number,
    readonly retriable: boolean,
    reason: string,
  ) {
    super(`Loading ${url} failed after ${attempts} attempt(s): ${reason}`);
    this.name = 'TranslationLoadError';
  }
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// A missing file (404) or a refused request will not heal by asking again; a dropped connection,
// an overloaded server or a rate limit may.
function isRetriableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

async function attempt(fetchFn: FetchLike, url: string, attempts: number): Promise<unknown> {
  let response: Awaited<ReturnType<FetchLike>>;
  try {
    response = await fetchFn(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new TranslationLoadError(url, attempts, true, error instanceof Error ? error.message : 'network error');
  }
  if (!response.ok) throw new TranslationLoadError(url, attempts, isRetriableStatus(response.status), `HTTP ${response.status}`);
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new TranslationLoadError(url, attempts, false, 'not JSON');
  }
}

export async function loadTranslationFile(url: string, options: TranslationLoaderOptions = {}): Promise<unknown> {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const delays = retryDelays(options.firstRetryDelayMs, options.maxRetries);
  for (let attempts = 1; ; attempts++) {
    try {
      return await attempt(fetchFn, url, attempts);
    } catch (error) {
      const delay = delays[attempts - 1];
      if (!(error instanceof TranslationLoadError) || !error.retriable || delay === undefined) throw error;
      await sleep(delay);
    }
  }
}
