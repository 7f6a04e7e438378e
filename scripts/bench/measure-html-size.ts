import zlib from 'node:zlib';

export interface HtmlSizeResult {
  /** Bytes of the HTML as the server sends it without compression. */
  rawBytes: number;
  /** The same bytes gzipped (level 6, what a compressing server sends). */
  gzipBytes: number;
}

/** The page's HTML size; fetched twice so an ISR page is measured as its cached copy. */
export async function measureHtmlSize(url: string): Promise<HtmlSizeResult> {
  await fetch(url).then((response) => response.arrayBuffer());
  const html = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  return { rawBytes: html.length, gzipBytes: zlib.gzipSync(html).length };
}
