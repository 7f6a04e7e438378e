import fs from 'node:fs';
import path from 'node:path';

/*
 * Translation files are written in locales/{language}/{namespace}.json and served to browsers as
 * static files at /locales/{language}/{namespace}.json: copying them into public/ at prepare time
 * makes them plain files (no route, no render) with the cache headers of next.config.js.
 */
export function publishLocales(root: string, log: (line: string) => void = () => {}): number {
  const source = path.join(root, 'locales');
  const target = path.join(root, 'public/locales');
  fs.rmSync(target, { recursive: true, force: true });
  let count = 0;
  for (const language of fs.readdirSync(source)) {
    const from = path.join(source, language);
    if (!fs.statSync(from).isDirectory()) continue;
    fs.mkdirSync(path.join(target, language), { recursive: true });
    for (const file of fs.readdirSync(from).filter((f) => f.endsWith('.json'))) {
      JSON.parse(fs.readFileSync(path.join(from, file), 'utf8'));
      fs.copyFileSync(path.join(from, file), path.join(target, language, file));
      count += 1;
    }
  }
  log(`locales: published ${count} translation files to public/locales`);
  return count;
}
