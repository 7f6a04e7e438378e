import { useId, useState } from 'react';
import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { PathSearchForm } from '@/components/content/path-search-form';
import { HELP_ROOT } from '@/lib/content/help-view';
import { useHelpSuggestions } from '@/services/content-hooks';

/**
 * The help centre's search: a form to /help-center/search/{words}, and while typing, a list of
 * matching articles (links) announced politely to screen readers.
 */
export function HelpSearchBox({ defaultValue }: { defaultValue?: string }) {
  const { t } = useTranslation('help');
  const { locale } = useRouter();
  const listId = useId();
  const [words, setWords] = useState(defaultValue ?? '');
  const suggestions = useHelpSuggestions(words, locale);
  const typed = words.trim() !== (defaultValue ?? '').trim();
  const shown = typed ? suggestions : [];
  return (
    <PathSearchForm
      root={HELP_ROOT}
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      submit={t('search.submit')}
      defaultValue={defaultValue}
      onInput={setWords}
      inputProps={{ 'aria-describedby': shown.length > 0 ? listId : undefined }}
    >
      <div aria-live="polite" className="contents">
        {shown.length > 0 ? (
          <div id={listId} className="absolute inset-x-0 top-full z-20 mt-2 rounded-xl border border-line bg-white p-2 shadow-raised">
            <p id={`${listId}-title`} className="px-3 pt-1 pb-2 text-xs font-medium text-ink-muted">
              {t('search.suggestions')}
            </p>
            <ul aria-labelledby={`${listId}-title`}>
              {shown.map((suggestion) => (
                <li key={suggestion.path}>
                  <Link href={suggestion.path} className="block rounded-lg px-3 py-2 text-sm text-ink hover:bg-sand-100 focus-visible:bg-sand-100">
                    {suggestion.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </PathSearchForm>
  );
}
