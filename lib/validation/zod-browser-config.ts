/*
 * Zod compiles object parsers with `new Function` when eval is allowed, and probes for it by
 * calling `Function("")`. The store's Content-Security-Policy forbids eval, so in the browser
 * the probe is a CSP violation Chromium reports as an issue (Lighthouse best practices). The
 * browser parses small API answers: the interpreted parser is plenty, and nothing probes.
 *
 * Zod keeps its settings on `globalThis.__zod_globalConfig` (one object shared by every copy of
 * the library) and adopts an object already there. Setting the flag on it directly, instead of
 * importing zod's `config`, keeps zod out of the first load of pages that parse nothing (the
 * import alone was 5.5 kB gzip on every page); it holds whether zod loads before or after this.
 */
interface ZodGlobalConfig {
  jitless?: boolean;
}

declare global {
  var __zod_globalConfig: ZodGlobalConfig | undefined;
}

if (typeof window !== 'undefined') {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}

export {};
