import { useId, type InputHTMLAttributes, type Ref } from 'react';
import clsx from 'clsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Already translated; shown under the field and linked to it for screen readers. */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
  inputClassName?: string;
}

/** Border of a field: red while it holds an error, even with the focus in it. */
export function fieldBorder(invalid: boolean): string {
  return invalid ? 'border-danger-600' : 'border-sand-300 focus:border-accent-600';
}

export const FIELD_INPUT =
  'block h-12 w-full rounded-md border bg-white px-3.5 text-base text-sand-900 placeholder:text-sand-600 transition-colors focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600 disabled:bg-sand-50 disabled:text-sand-600';

/** A labelled input with its hint and error; the error takes the hint's place and is announced. */
export function TextField({ label, error, hint, className, inputClassName, ref, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && !error ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-sand-900">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        // Headless UI dialogs give the first focus to the element marked so.
        data-autofocus={input.autoFocus ? '' : undefined}
        className={clsx(FIELD_INPUT, fieldBorder(Boolean(error)), inputClassName)}
        {...input}
      />
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-sm text-sand-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger-600">
          {error}
        </p>
      )}
    </div>
  );
}
