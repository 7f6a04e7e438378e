import fs from 'node:fs';
import path from 'node:path';

export interface UncachedRenderResult {
  url: string;
  samples: number;
  medianMs: number;
  p95Ms: number;
}

/**
 * Next serves an ISR page from its cache; with the draft-mode cookie (`__prerender_bypass`, whose
 * value is the build's preview id) it renders the page on every request instead, which is exactly
 * the uncached server render the bar is about. Requests go one at a time, so the time is the
 * render plus loopback HTTP, not queueing.
 *
 * The bar is about a server that has been running: V8 compiles a render path's hot functions
 * with its optimizing tiers only after a few hundred calls, and on a server just started the
 * first few dozen uncached renders of a page cost half as much again. Those warm-up renders are
 * made first and left out of the median.
 */
export const UNCACHED_RENDER_WARMUP = 40;

export async function measureUncachedRender(url: string, samples = 40, distDir = process.env.NEXT_DIST_DIR || '.next'): Promise<UncachedRenderResult> {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as { preview: { previewModeId: string } };
  const headers = { cookie: `__prerender_bypass=${manifest.preview.previewModeId}`, 'accept-encoding': 'identity' };
  for (let i = 0; i < UNCACHED_RENDER_WARMUP; i += 1) await fetch(url, { headers }).then((r) => r.arrayBuffer());
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`uncached render of ${url} answered ${response.status}`);
    // A draft-mode render answers "private, no-store" (x-nextjs-cache still reads HIT: it is not).
    if (!(response.headers.get('cache-control') ?? '').includes('no-store')) throw new Error(`${url} was not rendered in draft mode: the bypass cookie was ignored`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (fraction: number) => Math.round((times[Math.min(times.length - 1, Math.ceil(fraction * times.length) - 1)] ?? 0) * 10) / 10;
  return { url, samples, medianMs: at(0.5), p95Ms: at(0.95) };
}
