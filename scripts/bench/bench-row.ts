/*
 * The standalone benches (brand listings and orders paging, content search) run on their own
 * and inside `npm run bench`: each prints its bars as `BENCH_ROW {json}` lines, which run.ts
 * collects into its table.
 */
export interface BenchRow {
  bar: string;
  value: string;
  target: string;
  ok: boolean;
}

export const BENCH_ROW_PREFIX = 'BENCH_ROW ';

export function printBenchRow(row: BenchRow): void {
  console.log(`${BENCH_ROW_PREFIX}${JSON.stringify(row)}`);
}

export function benchRowsOf(output: string): BenchRow[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith(BENCH_ROW_PREFIX))
    .map((line) => JSON.parse(line.slice(BENCH_ROW_PREFIX.length)) as BenchRow);
}
