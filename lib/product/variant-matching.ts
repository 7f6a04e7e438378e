/*
 * Variant choice as it lives in the product URL (`?colour=walnut&frame=black&size=140x70`).
 * The URL may be shared, edited or stale, so reading it never fails: it settles on the variant
 * that agrees with it best, and the page's canonical stays the bare product URL.
 */

/** Option names in the order the picker shows them (desks: desktop finish, frame, size). */
export const VARIANT_OPTION_NAMES = ['colour', 'frame', 'size'] as const;
export type VariantOptionName = (typeof VARIANT_OPTION_NAMES)[number];
export type VariantOptions = Partial<Record<VariantOptionName, string>>;

export interface MatchableVariant {
  id: number;
  options: VariantOptions;
  isDefault: boolean;
}

type QueryValue = string | string[] | undefined;

/* Option values are slugs such as "white-laminate" or "pod-duo"; anything else is noise. */
const OPTION_VALUE = /^[A-Za-z0-9_-]{1,64}$/;

function firstValue(value: QueryValue): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed && OPTION_VALUE.test(trimmed) ? trimmed : undefined;
}

/** The options named in a URL query; other keys, repeated keys and malformed values are ignored. */
export function selectionFromQuery(query: Readonly<Record<string, QueryValue>>): VariantOptions {
  const selection: VariantOptions = {};
  for (const name of VARIANT_OPTION_NAMES) {
    const value = firstValue(query[name]);
    if (value !== undefined) selection[name] = value;
  }
  return selection;
}

/** The query that names a variant: each option it has, in picker order. */
export function selectionQueryOf(variant: Pick<MatchableVariant, 'options'>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of VARIANT_OPTION_NAMES) {
    const value = variant.options[name];
    if (value !== undefined) query[name] = value;
  }
  return query;
}

function agreements(options: VariantOptions, wanted: VariantOptions): number {
  let count = 0;
  for (const name of VARIANT_OPTION_NAMES) {
    if (wanted[name] !== undefined && options[name] === wanted[name]) count += 1;
  }
  return count;
}

export function defaultVariantOf<V extends MatchableVariant>(variants: readonly V[]): V | undefined {
  return variants.find((variant) => variant.isDefault) ?? variants[0];
}

/**
 * The variant a selection names. An exact match wins; otherwise the variant that agrees with
 * the most selected options, and among those the one closest to the default variant (so
 * `?colour=walnut` on a desk keeps the default size and frame). An empty selection is the default.
 */
export function matchVariant<V extends MatchableVariant>(variants: readonly V[], selection: VariantOptions): V | undefined {
  const fallback = defaultVariantOf(variants);
  if (!fallback) return undefined;
  let best = fallback;
  let bestScore = -1;
  for (const variant of variants) {
    // Ten points per selected option outweigh any closeness to the default (at most 3 points).
    const score = agreements(variant.options, selection) * 10 + agreements(variant.options, fallback.options);
    if (score > bestScore) {
      best = variant;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Whether choosing `value` for `option` while keeping the current variant's other options gives
 * a variant that exists. The picker disables values for which it does not.
 */
export function isCombinationAvailable(
  variants: readonly MatchableVariant[],
  current: VariantOptions,
  option: VariantOptionName,
  value: string,
): boolean {
  const wanted: VariantOptions = { ...current, [option]: value };
  return variants.some((variant) => VARIANT_OPTION_NAMES.every((name) => wanted[name] === undefined || variant.options[name] === wanted[name]));
}

/** The variant after the shopper picks `value` for `option`: the other options stay when they can. */
export function variantAfterChoosing<V extends MatchableVariant>(
  variants: readonly V[],
  current: VariantOptions,
  option: VariantOptionName,
  value: string,
): V | undefined {
  const candidates = variants.filter((variant) => variant.options[option] === value);
  if (candidates.length === 0) return undefined;
  return matchVariant(candidates, { ...current, [option]: value });
}

/** The distinct values of one option across the variants, in the order they first appear. */
export function optionValuesOf(variants: readonly MatchableVariant[], option: VariantOptionName): string[] {
  const values: string[] = [];
  for (const variant of variants) {
    const value = variant.options[option];
    if (value !== undefined && !values.includes(value)) values.push(value);
  }
  return values;
}
