import { useTranslation } from '@/components/i18n/use-translation';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';

interface SortPickerProps<Sort extends string> {
  id: string;
  value: Sort;
  options: readonly { value: Sort; label: string }[];
  onChange(sort: Sort): void;
}

/** A native select: the platform's own picker on phones, keyboard-friendly everywhere. */
export function SortPicker<Sort extends string>({ id, value, options, onChange }: SortPickerProps<Sort>) {
  const { t } = useTranslation('listing');
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="hidden text-sm text-ink-muted sm:block">
        {t('toolbar.sortLabel')}
      </label>
      <span className="relative">
        <select
          id={id}
          value={value}
          aria-label={t('toolbar.sortLabel')}
          // The options are exactly the sorts offered, so the chosen value is one of them.
          onChange={(event) => onChange(event.target.value as Sort)}
          className="h-10 appearance-none rounded-full border border-sand-300 bg-white ps-4 pe-9 text-sm font-medium text-ink hover:border-ink"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted" />
      </span>
    </div>
  );
}
