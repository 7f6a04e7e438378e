import packageJson from '@/package.json';

/** The deployed version: APP_VERSION (set by the deploy, e.g. a git tag) or package.json's. */
export function appVersion(): string {
  return process.env.APP_VERSION || packageJson.version;
}
