import { useId } from 'react';
import clsx from 'clsx';
import { FIELD_INPUT, fieldBorder } from '@/components/account/text-field';
import { useTranslation } from '@/components/i18n/use-translation';
import { useDebouncedValue } from '@/components/search/use-debounced-value';
import { STORE_SLUG_MAX, storeSlugProblem } from '@/lib/brands/store-slug-rules';
import { useSlugAvailability } from '@/services/brand-profile-hooks';

/* Long enough not to ask on every key, short enough to answer before the person looks up. */
const CHECK_DELAY_MS = 400;

interface SlugFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The store's current address: not "taken", just unchanged. */
  current?: string | null;
  disabled?: boolean;
}

/** The store address with its rules checked as one types and its availability asked of the server. */
export function SlugField({ value, onChange, current = null, disabled }: SlugFieldProps) {
  const { t } = useTranslation('brand-profile');
  const id = useId();
  const settled = useDebouncedValue(value, CHECK_DELAY_MS);
  const problem = value ? storeSlugProblem(value) : null;
  const ask = settled && settled === value && !problem && settled !== current ? settled : null;
  const { availability, isLoading, error } = useSlugAvailability(ask);

  let status: { tone: 'ok' | 'bad' | 'wait'; text: string } | null = null;
  if (!value) status = null;
  else if (problem) status = { tone: 'bad', text: t(`slug.problems.${problem}`, { min: 3, max: STORE_SLUG_MAX }) };
  else if (value === current) status = { tone: 'ok', text: t('slug.current') };
  else if (!ask || isLoading) status = { tone: 'wait', text: t('slug.checking') };
  else if (error) status = { tone: 'bad', text: t('slug.checkFailed') };
  else if (availability?.available) status = { tone: 'ok', text: t('slug.available') };
  else if (availability) status = { tone: 'bad', text: t(`slug.problems.${availability.reason ?? 'taken'}`, { min: 3, max: STORE_SLUG_MAX }) };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-sand-900">
        {t('slug.label')}
      </label>
      <p id={`${id}-hint`} className="mb-1.5 text-sm text-sand-600">
        {t('slug.hint')}
      </p>
      <div className="flex items-stretch">
        <span className="flex items-center rounded-s-md border border-e-0 border-sand-300 bg-sand-50 px-3 text-sm text-sand-700">/store/</span>
        <input
          id={id}
          value={value}
          disabled={disabled}
          autoComplete="off"
          spellCheck={false}
          maxLength={STORE_SLUG_MAX}
          aria-invalid={status?.tone === 'bad' ? true : undefined}
          aria-describedby={`${id}-hint ${id}-status`}
          onChange={(event) => onChange(event.target.value.toLowerCase().replace(/\s+/g, '-'))}
          className={clsx(FIELD_INPUT, fieldBorder(status?.tone === 'bad'), 'rounded-s-none')}
          data-testid="slug-input"
        />
      </div>
      <p
        id={`${id}-status`}
        aria-live="polite"
        data-testid="slug-status"
        className={clsx('mt-1.5 min-h-5 text-sm font-medium', status?.tone === 'bad' ? 'text-danger-600' : status?.tone === 'ok' ? 'text-accent-700' : 'text-sand-600')}
      >
        {status?.text}
      </p>
    </div>
  );
}

/** Whether the form may be sent: a valid address, and not one the server just called taken. */
export function slugLooksUsable(value: string): boolean {
  return Boolean(value) && storeSlugProblem(value) === null;
}
