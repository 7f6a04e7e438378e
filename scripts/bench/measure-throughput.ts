import autocannon from 'autocannon';

/**
 * How the answers travel. `identity` is the bar (design §7, issue 22): without compression on
 * either side, so on-the-fly gzip of the static file does not hide what the page costs. `gzip` is
 * reported, as a browser asks for it.
 */
export type ThroughputEncoding = 'identity' | 'gzip';

export interface ThroughputResult {
  url: string;
  encoding: ThroughputEncoding;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

/** Load from this machine's loopback only, bounded in time (design §7: 50 connections). */
export async function measureThroughput(url: string, seconds: number, encoding: ThroughputEncoding, connections = 50): Promise<ThroughputResult> {
  const headers = { 'accept-encoding': encoding };
  // Warm the route (ISR render, caches) before measuring.
  for (let i = 0; i < 5; i += 1) await fetch(url, { headers }).then((r) => r.arrayBuffer());
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    url,
    encoding,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
