// First, before any schema parses in the browser (see the file).
import '@/lib/validation/zod-browser-config';
// Before Next hydrates the page (see the file).
import '@/components/layout/install-hydrate-in-transition';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { AppShell } from '@/components/layout/app-shell';
import { resolveShellOptions, type PageShellOptions, type ShellPageProps } from '@/components/layout/page-shell-options';
import { TranslationProvider } from '@/components/i18n/translation-context';
import { documentTranslations } from '@/components/i18n/document-translations';
import type { InitialTranslations } from '@/components/i18n/translation-store';
import type { KeptTranslations, WithKeptPageData } from '@/lib/pages/kept-page-data';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { sessionApi } from '@/services/session-service';
import { StoreProvider } from '@/store/store-provider';
import { interFont } from '@/styles/inter-font';
import '@/styles/globals.css';

/** What `serverSideTranslations` (server/pages/page-translations.ts) adds to a page's props. */
type TranslatedPageProps = ShellPageProps & { _nextI18Next?: { initialI18nStore?: InitialTranslations } } & WithKeptPageData<KeptTranslations>;
type ShellAppProps = AppProps<TranslatedPageProps> & { Component: AppProps['Component'] & PageShellOptions };

/*
 * Page-level shell options (layout opt-out, hideToaster, hideChat): see
 * components/layout/page-shell-options.ts.
 */
function App({ Component, pageProps, router }: ShellAppProps) {
  const options = resolveShellOptions(Component, pageProps);
  return (
    <>
      <Head>
        {/* The font's variable on :root, not on a wrapper, so dialogs portalled to <body> get Inter
            too. A plain style element: styled-jsx would add its runtime to every page's first load.
            In <head>, where HTML allows <style> (it is an error in <body>). */}
        <style key="inter-font" dangerouslySetInnerHTML={{ __html: `:root{--font-inter:${interFont.style.fontFamily}}` }} />
      </Head>
      <TranslationProvider locale={router.locale ?? DEFAULT_LOCALE} translations={pageProps._nextI18Next?.initialI18nStore ?? documentTranslations()} keptTranslations={pageProps.kept?.translations}>
        <StoreProvider sessionApi={sessionApi}>
          <AppShell options={options}>
            <Component {...pageProps} />
          </AppShell>
        </StoreProvider>
      </TranslationProvider>
    </>
  );
}

export default App;
