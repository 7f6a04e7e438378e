import type { NextPage } from 'next';

/**
 * What a page may change about the shell around it (spec §2 "Shell").
 *
 * A page sets them as statics on its component:
 *
 *   const CheckoutPage: ShellPage<Props> = (props) => ...;
 *   CheckoutPage.layout = 'none';     // no header, footer or <main> wrapper: the page draws its own
 *   CheckoutPage.hideToaster = true;  // no toast region on this page
 *   CheckoutPage.hideChat = true;     // the deferred chat widget is not loaded here
 *
 * or, when it depends on the data, returns them from getStaticProps/getServerSideProps as the
 * `shell` prop: `return { props: { ..., shell: { hideChat: true } } }`. The prop wins over the
 * statics. Pages with `layout: 'none'` still get the loading overlay and the deferred widgets
 * (the consent layer must show everywhere) and, unless hidden, the toaster.
 */
export interface PageShellOptions {
  layout?: 'standard' | 'none';
  hideToaster?: boolean;
  hideChat?: boolean;
}

export type ShellPage<P = object> = NextPage<P> & PageShellOptions;

export interface ShellPageProps {
  shell?: PageShellOptions;
}

export interface ResolvedShellOptions {
  layout: 'standard' | 'none';
  hideToaster: boolean;
  hideChat: boolean;
}

export function resolveShellOptions(page: PageShellOptions, pageProps: ShellPageProps | undefined): ResolvedShellOptions {
  const fromProps = pageProps?.shell ?? {};
  return {
    layout: fromProps.layout ?? page.layout ?? 'standard',
    hideToaster: fromProps.hideToaster ?? page.hideToaster ?? false,
    hideChat: fromProps.hideChat ?? page.hideChat ?? false,
  };
}
