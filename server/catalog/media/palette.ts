/** Colour ids used by variants and image keys, with the hex the pictures are painted in. */
export const COLOURS = {
  black: '#26272b',
  white: '#eceae4',
  grey: '#9a9ea4',
  charcoal: '#484b51',
  silver: '#c3c7cc',
  sage: '#8fa58a',
  navy: '#2f3f5f',
  sand: '#d6c3a3',
  blush: '#e0aa9c',
  cognac: '#98582f',
  cream: '#eee2c6',
  red: '#c7323d',
  blue: '#2f6bd8',
  brass: '#b8924c',
  natural: '#c9a276',
} as const;

export type ColourId = keyof typeof COLOURS;

export function isColourId(value: string): value is ColourId {
  return Object.hasOwn(COLOURS, value);
}
