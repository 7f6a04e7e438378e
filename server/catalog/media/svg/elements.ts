/* Tiny builders for the SVG elements the drawings use, so drawings read as geometry. */

type Attrs = Record<string, string | number | undefined>;

function attrs(extra: Attrs): string {
  return Object.entries(extra)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
}

const round = (n: number) => Math.round(n * 10) / 10;

export function rect(x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}): string {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" fill="${fill}"${attrs(extra)}/>`;
}

export function poly(points: readonly (readonly [number, number])[], fill: string, extra: Attrs = {}): string {
  const list = points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
  return `<polygon points="${list}" fill="${fill}"${attrs(extra)}/>`;
}

export function path(d: string, fill: string, extra: Attrs = {}): string {
  return `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}): string {
  return `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${attrs(extra)}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"${attrs(extra)}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string {
  return `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${fill}"${attrs(extra)}/>`;
}

export function group(body: string, extra: Attrs = {}): string {
  return `<g${attrs(extra)}>${body}</g>`;
}

/** Mirrors a drawing around the vertical line x = axis (for left/right pairs). */
export function mirrored(body: string, axis = 500): string {
  return group(body, { transform: `translate(${axis * 2} 0) scale(-1 1)` });
}
