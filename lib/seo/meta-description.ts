/** Search engines cut snippets at about this many characters; a longer text is shortened by us, on a word. */
export const META_DESCRIPTION_MAX_LENGTH = 160;

export function metaDescription(text: string, maxLength = META_DESCRIPTION_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const cut = clean.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A single very long word is cut where it is rather than leaving almost nothing.
  const atWord = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(/[\s.,;:!?-]+$/, '')}…`;
}
