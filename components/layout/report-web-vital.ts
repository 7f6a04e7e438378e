import type { Metric } from 'web-vitals';

/** Spec §7: CLS is reported scaled by 1000 (0.042 becomes 42), so every metric is a whole number. */
export function reportedValueOf(metric: Pick<Metric, 'name' | 'value'>): number {
  return Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value);
}

/** Until the analytics issue sends metrics to its endpoint, they are written to the console. */
export function reportWebVital(metric: Metric): void {
  console.debug('[web-vitals]', metric.name, reportedValueOf(metric), metric.rating);
}
