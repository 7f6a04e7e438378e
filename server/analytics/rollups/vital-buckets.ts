/*
 * Web vitals are kept as histograms (analytics_daily_vitals): a value's bucket is
 * round(ln(1 + value) × 50), about 2 % wide whatever the scale (CLS arrives × 1000, INP in ms).
 */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

const STEPS_PER_E = 50;
const MAX_BUCKET = 32_000;

export function vitalBucket(value: number): number {
  return Math.min(MAX_BUCKET, Math.max(0, Math.round(Math.log1p(Math.max(0, value)) * STEPS_PER_E)));
}

/** The value a bucket stands for (its centre). */
export function bucketValue(bucket: number): number {
  return Math.expm1(bucket / STEPS_PER_E);
}

/** The 75th percentile of a histogram (buckets in any order); null when empty. */
export function p75OfBuckets(buckets: readonly { bucket: number; count: number }[]): number | null {
  const sorted = [...buckets].sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const entry of sorted) {
    seen += entry.count;
    if (seen >= rank) return bucketValue(entry.bucket);
  }
  return bucketValue(sorted[sorted.length - 1]!.bucket);
}
