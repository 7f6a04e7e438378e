import { useId } from 'react';
import clsx from 'clsx';
import { FIELD_INPUT, fieldBorder } from '@/components/account/text-field';
import { useTranslation } from '@/components/i18n/use-translation';
import { contrastWithWhite, formatRatio, HEX_COLOR_PATTERN, MIN_TEXT_CONTRAST } from '@/lib/brands/color-contrast';

/** Picker and hex input for the accent colour, with its contrast against white measured as one types. */
export function AccentColorField({ value, onChange, disabled }: { value: string; onChange: (value: string) => void; disabled?: boolean }) {
  const { t } = useTranslation('brand-profile');
  const id = useId();
  const valid = HEX_COLOR_PATTERN.test(value);
  const ratio = valid ? contrastWithWhite(value) : null;
  const passes = ratio !== null && ratio >= MIN_TEXT_CONTRAST;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-base font-semibold text-sand-900">{t('theme.accent.legend')}</legend>
      <p className="text-sm text-sand-600">{t('theme.accent.lead', { min: MIN_TEXT_CONTRAST })}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-picker`} className="mb-1.5 block text-sm font-medium text-sand-900">
            {t('theme.accent.picker')}
          </label>
          <input
            id={`${id}-picker`}
            type="color"
            value={valid ? value : '#000000'}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            className="block h-12 w-16 cursor-pointer rounded-md border border-sand-300 bg-white p-1"
          />
        </div>
        <div className="w-40">
          <label htmlFor={`${id}-hex`} className="mb-1.5 block text-sm font-medium text-sand-900">
            {t('theme.accent.hex')}
          </label>
          <input
            id={`${id}-hex`}
            value={value}
            disabled={disabled}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={value && !passes ? true : undefined}
            aria-describedby={`${id}-ratio`}
            onChange={(event) => onChange(event.target.value.trim())}
            className={clsx(FIELD_INPUT, fieldBorder(Boolean(value) && !passes), 'font-mono')}
            data-testid="accent-hex"
          />
        </div>
      </div>
      <p id={`${id}-ratio`} aria-live="polite" className={clsx('min-h-5 text-sm font-medium', passes ? 'text-accent-700' : 'text-danger-600')} data-testid="contrast-ratio">
        {!value ? null : ratio === null ? t('theme.accent.malformed') : t(passes ? 'theme.accent.passes' : 'theme.accent.fails', { ratio: formatRatio(ratio), min: MIN_TEXT_CONTRAST })}
      </p>
    </fieldset>
  );
}
