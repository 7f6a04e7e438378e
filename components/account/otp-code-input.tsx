import { useId, type Ref } from 'react';
import clsx from 'clsx';
import { FIELD_INPUT, fieldBorder } from './text-field';

export const OTP_LENGTH = 6;

/** Keeps the digits of whatever was typed or pasted ("123 456", "Code: 123-456"), at most six. */
export function otpDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

interface OtpCodeInputProps {
  label: string;
  value: string;
  onChange: (digits: string) => void;
  /** Called when the sixth digit arrives, typed or pasted, so the form can sign in at once. */
  onComplete?: (digits: string) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The 6-digit code as one input: a numeric keypad on phones, the code offered from the SMS or
 * mail app (autocomplete one-time-code), and any paste reduced to its digits. One field rather
 * than six boxes keeps screen readers, autofill and paste simple.
 */
export function OtpCodeInput({ label, value, onChange, onComplete, error, hint, disabled, autoFocus, ref }: OtpCodeInputProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;

  function accept(raw: string) {
    const digits = otpDigits(raw);
    onChange(digits);
    if (digits.length === OTP_LENGTH && value.length !== OTP_LENGTH) onComplete?.(digits);
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-sand-900">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        enterKeyHint="go"
        spellCheck={false}
        autoFocus={autoFocus}
        data-autofocus={autoFocus ? '' : undefined}
        disabled={disabled}
        value={value}
        placeholder="000000"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => accept(event.target.value)}
        className={clsx(
          FIELD_INPUT,
          'h-14 text-center font-mono text-2xl tracking-[0.5em] tabular-nums placeholder:tracking-[0.5em] placeholder:text-sand-300',
          fieldBorder(Boolean(error)),
        )}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1.5 text-sm text-sand-600">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
