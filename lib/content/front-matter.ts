/*
 * The front matter of a content file (content/blog, content/help): the small YAML subset the files
 * use and content/check-content.py checks — `key: value` lines whose value is a quoted string, a
 * [list, of, words], true/false, a whole number, a date or a bare word. Anything else is refused
 * rather than guessed, so a file the engine reads differently from the checker fails loudly.
 */

export type FrontMatterValue = string | number | boolean | readonly string[];
export type FrontMatter = Readonly<Record<string, FrontMatterValue>>;

export interface ContentFile {
  meta: FrontMatter;
  body: string;
}

export class FrontMatterError extends Error {}

function parseListItem(item: string): string {
  const value = item.trim();
  if (/^".*"$/.test(value)) return JSON.parse(value) as string;
  if (/^'.*'$/.test(value)) return value.slice(1, -1);
  return value;
}

function parseValue(raw: string, where: string): FrontMatterValue {
  const value = raw.trim();
  if (value.startsWith('[')) {
    if (!value.endsWith(']')) throw new FrontMatterError(`${where}: unclosed list`);
    const inner = value.slice(1, -1).trim();
    return inner ? inner.split(',').map(parseListItem) : [];
  }
  if (value.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'string') return parsed;
    } catch {
      // fall through to the error below
    }
    throw new FrontMatterError(`${where}: malformed quoted string`);
  }
  if (/^'.*'$/.test(value)) return value.slice(1, -1).replace(/''/g, "'");
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^-?\d+$/.test(value)) return Number(value);
  return value;
}

/** Splits `---\n<front matter>\n---\n<body>` and reads the front matter. */
export function parseContentFile(text: string, where = 'content file'): ContentFile {
  const normalized = text.replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(normalized);
  if (!match) throw new FrontMatterError(`${where}: no front matter between --- lines at the top`);
  const meta: Record<string, FrontMatterValue> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    if (!line.trim()) continue;
    const separator = line.indexOf(':');
    if (separator <= 0) throw new FrontMatterError(`${where}: front matter line without a key: ${line}`);
    const key = line.slice(0, separator).trim();
    if (!/^[a-z_]+$/.test(key)) throw new FrontMatterError(`${where}: bad key ${key}`);
    meta[key] = parseValue(line.slice(separator + 1), `${where} (${key})`);
  }
  return { meta, body: match[2] ?? '' };
}

export function metaString(meta: FrontMatter, key: string, where: string): string {
  const value = meta[key];
  if (typeof value === 'string' && value.trim()) return value;
  throw new FrontMatterError(`${where}: ${key} must be a non-empty text`);
}

export function metaList(meta: FrontMatter, key: string, where: string): readonly string[] {
  const value = meta[key];
  if (value === undefined) return [];
  if (Array.isArray(value)) return value as readonly string[];
  throw new FrontMatterError(`${where}: ${key} must be a list`);
}
