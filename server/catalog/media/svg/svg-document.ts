/** Wraps drawn markup into a standalone SVG document rendered at the given pixel size. */
export function svgDocument(options: {
  width: number;
  height: number;
  viewBox: string;
  defs: string;
  body: string;
}): string {
  const { width, height, viewBox, defs, body } = options;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">` +
    `${defs}${body}</svg>`
  );
}
