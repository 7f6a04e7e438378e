import type { FulfilledReactPromise, PendingReactPromise } from 'react';
import type { InitialTranslations, NamespaceBundles, TranslationTree } from '@/lib/i18n/translate';
import { loadTranslationFile, translationFileUrl } from '@/services/translation-loader';
import { isPlainObject } from '@/lib/validation/plain-object';

export type { InitialTranslations };

export type LoadNamespace = (locale: string, namespace: string) => Promise<unknown>;

/**
 * A promise that says when it has settled, the way React's `use` reads it (`status`, `value`):
 * once loaded, a component's `use` returns at once instead of suspending again.
 */
export type SettledMarkedPromise = PendingReactPromise<void> | FulfilledReactPromise<void>;

export const SETTLED: SettledMarkedPromise = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

function settledMarked(promise: Promise<void>): SettledMarkedPromise {
  const marked = Object.assign(promise, { status: 'pending' as 'pending' | 'fulfilled', value: undefined });
  void promise.then(() => {
    marked.status = 'fulfilled';
  });
  return marked as SettledMarkedPromise;
}

/** The keys of both trees; where both hold a leaf, the newer one. */
function mergeTrees(held: TranslationTree, added: TranslationTree): TranslationTree {
  const merged: Record<string, unknown> = { ...held };
  for (const [key, value] of Object.entries(added)) {
    const before = merged[key];
    merged[key] = isPlainObject<TranslationTree>(before) && isPlainObject<TranslationTree>(value) ? mergeTrees(before, value) : value;
  }
  return merged;
}

const loadFromServer: LoadNamespace = (locale, namespace) => loadTranslationFile(translationFileUrl(locale, namespace));

/**
 * The namespaces the browser holds, per locale: those pages shipped in their props, and those a
 * component asked for later (a lazily loaded widget), fetched once with the retries of spec §9
 * (services/translation-loader.ts). Only grows: a namespace never changes while the page lives.
 */
export class TranslationStore {
  private readonly byLocale = new Map<string, Record<string, TranslationTree | undefined>>();
  private readonly loads = new Map<string, Promise<void>>();
  private readonly groups = new Map<string, SettledMarkedPromise>();
  /** The trees already added: the provider adds its page's props on every render. */
  private readonly addedTrees = new WeakSet<TranslationTree>();

  constructor(private readonly loadNamespace: LoadNamespace = loadFromServer) {}

  /**
   * Merges a page's namespaces into what is held. A page may bring only part of a namespace (a
   * listing brings its own listing's words, decision 0054), so a namespace already held is merged
   * key by key: a later page never takes away words an earlier one brought.
   */
  add(initial: InitialTranslations | undefined): void {
    if (!initial) return;
    for (const [locale, namespaces] of Object.entries(initial)) {
      const bundles = this.held(locale);
      for (const [namespace, tree] of Object.entries(namespaces)) {
        if (this.addedTrees.has(tree)) continue;
        this.addedTrees.add(tree);
        const heldTree = bundles[namespace];
        bundles[namespace] = heldTree === undefined ? tree : mergeTrees(heldTree, tree);
      }
    }
  }

  /** The live bundles of a locale: the same object as namespaces arrive. */
  bundlesOf(locale: string): NamespaceBundles {
    return this.held(locale);
  }

  private held(locale: string): Record<string, TranslationTree | undefined> {
    let bundles = this.byLocale.get(locale);
    if (!bundles) {
      bundles = {};
      this.byLocale.set(locale, bundles);
    }
    return bundles;
  }

  has(locale: string, namespaces: readonly string[]): boolean {
    const bundles = this.byLocale.get(locale);
    return namespaces.every((namespace) => bundles?.[namespace] !== undefined);
  }

  /**
   * Fetches what is missing; one request per namespace however many components wait for it. A
   * namespace that cannot be had after the retries is stored empty, so the page goes on showing
   * keys rather than waiting for ever (what i18next did). The same namespaces get the same
   * promise back, which React's `use` needs to wait on it.
   */
  load(locale: string, namespaces: readonly string[]): SettledMarkedPromise {
    const groupId = `${locale}|${namespaces.join('|')}`;
    let group = this.groups.get(groupId);
    if (!group) {
      group = settledMarked(this.fetchMissing(locale, namespaces));
      this.groups.set(groupId, group);
    }
    return group;
  }

  private fetchMissing(locale: string, namespaces: readonly string[]): Promise<void> {
    const bundles = this.held(locale);
    const waits = namespaces
      .filter((namespace) => bundles[namespace] === undefined)
      .map((namespace) => {
        const id = `${locale}|${namespace}`;
        let pending = this.loads.get(id);
        if (!pending) {
          pending = this.loadNamespace(locale, namespace).then(
            (tree) => {
              bundles[namespace] = tree !== null && typeof tree === 'object' ? (tree as TranslationTree) : {};
            },
            (error: unknown) => {
              console.error(error);
              bundles[namespace] = {};
            },
          );
          this.loads.set(id, pending);
        }
        return pending;
      });
    return Promise.all(waits).then(() => undefined);
  }
}
