import { useId, useState, type FormEvent } from 'react';
import { FIELD_INPUT, fieldBorder } from '@/components/account/text-field';
import { useTranslation } from '@/components/i18n/use-translation';
import { BRAND_LINE_FILTERS, type BrandLineFilter } from '@/lib/contracts/brands/orders-schemas';

interface Props {
  status: BrandLineFilter | '';
  q: string;
  onChange(next: { status: BrandLineFilter | ''; q: string }): void;
}

/** Status filter (applies at once) and search by order number or e-mail (applies on submit). */
export function BrandOrdersFilters({ status, q, onChange }: Props) {
  const { t } = useTranslation('brand-orders');
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
          onChange={(event) => onChange({ status: event.target.value as BrandLineFilter | '', q: text.trim() })}
          className={`${FIELD_INPUT} ${fieldBorder(false)}`}
        >
          <option value="">{t('list.statusAll')}</option>
          {BRAND_LINE_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`filters.${filter}`)}
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
