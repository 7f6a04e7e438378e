import { config } from 'zod/v4/core';

/*
 * Zod compiles object parsers with `new Function` when eval is allowed, and probes for it by
 * calling `Function("")`. The store's Content-Security-Policy forbids eval, so in the browser
 * the probe is a CSP violation Chromium reports as an issue (Lighthouse best practices). The
 * browser parses small API answers: the interpreted parser is plenty, and nothing probes.
 */
if (typeof window !== 'undefined') config({ jitless: true });
