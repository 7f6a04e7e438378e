/*
 * `npm run bench:js -- [route ...]`: what a route's first load is made of, by package, from
 * Turbopack's own analysis of a production build (`next analyze --output`, then
 * `next analyze export`). It answers "how much of the first-load budget is the framework and how
 * much is ours" (docs/decisions/0018-first-load-javascript.md).
 *
 * Sizes are each module's gzip size on its own, as the analyzer reports them; gzip over a whole
 * chunk packs about a fifth better, so the total is above what `npm run bench` measures on the wire.
 * Code split off behind next/dynamic or import() is not first-load and is left out.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const DIST_DIR = '.next-analyze';
const root = process.cwd();
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');

interface GroupRecord {
  type: 'group';
  kind: string;
  trigger_module_ident: string;
  outputs: string[];
}
interface PartRecord {
  type: 'part';
  filename: string;
  source_path: string;
  compressed_size: number;
}
type AnalyzerRecord = GroupRecord | PartRecord | { type: string };

/** The framework: what every Next.js pages-router page ships whatever the store puts in it. */
const FRAMEWORK = /^(react|react-dom|scheduler|next|@swc\/helpers|\[turbopack\]|\[next\]|\[client-fs\])$/;

function packageOf(sourcePath: string): string {
  const inProject = sourcePath.replace('[project]/', '');
  const match = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(inProject);
  if (match?.[1]) return match[1];
  if (inProject.startsWith('[')) return inProject.split('/')[0] ?? inProject;
  return `app: ${inProject.split('/').slice(0, 2).join('/')}`;
}

function firstLoadParts(records: AnalyzerRecord[]): PartRecord[] {
  // Chunks reached only through a dynamic import (next/dynamic, import()) load later, on demand.
  const lazy = new Set<string>();
  for (const record of records) {
    if (record.type !== 'group') continue;
    const group = record as GroupRecord;
    if (group.kind === 'async' && !/pages\/_(app|error)/.test(group.trigger_module_ident)) for (const output of group.outputs) lazy.add(output);
  }
  return records.filter(
    (record): record is PartRecord =>
      record.type === 'part' && (record as PartRecord).filename.startsWith('[client-fs]') && (record as PartRecord).filename.endsWith('.js') && !lazy.has((record as PartRecord).filename),
  );
}

function report(route: string, moduleCount: number): void {
  const output = execFileSync(process.execPath, [nextBin, 'analyze', 'export', '--dist-dir', DIST_DIR, '--route', route], { maxBuffer: 512 * 1024 * 1024 }).toString();
  const records = output
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AnalyzerRecord);
  const byPackage = new Map<string, number>();
  const parts = firstLoadParts(records);
  for (const part of parts) {
    const name = packageOf(part.source_path);
    byPackage.set(name, (byPackage.get(name) ?? 0) + part.compressed_size);
  }
  const rows = [...byPackage].sort((a, b) => b[1] - a[1]);
  const sum = (filter: (name: string) => boolean) => rows.filter(([name]) => filter(name)).reduce((total, [, bytes]) => total + bytes, 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const framework = sum((name) => FRAMEWORK.test(name));
  const app = sum((name) => name.startsWith('app: '));
  const libraries = sum((name) => !FRAMEWORK.test(name) && !name.startsWith('app: '));
  console.log(`\n${route}: framework ${kb(framework)}, libraries ${kb(libraries)}, store code ${kb(app)}, total ${kb(framework + libraries + app)}`);
  for (const [name, bytes] of rows.slice(0, 30)) console.log(`  ${kb(bytes).padStart(9)}  ${FRAMEWORK.test(name) ? '[framework] ' : ''}${name}`);
  if (moduleCount === 0) return;
  // Which of our own modules and libraries weigh most: where a page's next cut is.
  const byModule = new Map<string, number>();
  for (const part of parts) {
    if (FRAMEWORK.test(packageOf(part.source_path))) continue;
    const name = part.source_path.replace('[project]/', '');
    byModule.set(name, (byModule.get(name) ?? 0) + part.compressed_size);
  }
  console.log(`  largest modules outside the framework:`);
  for (const [name, bytes] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, moduleCount)) console.log(`  ${kb(bytes).padStart(9)}  ${name}`);
}

/**
 * Options: `--modules=N` also lists the N largest modules outside the framework per route;
 * `--reuse` reads the analysis already in .next-analyze instead of building again.
 */
function main(): void {
  const args = process.argv.slice(2);
  const routes = args.filter((arg) => !arg.startsWith('--'));
  const moduleCount = Number(/^--modules=(\d+)$/.exec(args.find((arg) => arg.startsWith('--modules=')) ?? '')?.[1] ?? 0);
  if (!args.includes('--reuse')) {
    console.log('bench:js analysing a production build (next analyze --output)');
    execFileSync(process.execPath, [nextBin, 'analyze', '--output'], { stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, NODE_ENV: 'production' } });
  }
  for (const route of routes.length > 0 ? routes : ['/', '/[categorySlug]', '/[categorySlug]/[productSlug]', '/search']) report(route, moduleCount);
}

main();
