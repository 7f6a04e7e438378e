import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export interface LighthouseResult {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  largestContentfulPaintMs: number;
  cumulativeLayoutShift: number;
  totalBlockingTimeMs: number;
  /** Pass/fail audits that failed, to say what cost a category its 100. */
  failedAudits: string[];
}

const run = promisify(execFile);

/** One Lighthouse run with its default mobile emulation and simulated throttling, in its own process. */
export async function measureLighthouse(url: string): Promise<LighthouseResult> {
  const runner = path.resolve('scripts/bench/lighthouse-runner.mjs');
  const { stdout } = await run(process.execPath, [runner, url], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as LighthouseResult;
}

/** The run with the median performance score of several: single runs are noisy on 2 cores. */
export async function measureLighthouseMedian(url: string, runs: number): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await measureLighthouse(url));
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor(results.length / 2)] as LighthouseResult;
}
