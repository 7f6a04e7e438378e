import { useCallback, useEffect, useId, useRef, useState, type ComponentType, type FormEvent, type KeyboardEvent } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { SearchIcon } from '@/components/icons/search-icon';
import clsx from 'clsx';
import { localizedPath } from '@/lib/navigation/localized-path';
import { SEARCH_PATH, SEARCH_QUERY_PARAM } from '@/lib/navigation/site-navigation';
import type { ComboboxState, SearchSuggestions, SuggestionsController } from '@/components/search/search-suggestions';

interface SearchFormProps {
  className?: string;
  defaultValue?: string;
  /** `large` for the body of a page (404, 500); the header uses the compact one. */
  size?: 'compact' | 'large';
}

type SuggestionsComponent = ComponentType<Parameters<typeof SearchSuggestions>[0]>;

/* One download for every search box of the page, started by the first focus or keystroke. */
let suggestionsModule: Promise<SuggestionsComponent> | null = null;
function loadSuggestions(): Promise<SuggestionsComponent> {
  suggestionsModule ??= import('@/components/search/search-suggestions').then((module) => module.SearchSuggestions);
  suggestionsModule.catch(() => (suggestionsModule = null));
  return suggestionsModule;
}

const CLOSED: ComboboxState = { expanded: false, activeId: undefined };

/**
 * A real GET form to /search?q=, so searching works before (or without) JavaScript; once the
 * app runs, submitting navigates client-side instead of reloading the page. The input is an
 * ARIA 1.2 combobox whose suggestions (code, data and all) load on its first focus.
 */
export function SearchForm({ className, defaultValue, size = 'compact' }: SearchFormProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const inputId = useId();
  const listboxId = `${inputId}-suggestions`;
  const action = localizedPath(SEARCH_PATH, router.locale);
  // On the results page the box starts with the words searched, so they can be refined.
  const searched = router.pathname === SEARCH_PATH && typeof router.query[SEARCH_QUERY_PARAM] === 'string' ? router.query[SEARCH_QUERY_PARAM] : '';
  // The input owns what is typed (it is uncontrolled); `query` follows it for the suggestions.
  // A controlled input lost keystrokes on a slow phone: what was typed before hydration finished
  // was not in React's state, so the next render (the suggestions code arriving, for one) wrote
  // the stale state back over it, and `chair` became `r` or `chir` (decision 0027).
  const [initialValue] = useState(defaultValue ?? searched);
  const [query, setQuery] = useState(initialValue);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [Suggestions, setSuggestions] = useState<SuggestionsComponent | null>(null);
  const [combobox, setCombobox] = useState<ComboboxState>(CLOSED);
  const controller = useRef<SuggestionsController>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Letters typed into the pre-rendered box before hydration fired no onChange: pick them up.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined) setQuery(typed);
  }, []);

  const enhance = () => {
    if (Suggestions) return;
    void loadSuggestions().then((component) => setSuggestions(() => component));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = (inputRef.current?.value ?? query).trim();
    setDismissed(true);
    inputRef.current?.blur();
    void router.push({ pathname: SEARCH_PATH, query: q ? { [SEARCH_QUERY_PARAM]: q } : {} });
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    enhance();
    if (controller.current?.onKeyDown(event)) {
      event.preventDefault();
      return;
    }
    // Escape with the list closed empties the box, as search inputs do.
    if (event.key === 'Escape' && event.currentTarget.value) {
      event.preventDefault();
      event.currentTarget.value = '';
      setQuery('');
    }
  }

  const onStateChange = useCallback((state: ComboboxState) => setCombobox(state), []);
  const onChosen = useCallback(() => {
    setDismissed(true);
    inputRef.current?.blur();
  }, []);
  const onDismiss = useCallback(() => setDismissed(true), []);

  return (
    <form role="search" action={action} method="get" onSubmit={submit} className={clsx('relative flex w-full', className)}>
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name={SEARCH_QUERY_PARAM}
        type="search"
        // A plain search box until the suggestions code has loaded; a combobox from then on.
        {...(Suggestions
          ? { role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': combobox.expanded, 'aria-controls': listboxId, 'aria-activedescendant': combobox.activeId }
          : {})}
        defaultValue={initialValue}
        onChange={(event) => {
          setQuery(event.target.value);
          setDismissed(false);
          enhance();
        }}
        onFocus={() => {
          setFocused(true);
          enhance();
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={keyDown}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className={size === 'large' ? 'search-input h-14 pl-6 text-base' : 'search-input h-10 pl-4 text-sm'}
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        className={size === 'large' ? 'search-submit size-12' : 'search-submit size-8'}
      >
        <SearchIcon className={size === 'large' ? 'size-5' : 'size-4'} />
      </button>
      {Suggestions ? (
        <Suggestions
          query={query}
          listboxId={listboxId}
          visible={focused && !dismissed}
          onStateChange={onStateChange}
          onChosen={onChosen}
          onDismiss={onDismiss}
          controllerRef={controller}
        />
      ) : null}
    </form>
  );
}
