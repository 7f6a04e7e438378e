import { PRODUCT_KIND, type ProductKind } from './product-kinds';

/*
 * Quick view is disabled for pod products (spec §2): work pod, pod, game pod, gym pod, focus zone,
 * flex zone, studio pod, the flex and spectrum variants and their sale versions. Slugs and names
 * are compared word by word, so "autonomous-work-pod-flex-sale", "WorkPod Spectrum" and
 * "Focus Zone" all match, while "tripod-lamp" or "flexible-desk" do not.
 */

/** Word sequences that mark a pod product, in the spec's words. */
export const POD_PRODUCT_PATTERNS = [
  'work pod',
  'workpod',
  'pod',
  'pods',
  'game pod',
  'gym pod',
  'focus zone',
  'flex zone',
  'studio pod',
  'work pod flex',
  'work pod spectrum',
  'workpod flex',
  'workpod spectrum',
] as const;

const PATTERN_WORDS: readonly (readonly string[])[] = POD_PRODUCT_PATTERNS.map((pattern) => pattern.split(' '));

/** Lower-case words without accents; "WorkPod-Flex_Sale" gives ["workpod", "flex", "sale"]. */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

function containsSequence(words: readonly string[], sequence: readonly string[]): boolean {
  for (let start = 0; start + sequence.length <= words.length; start += 1) {
    if (sequence.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** Whether a product slug or name is a pod product. */
export function isPodProduct(slugOrName: string | null | undefined): boolean {
  if (!slugOrName) return false;
  const words = wordsOf(slugOrName);
  return PATTERN_WORDS.some((sequence) => containsSequence(words, sequence));
}

/**
 * Whether the quick-view popup is off for a product. The product kind, when known, settles it
 * for pods whose name does not say "pod".
 */
export function isQuickViewDisabled(slugOrName: string | null | undefined, kind?: ProductKind): boolean {
  return kind === PRODUCT_KIND.POD || isPodProduct(slugOrName);
}
