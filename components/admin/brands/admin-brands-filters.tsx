import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { FIELD_INPUT, fieldBorder } from '@/components/account/text-field';

export type StatusFilter = '' | 'approved' | 'suspended';

interface Props {
  status: StatusFilter;
  q: string;
  onChange(next: { status: StatusFilter; q: string }): void;
}

/** Status filter (applies at once) and search by name or e-mail (applies on submit). */
export function AdminBrandsFilters({ status, q, onChange }: Props) {
  const { t } = useTranslation('admin-brands');
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
          onChange={(event) => onChange({ status: event.target.value as StatusFilter, q: text.trim() })}
          className={`${FIELD_INPUT} ${fieldBorder(false)}`}
        >
          <option value="">{t('list.statusAll')}</option>
          <option value="approved">{t('list.statusApproved')}</option>
          <option value="suspended">{t('list.statusSuspended')}</option>
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
