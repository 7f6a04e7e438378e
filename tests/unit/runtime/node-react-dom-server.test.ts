import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, NODE_REACT_DOM_SERVER_HOOK, nextStartArgs } from '@/scripts/lib/next-start-command';

const root = path.resolve(__dirname, '../../..');
const hook = path.join(root, NODE_REACT_DOM_SERVER_HOOK);

function resolvedInNode(preload: string[]): string {
  return execFileSync(process.execPath, [...preload, '-e', "process.stdout.write(require.resolve('react-dom/server.edge'))"], { cwd: root }).toString();
}

describe("Next's pages renderer gets React's Node.js server build (decision 0023)", () => {
  it('redirects the request for react-dom/server.edge to react-dom/server.node once the hook is preloaded', () => {
    expect(resolvedInNode([])).toMatch(/react-dom[\\/]server\.edge\.js$/);
    expect(resolvedInNode(['--require', hook])).toMatch(/react-dom[\\/]server\.node\.js$/);
  });

  it('renders exactly the bytes the edge build renders, in production mode', () => {
    const output = execFileSync(process.execPath, [path.join(__dirname, 'fixtures/render-with-both-builds.js')], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 16 * 1024 * 1024,
    }).toString();
    const { edge, node } = JSON.parse(output) as { edge: string; node: string };
    expect(edge.length).toBeGreaterThan(20_000);
    expect(edge).toContain('Avis vérifiés ✓');
    expect(node).toBe(edge);
  });

  it('is preloaded by the command that serves the production build', () => {
    const args = nextStartArgs(3000, root);
    expect(args.slice(0, 2)).toEqual(['--require', hook]);
    expect(fs.existsSync(hook)).toBe(true);
    const start = args.indexOf('start');
    expect(args.slice(start, start + 3)).toEqual(['start', '-p', '3000']);
  });

  it('keeps idle connections open longer than a proxy in front of it would (60 s)', () => {
    const args = nextStartArgs(3000, root);
    const timeout = Number(args[args.indexOf('--keepAliveTimeout') + 1]);
    expect(timeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(timeout).toBeGreaterThan(60_000);
  });
});
