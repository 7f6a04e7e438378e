import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { DEFAULT_LOCALE, RTL_COUNTRIES } from '@/lib/i18n/locales';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';
import { noncePlaceholder } from '@/server/http/csp-nonce.js';
import { SITE_ORIGIN_META, siteUrl } from '@/lib/seo/site-url';
import { leaveOutKeptPageData } from '@/lib/pages/kept-page-data';
import { useDeferredBuildManifest } from '@/lib/pages/deferred-build-manifest';
import { earlyTranslationFetchScript, leaveOutTranslations } from '@/lib/pages/document-translations';

const THEME_COLOR = '#ffffff';

/*
 * Writing direction. Every locale we serve (en-US, en-CA, en-GB, fr-FR, de-DE) is left to right;
 * right to left comes from the shopper's country (spec §9: AE), which no locale carries. Pages are
 * pre-rendered and cached for all countries alike, so the server cannot know it: this small inline
 * script reads the COUNTRY cookie before the first paint and sets <html dir>, which avoids a
 * visible flip (and layout shift) after hydration. It carries the script nonce like Next's own
 * scripts (decision 0046). The locale
 * switcher updates `dir` the same way when the country changes without a reload.
 */
const rtlCountries = JSON.stringify([...RTL_COUNTRIES]);
const directionScript = `(function(){try{var m=/(?:^|;\\s*)${COOKIE_KEYS.COUNTRY}=([^;]*)/.exec(document.cookie);if(m&&${rtlCountries}.indexOf(decodeURIComponent(m[1]).toUpperCase())>-1){document.documentElement.dir='rtl'}}catch(e){}})();`;

export default function Document({ locale, __NEXT_DATA__: pageData }: DocumentProps) {
  // The build's placeholder, which the server turns into a fresh nonce on every answer.
  const nonce = noncePlaceholder();
  // Before <NextScript> writes the inline page data: what only kept markup renders stays out (decision 0063).
  leaveOutKeptPageData(pageData);
  // The page's words come as the build's cached translation files, fetched from the head (decision 0068).
  const translationFiles = leaveOutTranslations(pageData);
  // The route map serves client-side moves only: it loads after the page (decision 0066).
  const buildManifest = useDeferredBuildManifest(nonce);
  return buildManifest.wrap(
    <Html lang={locale ?? DEFAULT_LOCALE} dir="ltr">
      <Head nonce={nonce}>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: directionScript }} />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* The origin absolute URLs are built on (lib/seo/site-url.ts), so the browser renders the same head. */}
        <meta name={SITE_ORIGIN_META} content={siteUrl()} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {translationFiles ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyTranslationFetchScript(translationFiles) }} /> : null}
        {buildManifest.loader}
      </Head>
      <body>
        <Main />
        <NextScript nonce={nonce} />
      </body>
    </Html>
  );
}
