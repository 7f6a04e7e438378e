import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkServer } from '@/scripts/ci/check-server-cycles';

/* The check `npm run lint` runs over server/ (decision 0025), on made-up trees. */

const roots: string[] = [];

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'server-check-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('the server boundary check', () => {
  it('finds a runtime cycle between two modules, through any files of theirs', () => {
    const root = tree({
      'server/alpha/use-a.ts': "import { b } from '@/server/beta/use-b';\nexport const a = () => b();\n",
      'server/beta/use-b.ts': "import { helper } from '../alpha/helper';\nexport const b = () => helper();\n",
      'server/alpha/helper.ts': 'export const helper = () => 1;\n',
    });
    expect(checkServer(root).cycles).toEqual([['alpha', 'beta']]);
  });

  it('finds a cycle of three modules and names them all', () => {
    const root = tree({
      'server/alpha/a.ts': "import { b } from '@/server/beta/b';\nexport const a = b;\n",
      'server/beta/b.ts': "import { c } from '@/server/gamma/c';\nexport const b = c;\n",
      'server/gamma/c.ts': "export { a as c } from '@/server/alpha/a';\n",
    });
    expect(checkServer(root).cycles).toEqual([['alpha', 'beta', 'gamma']]);
  });

  it('lets a type-only import close a loop: types are erased', () => {
    const root = tree({
      'server/alpha/a.ts': "import { b } from '@/server/beta/b';\nexport type A = { n: number };\nexport const a = b;\n",
      'server/beta/b.ts': "import type { A } from '@/server/alpha/a';\nimport { type A as Same } from '@/server/alpha/a';\nexport const b = (x: A, y: Same) => x.n + y.n;\n",
    });
    expect(checkServer(root)).toEqual({ reach: [], cycles: [] });
  });

  it("refuses a use case that imports another context's repository, even for a type", () => {
    const root = tree({
      'server/ordering/place-order.ts': "import type { CartRow } from '@/server/pricing/cart/repository-carts';\nexport const x = (c: CartRow) => c;\n",
      'server/pricing/cart/repository-carts.ts': 'export interface CartRow { id: string }\n',
    });
    expect(checkServer(root).reach).toEqual(['server/ordering/place-order.ts -> server/pricing/cart/repository-carts.ts']);
  });

  it("refuses another context's tables, and accepts its own and its use cases", () => {
    const root = tree({
      'server/db/schema/catalog/catalog.ts': 'export const productVariants = {};\n',
      'server/db/schema/ordering/orders.ts': 'export const orders = {};\n',
      'server/ordering/repository.ts': "import { orders } from '@/server/db/schema/ordering/orders';\nimport { productVariants } from '@/server/db/schema/catalog/catalog';\nexport const t = [orders, productVariants];\n",
      'server/ordering/release.ts': "import { putBackStock } from '@/server/catalog/stock/put-back-stock';\nexport const r = putBackStock;\n",
      'server/catalog/stock/put-back-stock.ts': 'export const putBackStock = () => undefined;\n',
    });
    expect(checkServer(root)).toEqual({ reach: ['server/ordering/repository.ts -> server/db/schema/catalog/catalog.ts'], cycles: [] });
  });

  it('holds for the real server/', () => {
    expect(checkServer(path.resolve(__dirname, '../../..'))).toEqual({ reach: [], cycles: [] });
  });
});
