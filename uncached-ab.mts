import { measureUncachedRender } from './scripts/bench/measure-uncached-render';
const path = process.argv[2] ?? '/standing-desks/lumo-core-standing-desk';
for (let round = 0; round < 4; round += 1) {
  for (const [port, dist] of [[3300, '.next'], [3301, '.next-x']] as const) {
    const r = await measureUncachedRender(`http://127.0.0.1:${port}${path}`, 40, dist);
    console.log(port, dist, 'median', r.medianMs, 'p95', r.p95Ms);
  }
}
