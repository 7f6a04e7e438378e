// @vitest-environment jsdom
import { Suspense, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Trans } from '@/components/i18n/trans';
import { TranslationProvider } from '@/components/i18n/translation-context';
import { TranslationStore, type LoadNamespace } from '@/components/i18n/translation-store';
import { useTranslation, type UseTranslationOptions } from '@/components/i18n/use-translation';

/* How components get their words in the browser (decision 0022). */

afterEach(cleanup);

function Words({ ns, keys, options, values }: { ns?: string | string[]; keys: string[]; options?: UseTranslationOptions; values?: Record<string, unknown> }) {
  const { t, ready } = useTranslation(ns, options);
  return <p data-ready={String(ready)}>{keys.map((key) => t(key, values)).join(' | ')}</p>;
}

function deferred() {
  let resolve: (value: unknown) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function app(store: TranslationStore, children: ReactNode, locale = 'en-US', translations = { 'en-US': { common: { hello: 'Hello' } }, 'fr-FR': { common: { hello: 'Bonjour' } } }) {
  return (
    <TranslationProvider locale={locale} translations={translations} store={store}>
      <Suspense fallback={<p>waiting</p>}>{children}</Suspense>
    </TranslationProvider>
  );
}

describe('useTranslation', () => {
  it('reads the namespaces the page shipped, the default one for keys without a namespace', () => {
    render(app(new TranslationStore(vi.fn()), <Words keys={['hello']} />));
    expect(screen.getByText('Hello')).toBeTruthy();
  });

  it('follows the locale of the page: a client-side move to French re-renders in French', () => {
    const store = new TranslationStore(vi.fn());
    const view = render(app(store, <Words keys={['hello']} />));
    view.rerender(app(store, <Words keys={['hello']} />, 'fr-FR'));
    expect(screen.getByText('Bonjour')).toBeTruthy();
  });

  it('keeps what earlier pages brought when the next page ships other namespaces', () => {
    const store = new TranslationStore(vi.fn());
    const view = render(app(store, <Words keys={['hello']} />));
    view.rerender(app(store, <Words ns={['cart', 'common']} keys={['title', 'hello']} />, 'en-US', { 'en-US': { cart: { title: 'Your cart' } } } as never));
    expect(screen.getByText('Your cart | Hello')).toBeTruthy();
  });

  it('prefixes keys with keyPrefix', () => {
    const store = new TranslationStore(vi.fn());
    render(app(store, <Words ns="orders" keys={['title']} options={{ keyPrefix: 'requests' }} />, 'en-US', { 'en-US': { orders: { requests: { title: 'Your requests' } } } } as never));
    expect(screen.getByText('Your requests')).toBeTruthy();
  });

  it('suspends a widget whose namespace is not loaded, fetches it once for all who wait, then shows it', async () => {
    const file = deferred();
    const load = vi.fn<LoadNamespace>(() => file.promise);
    // In an awaited act, as React needs to follow a suspended first render.
    await act(async () => {
      render(
        app(
          new TranslationStore(load),
          <>
            <Words ns="account" keys={['signIn']} />
            <Words ns="account" keys={['signOut']} />
          </>,
        ),
      );
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => file.resolve({ signIn: 'Sign in', signOut: 'Sign out' }));
    expect(screen.getByText('Sign in')).toBeTruthy();
    expect(screen.getByText('Sign out')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('en-US', 'account');
  });

  it('with useSuspense false renders at once, not ready, and again when the namespace arrives', async () => {
    const file = deferred();
    render(app(new TranslationStore(() => file.promise), <Words ns="cart" keys={['title']} options={{ useSuspense: false }} />));
    expect(screen.getByText('title').dataset.ready).toBe('false');
    await act(async () => file.resolve({ title: 'Your cart' }));
    expect(screen.getByText('Your cart').dataset.ready).toBe('true');
  });

  it('shows the keys when a namespace cannot be loaded, instead of waiting for ever', async () => {
    const file = deferred();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(app(new TranslationStore(() => file.promise), <Words ns="account" keys={['signIn']} />));
    });
    await act(async () => file.reject(new Error('offline')));
    expect(screen.getByText('signIn')).toBeTruthy();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('Trans', () => {
  function Notice() {
    const { t } = useTranslation('account');
    return (
      <p data-testid="notice">
        <Trans t={t} i18nKey="notice" components={{ terms: <a href="#terms" />, privacy: <a href="#privacy" /> }} values={{ shop: 'Deskhaus' }} />
      </p>
    );
  }

  it('puts the named elements around the words the text marks, and fills variables', () => {
    const translations = { 'en-US': { account: { notice: 'At {{shop}} you accept our <terms>terms</terms> and <privacy>privacy policy</privacy>.' } } };
    render(app(new TranslationStore(vi.fn()), <Notice />, 'en-US', translations as never));
    const notice = screen.getByTestId('notice');
    expect(notice.textContent).toBe('At Deskhaus you accept our terms and privacy policy.');
    expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('#terms');
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('#privacy');
  });

  it('keeps the words of a tag it has no element for', () => {
    const translations = { 'en-US': { account: { notice: 'Read <unknown>this</unknown> first' } } };
    render(app(new TranslationStore(vi.fn()), <Notice />, 'en-US', translations as never));
    expect(screen.getByTestId('notice').textContent).toBe('Read this first');
  });
});
