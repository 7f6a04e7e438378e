import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { DEFAULT_NAMESPACE } from '@/components/i18n/use-translation';

interface ServerConfig {
  i18n: { defaultLocale: string; locales: string[] };
  defaultNS: string;
}

// next-i18next.config.js drives routing and the server's translations; the browser's side reads
// lib/i18n/locales.ts and components/i18n, which must say the same.
const serverConfig = createRequire(import.meta.url)(path.resolve(__dirname, '../../../next-i18next.config.js')) as ServerConfig;

describe('browser and server translation settings', () => {
  it('know the same locales and default locale', () => {
    expect([...LOCALES]).toEqual(serverConfig.i18n.locales);
    expect(DEFAULT_LOCALE).toBe(serverConfig.i18n.defaultLocale);
  });

  it('read keys without a namespace from the same default namespace', () => {
    expect(DEFAULT_NAMESPACE).toBe(serverConfig.defaultNS);
  });
});
