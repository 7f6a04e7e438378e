import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import clsx from 'clsx';
import { FIELD_INPUT, fieldBorder } from '@/components/account/text-field';

/*
 * Inputs with fixed ids, so the error summary can link to each field and move the focus there
 * (account/text-field.tsx makes its own ids). The error replaces the hint and is announced
 * through aria-describedby; aria-invalid marks the field.
 */

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}

export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

/** Label, hint or error around one control, ids wired for aria-describedby. */
export function FieldFrame({ id, label, error, hint, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-sand-900">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-sand-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface CheckoutInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

export function CheckoutInput({ id, label, error, hint, className, ...input }: CheckoutInputProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={clsx(FIELD_INPUT, fieldBorder(Boolean(error)))}
        {...input}
      />
    </FieldFrame>
  );
}

export interface CheckoutSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}

export function CheckoutSelect({ id, label, error, hint, className, children, ...select }: CheckoutSelectProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={clsx(FIELD_INPUT, 'appearance-auto pe-8', fieldBorder(Boolean(error)))}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
