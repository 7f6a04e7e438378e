// Runs one Lighthouse audit and prints the result as JSON. Plain JavaScript on purpose: under
// tsx, esbuild adds helpers to functions that Lighthouse serialises into the page, which fail there.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const url = process.argv[2];
const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const score = (value) => Math.round((value ?? 0) * 100);

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: flags });
try {
  // LIGHTHOUSE_COOKIE: a signed-in page (the brand area) is audited with that session's cookies.
  const extraHeaders = process.env.LIGHTHOUSE_COOKIE ? { Cookie: process.env.LIGHTHOUSE_COOKIE } : undefined;
  const runner = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], extraHeaders });
  const { categories, audits } = runner.lhr;
  const failed = Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit.id);
  process.stdout.write(
    JSON.stringify({
      url,
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      seo: score(categories.seo?.score),
      largestContentfulPaintMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      cumulativeLayoutShift: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      failedAudits: failed,
    }),
  );
} finally {
  chrome.kill();
}
