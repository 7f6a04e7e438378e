/** Splits text into lines no wider than `width`, by words; a word longer than a line is cut. */
export function wrapText(text: string, width: number, widthOf: (value: string) => number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (widthOf(candidate) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    // A SKU or an e-mail address with no spaces still has to fit the column.
    let rest = word;
    while (widthOf(rest) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && widthOf(rest.slice(0, cut)) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}
