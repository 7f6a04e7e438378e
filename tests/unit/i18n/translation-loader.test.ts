import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TranslationLoadError,
  loadTranslationFile,
  retryDelays,
  translationFileUrl,
  type FetchLike,
} from '@/services/translation-loader';

type FakeResponse = Awaited<ReturnType<FetchLike>>;

const ok = (body: unknown): FakeResponse => ({ ok: true, status: 200, json: () => Promise.resolve(body) });
const failing = (status: number): FakeResponse => ({ ok: false, status, json: () => Promise.reject(new Error('no body')) });

/** A fetch that answers from a script, one entry per call; records when each call happened. */
function scriptedFetch(script: (FakeResponse | Error)[]) {
  const callTimes: number[] = [];
  const fetch = vi.fn<FetchLike>((url) => {
    callTimes.push(Date.now());
    const next = script.shift();
    if (!next) throw new Error(`unexpected call to ${url}`);
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  return { fetch, callTimes };
}

describe('translation file loading (spec §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 350, 700, 1400, 2800 and 5600 ms between attempts', () => {
    expect(retryDelays()).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('retries a failing file with doubling delays and returns it once it loads', async () => {
    const networkDown = new TypeError('Failed to fetch');
    const { fetch, callTimes } = scriptedFetch([networkDown, failing(503), networkDown, failing(500), networkDown, ok({ hello: 'Bonjour' })]);

    const loading = loadTranslationFile('/locales/fr/common.json', { fetch });
    await vi.advanceTimersByTimeAsync(20_000);

    await expect(loading).resolves.toEqual({ hello: 'Bonjour' });
    expect(callTimes).toEqual([0, 350, 1050, 2450, 5250, 10850]);
  });

  it('does not ask again before the delay has passed', async () => {
    const { fetch } = scriptedFetch([failing(503), ok({})]);
    void loadTranslationFile('/locales/en/home.json', { fetch });

    await vi.advanceTimersByTimeAsync(349);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up with an error after the fifth retry', async () => {
    const { fetch } = scriptedFetch(Array.from({ length: 6 }, () => failing(502)));

    const loading = loadTranslationFile('/locales/de/common.json', { fetch });
    const outcome = expect(loading).rejects.toBeInstanceOf(TranslationLoadError);
    await vi.advanceTimersByTimeAsync(60_000);

    await outcome;
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('does not retry a file that does not exist', async () => {
    const { fetch } = scriptedFetch([failing(404)]);

    const loading = loadTranslationFile('/locales/en/missing.json', { fetch });
    const outcome = expect(loading).rejects.toMatchObject({ retriable: false, attempts: 1 });
    await vi.advanceTimersByTimeAsync(60_000);

    await outcome;
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('translation file addresses', () => {
  it('reads the file of the locale’s language: the five locales share three languages', () => {
    expect(translationFileUrl('fr-FR', 'common')).toBe('/locales/fr/common.json');
    expect(translationFileUrl('en-GB', 'home')).toBe('/locales/en/home.json');
    expect(translationFileUrl('de-DE', 'errors')).toBe('/locales/de/errors.json');
  });
});
