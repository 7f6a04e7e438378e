import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { configuredSiteUrl } from '../../lib/seo/site-url';

/* Everything that changes what `next build` produces. public/generated is left out: pictures are
 * served as files and never compiled into the build. */
const INPUT_DIRS = ['pages', 'components', 'store', 'services', 'lib', 'server', 'styles', 'locales', 'public'];
const INPUT_FILES = ['next.config.js', 'next-i18next.config.js', 'package.json', 'package-lock.json', 'tsconfig.json', 'postcss.config.mjs'];
const SKIPPED = new Set(['generated', 'node_modules', 'migrations']);

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

export function buildFingerprint(root: string): string {
  const hash = createHash('sha256');
  const files = [...INPUT_DIRS.flatMap((d) => listFiles(path.join(root, d))), ...INPUT_FILES.map((f) => path.join(root, f))]
    .filter((f) => fs.existsSync(f))
    .sort();
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  for (const [key, value] of Object.entries(process.env).sort()) {
    if (key.startsWith('NEXT_PUBLIC_')) hash.update(`${key}=${value ?? ''}`);
  }
  // Pages pre-rendered by the build carry the site's origin in their head (canonical, hreflang):
  // a server started on another origin (SITE_URL or PORT) needs a build made for it.
  hash.update(`origin=${configuredSiteUrl({ NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL, SITE_URL: process.env.SITE_URL, PORT: process.env.PORT })}`);
  return hash.digest('hex');
}

const distDir = () => process.env.NEXT_DIST_DIR || '.next';
const fingerprintFile = () => `${distDir()}/deskhaus-build-fingerprint`;

export function isBuildCurrent(root: string): boolean {
  const idFile = path.join(root, distDir(), 'BUILD_ID');
  const recorded = path.join(root, fingerprintFile());
  if (!fs.existsSync(idFile) || !fs.existsSync(recorded)) return false;
  return fs.readFileSync(recorded, 'utf8').trim() === buildFingerprint(root);
}

export function recordBuild(root: string): void {
  fs.writeFileSync(path.join(root, fingerprintFile()), buildFingerprint(root));
}
