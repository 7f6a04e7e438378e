/*
 * The invoice uses pdf-lib's standard Helvetica, whose WinAnsi encoding has no glyph for many
 * characters shoppers type (Polish "ł", Czech "ř", emoji, CJK) or Intl prints (the narrow
 * no-break space of French numbers). pdf-lib throws on those, so every text is made encodable
 * first: known look-alikes, then the letter without its accent, then "?".
 */

const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '\u202f': '\u00a0', // narrow no-break space (fr-FR thousands) -> no-break space
  '\u2007': '\u00a0', // figure space
  '\u2009': ' ', // thin space
  '\u2212': '-', // minus sign
  '\u2010': '-',
  '\u2011': '-',
  '\u2192': '->',
  '\u2190': '<-',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0131': 'i',
};

/** Makes `text` drawable with a font that can encode exactly the code points `canEncode` accepts. */
export function toEncodableText(text: string, canEncode: (codePoint: number) => boolean): string {
  let out = '';
  for (const character of text) {
    out += encodableCharacter(character, canEncode);
  }
  return out;
}

function encodableCharacter(character: string, canEncode: (codePoint: number) => boolean): string {
  const fits = (value: string) => [...value].every((part) => canEncode(part.codePointAt(0)!));
  if (fits(character)) return character;
  const lookAlike = LOOK_ALIKES[character];
  if (lookAlike !== undefined && fits(lookAlike)) return lookAlike;
  // "ő" -> "o" + combining accent -> "o": the base letter reads better than a question mark.
  const base = character.normalize('NFD').replace(/\p{M}/gu, '');
  if (base !== '' && base !== character && fits(base)) return base;
  if (/\s/u.test(character)) return ' ';
  return '?';
}

/** A checker for a pdf-lib font: the code points its encoding has a glyph for. */
export function encodableBy(characterSet: readonly number[]): (codePoint: number) => boolean {
  const set = new Set(characterSet);
  return (codePoint) => set.has(codePoint);
}
