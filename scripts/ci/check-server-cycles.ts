import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * The server's contexts stay sealed (ARCHITECTURE.md, decision 0025); run by `npm run lint`.
 * Two rules ESLint cannot state over the whole import graph:
 *  - no runtime import cycle between server modules (server/<module>/...). Type-only imports are
 *    erased at build time and do not count. Startup (server/db/seed, server/db/prepare-database.ts)
 *    composes every context on purpose and is left out;
 *  - no file imports another module's repository files (repository*.ts, repository/**) nor the
 *    tables of another context (server/db/schema/<context>/): it calls that context's use cases.
 * Usage: tsx scripts/ci/check-server-cycles.ts [repo root]   (exit 1 and a list when broken)
 */

const SOURCE = /\.(ts|tsx|js|mjs|cjs|jsx)$/;
const IMPORT = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export interface ServerCheck {
  /** "server/a/x.ts -> server/b/repository.ts" */
  reach: string[];
  /** Modules tied in a runtime cycle, e.g. ["accounts", "ordering"]. */
  cycles: string[][];
}

function listSources(root: string, dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'migrations') listSources(root, relative, out);
    } else if (SOURCE.test(entry.name)) out.push(relative);
  }
  return out;
}

function resolveImport(files: ReadonlySet<string>, from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else return null;
  const candidates = [base, ...['.ts', '.tsx', '.js', '.mjs'].map((ext) => base + ext), ...['.ts', '.tsx', '.js'].map((ext) => `${base}/index${ext}`)];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/** server/<module>/... -> module; files right under server/ belong to none. */
function moduleOf(file: string): string | null {
  const parts = file.split('/');
  return parts.length > 2 ? (parts[1] ?? null) : null;
}

/* Startup: migrate, seed, build the search index. It calls every context; nothing calls it back. */
const isStartup = (file: string) => file.startsWith('server/db/seed/') || file === 'server/db/prepare-database.ts';

const isRepository = (file: string) => /\/repository[^/]*$/.test(file) || file.includes('/repository/');
const schemaContextOf = (file: string) => /^server\/db\/schema\/([^/]+)\//.exec(file)?.[1] ?? null;

/** `import { type A, type B } from` is erased like `import type`. */
function isTypeOnly(keywordType: string | undefined, clause: string): boolean {
  if (keywordType) return true;
  const named = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!named?.[1]) return false;
  const specifiers = named[1].split(',').map((s) => s.trim()).filter(Boolean);
  return specifiers.length > 0 && specifiers.every((s) => s.startsWith('type '));
}

export function checkServer(root: string): ServerCheck {
  const files = listSources(root, 'server');
  const fileSet = new Set(files);
  const reach: string[] = [];
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = moduleOf(file);
    if (!from) continue;
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[4] ?? match[5];
      if (!spec) continue;
      const target = resolveImport(fileSet, file, spec);
      const to = target && moduleOf(target);
      if (!target || !to || to === from) continue;
      const schemaContext = schemaContextOf(target);
      const foreignTables = schemaContext !== null && from !== 'db' && schemaContext !== from;
      const edge = `${file} -> ${target}`;
      if ((isRepository(target) && to !== 'db') || foreignTables) reach.push(edge);
      const typeOnly = match[5] === undefined && isTypeOnly(match[2], match[3] ?? '');
      if (typeOnly || isStartup(file)) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
  }
  return { reach, cycles: stronglyConnected(edges) };
}

/** Tarjan's algorithm: the groups of modules that reach each other (more than one module). */
function stronglyConnected(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = checkServer(path.resolve(process.argv[2] ?? '.'));
  for (const line of result.reach) console.error(`server boundary: ${line} (call the owning context's use case instead)`);
  for (const group of result.cycles) console.error(`server import cycle between modules: ${group.join(', ')}`);
  if (result.reach.length > 0 || result.cycles.length > 0) process.exit(1);
  console.log('server modules: no cross-context repository or table imports, no import cycles');
}
