// fontverter ships no types; this declares the part the font test uses.
declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer> };
  export default fontverter;
}
