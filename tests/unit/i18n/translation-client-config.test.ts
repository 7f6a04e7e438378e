import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translationClientConfig } from '@/components/layout/translation-client-config';

interface ServerConfig {
  i18n: { defaultLocale: string; locales: string[]; localeDetection?: boolean };
  defaultNS: string;
  fallbackLng: unknown;
}

const serverConfig = createRequire(import.meta.url)(path.resolve(__dirname, '../../../next-i18next.config.js')) as ServerConfig;

describe('browser translation config', () => {
  it('routes the same locales as next-i18next.config.js', () => {
    expect(translationClientConfig.i18n).toEqual(serverConfig.i18n);
  });

  it('uses the same default namespace and fallback as the server', () => {
    expect(translationClientConfig.defaultNS).toBe(serverConfig.defaultNS);
    expect(translationClientConfig.fallbackLng).toEqual(serverConfig.fallbackLng);
  });

  it('registers no browser backend when rendering on the server', () => {
    expect(translationClientConfig.use ?? []).toEqual([]);
  });
});
