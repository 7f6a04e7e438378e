import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 16 item 5: the guards are the only way in. Every route file under pages/api/v1/admin/**
 * must serve its contracts through withOperatorApi (operators read from the database on every
 * request), and every route under pages/api/v1/brands/[brandId]/** through withBrandApi (the
 * caller's membership and role read before the handler). A plain withApi there would skip them.
 */

function routeFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Each `withApi(` call not part of the guard's own name is a way past the guard. */
function bareWithApiCalls(source: string): number {
  return (source.match(/\bwithApi\s*\(/g) ?? []).length;
}

function guardedCalls(source: string, guard: string): number {
  return (source.match(new RegExp(`\\b${guard}\\s*\\(`, 'g')) ?? []).length;
}

const ADMIN_DIR = 'pages/api/v1/admin';
const BRAND_DIR = 'pages/api/v1/brands/[brandId]';

describe('staff routes use their guards', () => {
  it('finds the admin routes (the walk is not silently empty)', () => {
    expect(routeFiles(ADMIN_DIR).length).toBeGreaterThan(5);
  });

  it.each(routeFiles(ADMIN_DIR))('%s serves through withOperatorApi only', (file) => {
    const source = fs.readFileSync(file, 'utf8');
    expect(guardedCalls(source, 'withOperatorApi'), 'no withOperatorApi(...) call').toBeGreaterThan(0);
    expect(bareWithApiCalls(source), 'a plain withApi(...) skips the operator check').toBe(0);
    expect(source).not.toMatch(/\bwithBrandApi\s*\(/);
  });

  it('finds the brand routes (the walk is not silently empty)', () => {
    expect(routeFiles(BRAND_DIR).length).toBeGreaterThan(5);
  });

  it.each(routeFiles(BRAND_DIR))('%s serves through withBrandApi only', (file) => {
    const source = fs.readFileSync(file, 'utf8');
    expect(guardedCalls(source, 'withBrandApi'), 'no withBrandApi(...) call').toBeGreaterThan(0);
    expect(bareWithApiCalls(source), 'a plain withApi(...) skips the membership check').toBe(0);
  });

  it('catches a route that skips the guard (the check itself works)', () => {
    const skipping = "export default withApi(listThingsEndpoint, () => listThings());";
    expect(bareWithApiCalls(skipping)).toBe(1);
    expect(guardedCalls(skipping, 'withOperatorApi')).toBe(0);
    expect(bareWithApiCalls("export default withOperatorApi(c, () => x());")).toBe(0);
  });
});
