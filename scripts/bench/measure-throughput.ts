import autocannon from 'autocannon';

export interface ThroughputResult {
  url: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

/** Load from this machine's loopback only, bounded in time (design §7: 50 connections). */
export async function measureThroughput(url: string, seconds: number, connections = 50): Promise<ThroughputResult> {
  // Warm the route (ISR render, caches) before measuring.
  for (let i = 0; i < 5; i += 1) await fetch(url).then((r) => r.arrayBuffer());
  const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'gzip' } });
  return {
    url,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
