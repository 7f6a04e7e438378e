import { useEffect, useImperativeHandle, useLayoutEffect, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';
import { ArrowRightIcon } from '@/components/icons/arrow-right-icon';
import { LayoutGridIcon } from '@/components/icons/layout-grid-icon';
import { ProductPrice } from '@/components/catalog/product-price';
import { ProductThumbnail } from '@/components/catalog/product-thumbnail';
import { emptySearchPageState, searchHref } from '@/lib/search/search-page-query';
import type { CategorySuggestionData, ProductSuggestionData } from '@/lib/search/search-types';
import { HighlightedText } from './highlighted-text';
import { useSuggestions } from './use-suggestions';

export interface SuggestionsController {
  /** Arrow keys, Enter and Escape of the input; true when the key was used. */
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): boolean;
}

export interface ComboboxState {
  expanded: boolean;
  activeId: string | undefined;
}

interface SearchSuggestionsProps {
  query: string;
  listboxId: string;
  /** The input has focus and the shopper has not dismissed the list. */
  visible: boolean;
  onStateChange(state: ComboboxState): void;
  /** After a suggestion was chosen (the list closes and the input may blur). */
  onChosen(): void;
  onDismiss(): void;
  controllerRef: Ref<SuggestionsController>;
}

type Option =
  | { kind: 'product'; id: string; href: string; product: ProductSuggestionData }
  | { kind: 'category'; id: string; href: string; category: CategorySuggestionData }
  | { kind: 'all'; id: string; href: string; query: string };

function optionsOf(listboxId: string, products: readonly ProductSuggestionData[], categories: readonly CategorySuggestionData[], query: string): Option[] {
  const options: Option[] = [
    ...products.map((product, index): Option => ({ kind: 'product', id: `${listboxId}-product-${index}`, href: product.path, product })),
    ...categories.map((category, index): Option => ({ kind: 'category', id: `${listboxId}-category-${index}`, href: category.path, category })),
  ];
  if (options.length > 0) options.push({ kind: 'all', id: `${listboxId}-all`, href: searchHref(emptySearchPageState(query)), query });
  return options;
}

/**
 * The header box's suggestions, an ARIA 1.2 combobox list: the input keeps focus, arrow keys
 * move the active option (aria-activedescendant), Enter opens it, Escape closes the list. Loaded
 * on the first focus of the box, so pages do not carry it in their first-load JavaScript.
 */
