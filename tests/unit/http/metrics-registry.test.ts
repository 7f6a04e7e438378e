import { describe, expect, it } from 'vitest';
import { renderMetrics, setAnalyticsQueueDepth } from '@/server/http/metrics/registry';

describe('the metrics registry', () => {
  it('reports the analytics queue depth the collector last set, never below zero', async () => {
    setAnalyticsQueueDepth(7);
    expect(await renderMetrics()).toMatch(/analytics_event_queue_depth\{[^}]*\} 7\n/);
    setAnalyticsQueueDepth(-3);
    expect(await renderMetrics()).toMatch(/analytics_event_queue_depth\{[^}]*\} 0\n/);
  });
});
