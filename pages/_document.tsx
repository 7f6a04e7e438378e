import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { DIRECTION_SCRIPT } from '@/lib/document/direction-script';

const THEME_COLOR = '#ffffff';

/* Writing direction: right to left comes from the shopper's country (spec §9: AE), which no
 * locale carries, so a small inline script sets it before the first paint; the CSP allows that one
 * script by its hash (lib/document/direction-script.js). */
export default function Document({ locale }: DocumentProps) {
  return (
    <Html lang={locale ?? DEFAULT_LOCALE} dir="ltr">
      <Head>
        <script dangerouslySetInnerHTML={{ __html: DIRECTION_SCRIPT }} />
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
