/*
 * Minutes to read a text, rounded up, at least one. 220 words a minute is the usual figure for
 * reading on a screen; French and German words are longer but fewer, so one figure serves all
 * three languages within a minute on posts of our length.
 */
export const WORDS_PER_MINUTE = 220;

export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}’'-]*/gu)?.length ?? 0;
}

export function readingMinutes(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE));
}
