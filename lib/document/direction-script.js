// @ts-check
/*
 * The one inline script of every page (pages/_document.tsx): it reads the COUNTRY cookie before
 * the first paint and sets <html dir="rtl"> for a right-to-left country, so pre-rendered pages
 * (cached for every country alike) never flip after hydration. Plain JS because next.config.js
 * reads it before TypeScript is compiled: the Content-Security-Policy allows exactly this script
 * by its hash (server/http/security-headers.js), and no other inline script (decision 0038).
 * tests/unit/http/content-security-policy.test.ts checks the cookie name and countries against
 * lib/constants/storage-keys.ts and lib/i18n/locales.ts.
 */
const crypto = require('node:crypto');

const COUNTRY_COOKIE = 'COUNTRY';
const RTL_COUNTRY_CODES = ['AE'];

const DIRECTION_SCRIPT = `(function(){try{var m=/(?:^|;\\s*)${COUNTRY_COOKIE}=([^;]*)/.exec(document.cookie);if(m&&${JSON.stringify(RTL_COUNTRY_CODES)}.indexOf(decodeURIComponent(m[1]).toUpperCase())>-1){document.documentElement.dir='rtl'}}catch(e){}})();`;

/** The CSP source that allows the script: 'sha256-<base64 digest>'. */
const DIRECTION_SCRIPT_HASH = `'sha256-${crypto.createHash('sha256').update(DIRECTION_SCRIPT, 'utf8').digest('base64')}'`;

module.exports = { COUNTRY_COOKIE, RTL_COUNTRY_CODES, DIRECTION_SCRIPT, DIRECTION_SCRIPT_HASH };
