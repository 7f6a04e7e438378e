import { CheckIcon } from '@/components/icons/check-icon';
import type { OptionGroup } from '@/lib/contracts/catalog/product-detail-schemas';
import type { VariantOptionName, VariantOptions } from '@/lib/product/variant-matching';
import { useProductT } from './product-translation';

interface VariantPickerProps {
  groups: readonly OptionGroup[];
  selected: VariantOptions;
  isValueEnabled(option: VariantOptionName, value: string): boolean;
  onChoose(option: VariantOptionName, value: string): void;
}

/* A white or cream swatch needs an edge to be seen on white. */
function isPale(hex: string): boolean {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return false;
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0) > 215;
}

/**
 * One radio group per option: colour as swatches, frame and size as buttons. A value that does not
 * combine with the other choices is shown but disabled. Radios keep the keyboard path native
 * (Tab into the group, arrows within it).
 */
export function VariantPicker({ groups, selected, isValueEnabled, onChoose }: VariantPickerProps) {
  const t = useProductT();
  // On desks the colour option is the desktop's finish (the frame has its own option).
  const hasFrame = groups.some((group) => group.name === 'frame');
  // A single value is no choice: such groups are not shown, and with none left, nothing is.
  if (!groups.some((group) => group.values.length >= 2)) return null;
  return (
    <div className="flex flex-col gap-5">
      {groups.map((group) => {
        if (group.values.length < 2) return null;
        const current = group.values.find((entry) => entry.value === selected[group.name]);
        return (
          <fieldset key={group.name} className="variant-group">
            <legend>
              <span>{t(group.name === 'colour' && hasFrame ? 'variants.finish' : `variants.${group.name}`)}</span>
              {current ? `: ${current.label}` : null}
            </legend>
            <div>
              {group.values.map((entry) => {
                const enabled = isValueEnabled(group.name, entry.value);
                const checked = selected[group.name] === entry.value;
                const swatch = group.name === 'colour' && entry.swatchHex ? entry.swatchHex : null;
                const label = enabled ? entry.label : t('variants.unavailable', { value: entry.label });
                return (
                  <label
                    key={entry.value}
                    title={swatch ? entry.label : undefined}
                    className={
                      swatch
                        ? `swatch-option${checked ? ' swatch-option-on' : ''}${enabled ? '' : ' cursor-not-allowed opacity-40'}`
                        : `pill-option${checked ? ' pill-option-on' : ''}${enabled ? '' : ' cursor-not-allowed border-dashed text-ink-muted line-through hover:border-line-strong'}`
                    }
                  >
                    <input
                      type="radio"
                      name={`variant-${group.name}`}
                      value={entry.value}
                      checked={checked}
                      disabled={!enabled}
                      onChange={() => onChoose(group.name, entry.value)}
                      aria-label={label}
                      className="sr-only"
                    />
                    {swatch ? (
                      <span
                        aria-hidden="true"
                        className={isPale(swatch) ? 'swatch-dot swatch-dot-pale' : 'swatch-dot'}
                        style={{ backgroundColor: swatch }}
                      >
                        {checked ? <CheckIcon className={`size-4 ${isPale(swatch) ? 'text-ink' : 'text-white'}`} /> : null}
                      </span>
                    ) : (
                      <span aria-hidden="true">{entry.label}</span>
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
