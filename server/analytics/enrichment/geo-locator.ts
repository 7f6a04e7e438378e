/*
 * Where an IP address is, as far as a local database knows. The store ships one through npm
 * (GeoLite2 city, `mmdb-geo-locator.ts`); a deployment with a commercial database or a service
 * swaps the implementation with `setGeoLocator`. Answers are cached per IP.
 */
export interface GeoLocation {
  country: string | null;
  state: string | null;
  city: string | null;
  organization: string | null;
}

export interface GeoLocator {
  locate(ip: string): Promise<GeoLocation | null>;
}

const CACHE_LIMIT = 10_000;
const key = Symbol.for('deskhaus.analytics.geoLocator');
type WithLocator = typeof globalThis & { [key]?: { locator: GeoLocator; cache: Map<string, GeoLocation | null> } };

/** Replaces the locator (and empties the cache). */
export function setGeoLocator(locator: GeoLocator): void {
  (globalThis as WithLocator)[key] = { locator, cache: new Map() };
}

async function defaultLocator(): Promise<GeoLocator> {
  const { createMmdbGeoLocator } = await import('./mmdb-geo-locator');
  return createMmdbGeoLocator();
}

/** The location of an IP, from the cache or the locator; null when unknown or on any failure. */
export async function locateIp(ip: string | null): Promise<GeoLocation | null> {
  if (!ip || ip === 'unknown') return null;
  const g = globalThis as WithLocator;
  if (!g[key]) setGeoLocator(await defaultLocator());
  const state = g[key]!;
  if (state.cache.has(ip)) return state.cache.get(ip) ?? null;
  let found: GeoLocation | null = null;
  try {
    found = await state.locator.locate(ip);
  } catch {
    found = null;
  }
  if (state.cache.size >= CACHE_LIMIT) state.cache.delete(state.cache.keys().next().value!);
  state.cache.set(ip, found);
  return found;
}
