import type { QuickViewVariantData, VariantOptionData } from '@/lib/catalog/listing-types';

export type OptionName = VariantOptionData['name'];

export interface OptionChoices {
  name: OptionName;
  values: { value: string; label: string; swatch: string | null }[];
}

/** The options a product's variants vary by, each with its values in first-seen order. */
export function optionChoices(variants: readonly QuickViewVariantData[]): OptionChoices[] {
  const byName = new Map<OptionName, Map<string, { value: string; label: string; swatch: string | null }>>();
  for (const variant of variants) {
    for (const option of variant.options) {
      const values = byName.get(option.name) ?? new Map();
      if (!values.has(option.value)) values.set(option.value, { value: option.value, label: option.label, swatch: option.name === 'colour' ? variant.colourHex : null });
      byName.set(option.name, values);
    }
  }
  return [...byName.entries()].map(([name, values]) => ({ name, values: [...values.values()] }));
}

function valueOf(variant: QuickViewVariantData, name: OptionName): string | undefined {
  return variant.options.find((option) => option.name === name)?.value;
}

/**
 * The variant a shopper means when changing one option: the one that keeps every other choice,
 * or else the one that keeps the most of them, so picking "walnut" never jumps back to the
 * default size without need.
 */
export function chooseVariant(variants: readonly QuickViewVariantData[], current: QuickViewVariantData, name: OptionName, value: string): QuickViewVariantData {
  const candidates = variants.filter((variant) => valueOf(variant, name) === value);
  let best = candidates[0] ?? current;
  let bestScore = -1;
  for (const candidate of candidates) {
    const score = current.options.filter((option) => option.name !== name && valueOf(candidate, option.name) === option.value).length;
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
