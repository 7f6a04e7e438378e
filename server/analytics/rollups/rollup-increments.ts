import type { AnalyticsCountKind, AnalyticsUniqueKind } from '@/server/db/schema/analytics/rollups';
import type { StoredEvent } from '../collector/to-stored-event';
import { VITAL_METRICS, vitalBucket, type VitalMetric } from './vital-buckets';

/* What one flushed batch adds to the daily rollups, summed in memory so each row is written once. */

export interface CountIncrement {
  day: string;
  kind: AnalyticsCountKind;
  key: string;
  label: string | null;
  count: number;
  amount: number;
}
export interface UniqueMember {
  day: string;
  kind: AnalyticsUniqueKind;
  key: string;
  member: string;
}
export interface VitalIncrement {
  day: string;
  pageName: string;
  metric: VitalMetric;
  bucket: number;
  count: number;
}
export interface RollupIncrements {
  counts: CountIncrement[];
  uniques: UniqueMember[];
  vitals: VitalIncrement[];
}

interface Item {
  item_id?: unknown;
  item_name?: unknown;
  price?: unknown;
  quantity?: unknown;
}

const num = (value: unknown, fallback = 0) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const param = (event: StoredEvent, name: string) => event.eventParams.find((entry) => entry.key === name)?.value;

export function rollupIncrements(events: readonly StoredEvent[]): RollupIncrements {
  const counts = new Map<string, CountIncrement>();
  const uniques = new Map<string, UniqueMember>();
  const vitals = new Map<string, VitalIncrement>();
  const count = (day: string, kind: AnalyticsCountKind, key: string, add: { count?: number; amount?: number; label?: string | null } = {}) => {
    const id = `${day}\u0000${kind}\u0000${key}`;
    const row = counts.get(id) ?? { day, kind, key, label: null, count: 0, amount: 0 };
    row.count += add.count ?? 1;
    row.amount += add.amount ?? 0;
    if (add.label) row.label = add.label;
    counts.set(id, row);
  };
  const unique = (day: string, kind: AnalyticsUniqueKind, key: string, member: string) => {
    uniques.set(`${day}\u0000${kind}\u0000${key}\u0000${member}`, { day, kind, key, member });
  };

  for (const event of events) {
    if (event.isBot) continue;
    const { day } = event;
    unique(day, 'visitor', '', event.userPseudoId);
    unique(day, 'session', '', event.sessionId);
    if (event.country) unique(day, 'country', event.country, event.userPseudoId);
    count(day, 'event', event.eventName);
    const items = ((event.items ?? []) as Item[]).filter((item) => typeof item.item_id === 'string');
    const label = (item: Item) => (typeof item.item_name === 'string' ? item.item_name.slice(0, 256) : null);
    switch (event.eventName) {
      case 'page_view':
        count(day, 'page', event.pageName ?? event.url.slice(0, 256));
        if (event.source) unique(day, 'source', event.source, event.sessionId);
        break;
      case 'view_item':
        for (const item of items) count(day, 'product_view', String(item.item_id), { label: label(item) });
        break;
      case 'add_to_cart':
        for (const item of items) count(day, 'product_cart', String(item.item_id), { label: label(item) });
        break;
      case 'Charge_success': {
        const currency = typeof event.ecommerce?.currency === 'string' ? event.ecommerce.currency.toUpperCase() : 'EUR';
        count(day, 'revenue', currency, { amount: num(event.ecommerce?.value) });
        for (const item of items) {
          const units = num(item.quantity, 1);
          count(day, 'product_purchase', String(item.item_id), { count: units, amount: units * num(item.price), label: label(item) });
        }
        break;
      }
      case 'web_vitals': {
        const metric = param(event, 'metric');
        const value = param(event, 'value');
        if (typeof metric !== 'string' || !VITAL_METRICS.includes(metric as VitalMetric) || typeof value !== 'number') break;
        const pageName = event.pageName ?? '(unknown)';
        const bucket = vitalBucket(value);
        const id = `${day}\u0000${pageName}\u0000${metric}\u0000${bucket}`;
        const row = vitals.get(id) ?? { day, pageName, metric: metric as VitalMetric, bucket, count: 0 };
        row.count += 1;
        vitals.set(id, row);
        break;
      }
    }
  }
  return { counts: [...counts.values()], uniques: [...uniques.values()], vitals: [...vitals.values()] };
}
