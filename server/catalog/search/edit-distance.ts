/**
 * Optimal string alignment distance (Levenshtein plus swaps of neighbours), giving up past
 * `max`: "stnading" → "standing" is 1, "dsek" → "desk" is 1. Trigram similarity scores such
 * short swaps poorly ("dsek"/"desk" share one trigram of five), which is why did-you-mean
 * ranks candidates with this instead.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  let twoBack = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (twoBack[j - 2] ?? 0) + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1);
}
