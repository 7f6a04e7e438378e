import { measureFirstLoadJs } from './scripts/bench/measure-first-load-js';
for (const path of process.argv.slice(2)) {
  const result = await measureFirstLoadJs(`http://localhost:3399${path}`);
  console.log(path, JSON.stringify(result).slice(0, 200));
}
