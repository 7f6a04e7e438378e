import { parseArgs } from 'node:util';

export interface SeedArgs {
  replace: boolean;
  productCount?: number;
}

/** `--replace` and `--products N`, shared by db:seed and db:reset. */
export function parseSeedArgs(argv: readonly string[] = process.argv.slice(2)): SeedArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: { replace: { type: 'boolean', default: false }, products: { type: 'string' } },
    strict: true,
  });
  const productCount = values.products === undefined ? undefined : Number(values.products);
  if (productCount !== undefined && (!Number.isInteger(productCount) || productCount < 0)) {
    throw new Error(`--products needs a whole number, got "${values.products}"`);
  }
  return { replace: values.replace ?? false, productCount };
}
