import { useId, type TextareaHTMLAttributes } from 'react';
import clsx from 'clsx';
import { fieldBorder } from '@/components/account/text-field';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange'> {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}

/** A labelled text area with its hint, its error and how many characters are left. */
export function TextAreaField({ label, hint, error, value, maxLength, onChange, className, ...rest }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, `${id}-count`].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-sand-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mb-1.5 text-sm text-sand-600">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(
          'block min-h-28 w-full rounded-md border bg-white px-3.5 py-3 text-base text-sand-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600 disabled:bg-sand-50 disabled:text-sand-600',
          fieldBorder(Boolean(error)),
        )}
        {...rest}
      />
      <p id={`${id}-count`} className="mt-1 text-end text-xs text-sand-600">
        {value.length} / {maxLength}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
