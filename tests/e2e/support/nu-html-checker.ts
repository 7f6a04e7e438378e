import { spawnSync } from 'node:child_process';
import path from 'node:path';

/* The W3C Nu HTML checker (vnu-jar, run with the machine's Java) over HTML files on disk. */

const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Every error the checker finds in the files, as "file:line: message (extract)" lines. */
export function nuHtmlErrors(files: readonly string[]): string[] {
  // One JVM for all files: starting the checker costs more than checking a page.
  const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`could not run the Nu HTML checker (is Java installed?): ${run.error.message}`);
  if (run.status !== 0) throw new Error(`the Nu HTML checker failed (exit ${run.status}): ${run.stderr}`);
  // With --format json the report is written to standard error.
  const report = JSON.parse(run.stderr) as { messages: NuMessage[] };
  return report.messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .map((message) => {
      const file = message.url ? path.basename(decodeURIComponent(new URL(message.url).pathname)) : '?';
      const extract = message.extract ? ` (${message.extract.replace(/\s+/g, ' ').trim().slice(0, 160)})` : '';
      return `${file}:${message.lastLine ?? '?'}: ${message.message}${extract}`;
    });
}