export function SearchSuggestions({ query, listboxId, visible, onStateChange, onChosen, onDismiss, controllerRef }: SearchSuggestionsProps) {
  const { t } = useTranslation('search');
  const router = useRouter();
  const { data, loading, failed } = useSuggestions(query);
  const typed = query.trim();
  const options = useMemo(() => (data && typed ? optionsOf(listboxId, data.products, data.categories, typed) : []), [data, listboxId, typed]);
  // The active option is remembered by where it leads: when a newer answer replaces the list
  // (typing went on), the option the shopper moved to stays active if the new list has it, and
  // nothing is active otherwise (Enter then searches for what was typed).
  const [activeHref, setActiveHref] = useState<string | null>(null);
  const activeIndex = activeHref === null ? -1 : options.findIndex((option) => option.href === activeHref);
  const setActiveIndex = (next: number | ((index: number) => number)) =>
    setActiveHref(options[typeof next === 'function' ? next(activeIndex) : next]?.href ?? null);
  const expanded = visible && options.length > 0;
  const active = expanded ? options[activeIndex] : undefined;

  // Before paint: the input's aria-expanded and aria-activedescendant change in the same frame
  // as the list, never naming an option that is gone. This module is only loaded in the browser.
  useLayoutEffect(() => onStateChange({ expanded, activeId: active?.id }), [expanded, active?.id, onStateChange]);
  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (option: Option) => {
    onChosen();
    void router.push(option.href);
  };

  useImperativeHandle(
    controllerRef,
    () => ({
      onKeyDown(event) {
        if (event.key === 'Escape') {
          if (!expanded) return false;
          onDismiss();
          return true;
        }
        if (!expanded) return false;
        switch (event.key) {
          case 'ArrowDown':
            setActiveIndex((index) => (index + 1 >= options.length ? 0 : index + 1));
            return true;
          case 'ArrowUp':
            setActiveIndex((index) => (index <= 0 ? options.length - 1 : index - 1));
            return true;
          case 'Enter':
            if (!active) return false;
            choose(active);
            return true;
          default:
            return false;
        }
      },
    }),
    // choose() and setActiveIndex() only close over the values listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [expanded, options, active, activeIndex, onDismiss],
  );

  const products = options.filter((option) => option.kind === 'product');
  const categories = options.filter((option) => option.kind === 'category');
  const all = options.find((option) => option.kind === 'all');
  const message = !visible || typed.length < 2 ? '' : failed ? t('suggestions.error') : loading && options.length === 0 ? t('suggestions.loading') : !loading && options.length === 0 ? t('suggestions.none') : '';
  const optionProps = (option: Option, index: number) => ({
    id: option.id,
    role: 'option' as const,
    'aria-selected': active?.id === option.id,
    onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
    onMouseMove: () => setActiveIndex(index),
    onClick: () => choose(option),
  });
  const indexOf = (option: Option) => options.indexOf(option);

  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {expanded ? t('suggestions.available', { count: options.length }) : ''}
      </div>
      {/* Always in the page once loaded, so the input's aria-controls points at it. */}
      <div
        hidden={!visible || (!expanded && !message)}
        className="absolute inset-x-0 top-full z-40 mt-2 max-h-[min(32rem,70dvh)] overflow-y-auto overscroll-contain rounded-2xl border border-line bg-white p-2 shadow-raised"
      >
          {message ? <p className="px-3 py-2 text-sm text-ink-muted">{message}</p> : null}
          {expanded && data?.correctedQuery ? <p className="px-3 pt-1 pb-2 text-xs text-ink-muted">{t('suggestions.corrected', { query: data.correctedQuery })}</p> : null}
          <div id={listboxId} role="listbox" aria-label={t('suggestions.label')} aria-busy={loading} hidden={!expanded}>
            {products.length > 0 ? (
              <div role="group" aria-label={t('suggestions.products')}>
                <p aria-hidden="true" className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                  {t('suggestions.products')}
                </p>
                {products.map((option) =>
                  option.kind === 'product' ? (
                    <div
                      key={option.id}
                      {...optionProps(option, indexOf(option))}
                      className={clsx('flex cursor-pointer items-center gap-3 rounded-xl px-2 py-1.5', active?.id === option.id ? 'bg-canvas' : 'hover:bg-surface')}
                    >
                      <span className="relative size-12 shrink-0 overflow-hidden rounded-lg bg-canvas">
                        <ProductThumbnail imageKey={option.product.imageKey} sizes="48px" />
                      </span>
                      <div className="flex min-w-0 flex-col text-sm">
                        <span className="truncate text-ink">
                          <HighlightedText text={option.product.name} ranges={option.product.nameHighlight} />
                        </span>
                        <ProductPrice {...option.product.price} />
                      </div>
                    </div>
                  ) : null,
                )}
              </div>
            ) : null}
            {categories.length > 0 ? (
              <div role="group" aria-label={t('suggestions.categories')} className="mt-1 border-t border-line pt-1">
                <p aria-hidden="true" className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                  {t('suggestions.categories')}
                </p>
                {categories.map((option) =>
                  option.kind === 'category' ? (
                    <div
                      key={option.id}
                      {...optionProps(option, indexOf(option))}
                      className={clsx('flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm text-ink', active?.id === option.id ? 'bg-canvas' : 'hover:bg-surface')}
                    >
                      <LayoutGridIcon className="size-4 text-ink-muted" />
                      {option.category.name}
                    </div>
                  ) : null,
                )}
              </div>
            ) : null}
            {all ? (
              <div
                {...optionProps(all, indexOf(all))}
                className={clsx(
                  'mt-1 flex cursor-pointer items-center justify-between gap-3 rounded-xl border-t border-line px-3 py-2.5 text-sm font-semibold text-accent-700',
                  active?.id === all.id ? 'bg-canvas' : 'hover:bg-surface',
                )}
              >
                {t('suggestions.seeAll', { query: typed })}
                <ArrowRightIcon className="size-4 rtl:rotate-180" />
              </div>
            ) : null}
          </div>
        </div>
    </>
  );
}
