import { useId } from 'react';
import clsx from 'clsx';
import { fieldBorder } from '@/components/account/text-field';

interface DetailsTextAreaProps {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  className?: string;
  maxLength?: number;
  name?: string;
}

/** A labelled multi-line field with its hint and error, tied together for screen readers. */
export function DetailsTextArea({ label, hint, value, onChange, error, className, maxLength = 2000, name = 'about' }: DetailsTextAreaProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-sand-900">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={5}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className={clsx(
          'block w-full rounded-md border bg-white px-3.5 py-3 text-base text-sand-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600',
          fieldBorder(Boolean(error)),
        )}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-sand-600">
          {hint}
        </p>
      )}
    </div>
  );
}
