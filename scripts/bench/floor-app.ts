/*
 * The floor of first-load JavaScript (issue 22): an empty pages-router app built with the Next.js
 * and React this repository has installed. No store can ship less than it, so the bench reports
 * each page's first load as "the floor + the store's part" and judges the store's part.
 *
 * The app lives in a temporary folder inside the repository (git ignores `.bench-floor-*`), so it
 * resolves our node_modules and the versions are the installed ones without a second install.
 * (Turbopack refuses a node_modules link that leaves the folder's workspace root.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runCommand } from '../lib/run-command';
import { measureFirstLoadJs, type FirstLoadJsResult } from './measure-first-load-js';
import { measureLighthouseMedian, type LighthouseResult } from './measure-lighthouse';

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'floor-app', private: true }),
  'next.config.js': 'module.exports = { reactStrictMode: true, poweredByHeader: false };\n',
  'pages/index.js': 'export default function Home() {\n  return <main>Floor</main>;\n}\n',
};

async function waitUntilServing(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`floor app exited with ${child.exitCode}`);
    try {
      if ((await fetch(baseUrl)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('floor app did not start within 60 s');
    await new Promise((r) => setTimeout(r, 300));
  }
}

export interface FloorMeasurement {
  firstLoad: FirstLoadJsResult;
  /**
   * Lighthouse on the empty page, median of `lighthouseRuns`: the Total Blocking Time the
   * framework alone costs on this machine, the reference for the store's pages in the same run.
   */
  lighthouse: LighthouseResult | null;
}

/**
 * Builds the empty app, serves it on `port` and measures its first load like any store page,
 * and its Lighthouse figures when `lighthouseRuns` > 0.
 */
export async function measureFloor(root: string, port: number, lighthouseRuns: number): Promise<FloorMeasurement> {
  const dir = fs.mkdtempSync(path.join(root, '.bench-floor-'));
  try {
    for (const [file, text] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
    await runCommand(process.execPath, [nextBin, 'build', dir], env);
    const child = spawn(process.execPath, [nextBin, 'start', dir, '-p', String(port)], { stdio: 'ignore', env });
    try {
      const baseUrl = `http://localhost:${port}`;
      await waitUntilServing(baseUrl, child);
      const firstLoad = await measureFirstLoadJs(`${baseUrl}/`);
      const lighthouse = lighthouseRuns > 0 ? await measureLighthouseMedian(`${baseUrl}/`, lighthouseRuns) : null;
      return { firstLoad, lighthouse };
    } finally {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
