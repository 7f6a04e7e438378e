import { use, useEffect, useMemo, useReducer } from 'react';
import { makeT, type TFunction } from '@/lib/i18n/translate';
import { useTranslationContext } from '@/components/i18n/translation-context';
import { SETTLED } from '@/components/i18n/translation-store';

export interface UseTranslationOptions {
  /** Prepended to every key: `t('title')` reads `<keyPrefix>.title`. */
  keyPrefix?: string;
  /**
   * By default a component whose namespaces are not loaded yet suspends until they are (the
   * nearest Suspense boundary shows its fallback). With `false` it renders at once with
   * `ready: false` and again when they arrive.
   */
  useSuspense?: boolean;
}

export interface UseTranslationResult {
  t: TFunction;
  ready: boolean;
}

export const DEFAULT_NAMESPACE = 'common';
const inBrowser = typeof window !== 'undefined';

/**
 * The store's `useTranslation` (decision 0022), called like react-i18next's: namespaces in order
 * of preference, the first one the default for keys without `ns:`.
 */
export function useTranslation(ns?: string | readonly string[], options: UseTranslationOptions = {}): UseTranslationResult {
  const { store, locale } = useTranslationContext();
  const { keyPrefix, useSuspense = true } = options;
  const namespaceKey = ns === undefined ? DEFAULT_NAMESPACE : typeof ns === 'string' ? ns : ns.join('|');
  const namespaces = useMemo(() => namespaceKey.split('|'), [namespaceKey]);
  const t = useMemo(() => makeT(store.bundlesOf(locale), locale, namespaces, keyPrefix), [store, locale, namespaces, keyPrefix]);
  const ready = store.has(locale, namespaces);
  const [, loaded] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    if (ready || useSuspense) return;
    let live = true;
    void store.load(locale, namespaces).then(() => {
      if (live) loaded();
    });
    return () => {
      live = false;
    };
  }, [ready, useSuspense, store, locale, namespaces]);

  // React wants `use` called on every render of a component that once suspended on it, so a
  // component that suspends calls it always: with an already settled promise when nothing is
  // missing (it returns at once), else with the store's promise for the missing namespaces. The
  // server renders with what the page's props hold (keys for the rest): it has no one to fetch from.
  if (useSuspense && inBrowser) use(ready ? SETTLED : store.load(locale, namespaces));
  return { t, ready };
}
