import type { Metric } from 'web-vitals';
import { trackWebVital } from '@/lib/analytics/page-events';

/** Spec §7: CLS is reported scaled by 1000 (0.042 becomes 42), so every metric is a whole number. */
export function reportedValueOf(metric: Pick<Metric, 'name' | 'value'>): number {
  return Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value);
}

/** Sends a metric as a `web_vitals` event (metric, value, page_name) once the shopper allows analytics. */
export function reportWebVital(metric: Metric): void {
  trackWebVital(metric.name, reportedValueOf(metric), metric.rating);
}
