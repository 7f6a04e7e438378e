import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { getDbHandle } from '@/server/db/client';

/*
 * The Prometheus metrics served at /api/metrics (issue 23 item 5): request rate and errors per
 * route, latency histograms per route, the database pool and the analytics event queue depth.
 * Next bundles every API route on its own, so the registry lives on globalThis: the route that
 * counts a request and the route that serves the metrics must see the same counters.
 */

export interface DatabasePoolStats {
  total: number;
  idle: number;
  waiting: number;
}

interface Metrics {
  registry: Registry;
  requests: Counter<'route' | 'method' | 'status'>;
  errors: Counter<'route' | 'method'>;
  latency: Histogram<'route' | 'method'>;
  queueDepth: Gauge;
}

const globalKey = Symbol.for('deskhaus.metrics');
type GlobalWithMetrics = typeof globalThis & { [globalKey]?: Metrics };

function createMetrics(): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ app: 'deskhaus' });
  if (process.env.NODE_ENV !== 'test') collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'API requests answered, by route, method and status.', labelNames: ['route', 'method', 'status'], registers: [registry] });
  const errors = new Counter({ name: 'http_request_errors_total', help: 'API requests answered with a 5xx status.', labelNames: ['route', 'method'], registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an API request, by route.',
    labelNames: ['route', 'method'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const queueDepth = new Gauge({ name: 'analytics_event_queue_depth', help: 'Analytics events accepted and waiting to be written.', registers: [registry] });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (PGlite is one embedded connection).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = databasePoolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  return { registry, requests, errors, latency, queueDepth };
}

function databasePoolStats(): DatabasePoolStats {
  try {
    const handle = getDbHandle();
    return handle.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 };
  } catch {
    return { total: 0, idle: 0, waiting: 0 };
  }
}

function metrics(): Metrics {
  const g = globalThis as GlobalWithMetrics;
  g[globalKey] ??= createMetrics();
  return g[globalKey];
}

/** Counts one answered API request. `route` is the route pattern (never the raw URL: bounded labels). */
export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  const m = metrics();
  m.requests.inc({ route, method, status: String(status) });
  m.latency.observe({ route, method }, seconds);
  if (status >= 500) m.errors.inc({ route, method });
}

/** The collector sets how many accepted events still wait for their database write. */
export function setAnalyticsQueueDepth(depth: number): void {
  metrics().queueDepth.set(Math.max(0, depth));
}

export function metricsContentType(): string {
  return metrics().registry.contentType;
}

export function renderMetrics(): Promise<string> {
  return metrics().registry.metrics();
}
