import { useId, useState, type FormEvent } from 'react';
import { FIELD_INPUT, fieldBorder } from '@/components/account/text-field';
import { useTranslation } from '@/components/i18n/use-translation';

interface StatusSearchFiltersProps<S extends string> {
  /** The namespace holding list.statusLabel, list.statusAll, list.searchLabel, list.searchPlaceholder, list.searchButton. */
  namespace: string;
  statuses: readonly { value: S; label: string }[];
  status: S | '';
  q: string;
  onChange(next: { status: S | ''; q: string }): void;
}

/**
 * The work areas' list filters: a status choice that applies at once and a search that applies
 * on submit (typing does not reload the list on every key).
 */
export function StatusSearchFilters<S extends string>({ namespace, statuses, status, q, onChange }: StatusSearchFiltersProps<S>) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ status, q: text.trim() });
  };
  return (
    <form role="search" aria-label={t('list.searchLabel')} onSubmit={submit} className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
      <div>
        <label htmlFor={`${id}-status`} className="mb-1.5 block text-sm font-medium text-sand-900">
          {t('list.statusLabel')}
        </label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => onChange({ status: event.target.value as S | '', q: text.trim() })}
          className={`${FIELD_INPUT} ${fieldBorder(false)}`}
        >
          <option value="">{t('list.statusAll')}</option>
          {statuses.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-q`} className="mb-1.5 block text-sm font-medium text-sand-900">
          {t('list.searchLabel')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('list.searchPlaceholder')}
          className={`${FIELD_INPUT} ${fieldBorder(false)}`}
        />
      </div>
      <button type="submit" className="btn-primary min-h-12 text-sm">
        {t('list.searchButton')}
      </button>
    </form>
  );
}
