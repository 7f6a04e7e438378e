import { useEffect, useRef } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';

export interface SummaryError {
  /** The id of the field in error: the link moves the focus there. */
  fieldId: string;
  message: string;
}

/**
 * The list of what stops the form, above it, with a link to each field. It takes the focus when
 * it appears (after a refused submit), so a screen-reader or keyboard user starts from it.
 */
export function ErrorSummary({ errors, focusKey }: { errors: readonly SummaryError[]; focusKey: number }) {
  const { t } = useTranslation('checkout');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus();
    // Only a new submit moves the focus, not every keystroke that changes the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);
  if (errors.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="rounded-lg border border-danger-600 bg-danger-50 p-4 text-sm text-danger-600 focus:outline-2 focus:outline-offset-2 focus:outline-danger-600">
      <p className="font-semibold">{t('page.errorSummary')}</p>
      <ul className="mt-2 list-disc ps-5">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              className="underline underline-offset-2"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(error.fieldId)?.focus();
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
