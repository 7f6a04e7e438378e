import { spawn, type ChildProcess } from 'node:child_process';
import { nextStartArgs } from '../lib/next-start-command';

export interface BenchServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the production server (the build must exist) and waits until its health check answers. */
export async function startBenchServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const child: ChildProcess = spawn(process.execPath, nextStartArgs(port), {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, NODE_ENV: 'production' },
  });
  // localhost, not 127.0.0.1: Lighthouse fails a canonical URL on another host, and the site URL defaults to localhost.
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('bench server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
