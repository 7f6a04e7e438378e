export type VitalMetric = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

/* Core Web Vitals thresholds (web.dev): at or under `good` is good, over `poor` is poor. CLS × 1000. */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 100, poor: 250 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export function rateVital(metric: VitalMetric, p75: number): 'good' | 'needs-improvement' | 'poor' {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  if (p75 <= good) return 'good';
  return p75 > poor ? 'poor' : 'needs-improvement';
}
