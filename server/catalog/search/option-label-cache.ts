import type { Db } from '@/server/db/client';
import { listOptionLabels, type OptionLabelRow } from './repository-texts';
import type { SearchLanguage } from './search-language';

/* Option labels ("walnut" → "Noyer") name the colour and size facets of every search and change
 * only with the catalog's reference data, so each process keeps them a few minutes. */
const TTL_MS = 5 * 60 * 1000;
const cache = new WeakMap<Db, Map<SearchLanguage, { labels: Promise<OptionLabelRow[]>; loadedAt: number }>>();

export function optionLabelsOf(db: Db, language: SearchLanguage, now = Date.now()): Promise<OptionLabelRow[]> {
  let byLanguage = cache.get(db);
  if (!byLanguage) {
    byLanguage = new Map();
    cache.set(db, byLanguage);
  }
  const cached = byLanguage.get(language);
  if (cached && now - cached.loadedAt < TTL_MS) return cached.labels;
  const labels = listOptionLabels(db, language);
  const entries = byLanguage;
  entries.set(language, { labels, loadedAt: now });
  labels.catch(() => entries.delete(language));
  return labels;
}
