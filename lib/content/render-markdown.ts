import { escapeHtml, inlineText, renderInline } from './markdown-inline';

/*
 * A strict Markdown renderer for the subset the content files use (content/check-content.py):
 * headings (## and ###; # is demoted, the page owns its h1), paragraphs, bulleted and numbered
 * lists (nested by indentation), tables with a header row, rules, and the inline markup of
 * markdown-inline.ts. No raw HTML passes: everything is escaped. Written here rather than taken
 * from a package because none is installed and the subset is small; the editor's preview will
 * run the same code in the browser (it is pure).
 */

export interface MarkdownHeading {
  level: 2 | 3 | 4;
  /** The anchor of the heading (unique in the document). */
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  headings: MarkdownHeading[];
  /** The words of the document without markup, one block per line. */
  text: string;
}

interface Line {
  indent: number;
  content: string;
}

const LIST_ITEM = /^([-*+]|\d{1,3}[.)])\s+(.*)$/;
const TABLE_SEPARATOR = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/;

export function slugifyHeading(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'section';
}

function toLine(raw: string): Line {
  const expanded = raw.replace(/\t/g, '    ');
  const content = expanded.trimStart();
  return { indent: expanded.length - content.length, content: content.trimEnd() };
}

function splitRow(row: string): string[] {
  const trimmed = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  return trimmed.split('|').map((cell) => cell.trim());
}

class Renderer {
  private readonly out: string[] = [];
  private readonly texts: string[] = [];
  readonly headings: MarkdownHeading[] = [];
  private readonly ids = new Map<string, number>();

  constructor(private readonly lines: readonly Line[]) {}

  run(): RenderedMarkdown {
    let index = 0;
    while (index < this.lines.length) index = this.block(index);
    return { html: this.out.join('\n'), headings: this.headings, text: this.texts.join('\n') };
  }

  private uniqueId(text: string): string {
    const base = slugifyHeading(text);
    const seen = this.ids.get(base) ?? 0;
    this.ids.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  }

  private block(start: number): number {
    const line = this.lines[start]!;
    const { content } = line;
    if (!content) return start + 1;
    const heading = /^(#{1,6})\s+(.*?)\s*#*$/.exec(content);
    if (heading) return this.heading(start, heading[1]!.length, heading[2] ?? '');
    if (/^(-{3,}|\*{3,}|_{3,})$/.test(content)) {
      this.out.push('<hr>');
      return start + 1;
    }
    if (LIST_ITEM.test(content)) return this.list(start, line.indent);
    if (content.startsWith('|') && TABLE_SEPARATOR.test(this.lines[start + 1]?.content ?? '')) return this.table(start);
    return this.paragraph(start);
  }

  private heading(start: number, hashes: number, source: string): number {
    const level = Math.min(4, Math.max(2, hashes)) as 2 | 3 | 4;
    const text = inlineText(source);
    const id = this.uniqueId(text);
    this.headings.push({ level, id, text });
    this.texts.push(text);
    this.out.push(`<h${level} id="${escapeHtml(id)}">${renderInline(source)}</h${level}>`);
    return start + 1;
  }

  private paragraph(start: number): number {
    const parts: string[] = [];
    let index = start;
    while (index < this.lines.length) {
      const { content } = this.lines[index]!;
      if (!content || (index > start && (/^#{1,6}\s/.test(content) || LIST_ITEM.test(content) || content.startsWith('|')))) break;
      parts.push(content);
      index += 1;
    }
    const source = parts.join(' ');
    this.texts.push(inlineText(source));
    this.out.push(`<p>${renderInline(source)}</p>`);
    return index;
  }

  /** One list and its nested lists: an item's continuation and children are indented deeper. */
  private list(start: number, indent: number): number {
    const ordered = /^\d/.test(this.lines[start]!.content);
    const items: string[] = [];
    let index = start;
    while (index < this.lines.length) {
      const line = this.lines[index]!;
      const item = LIST_ITEM.exec(line.content);
      if (!line.content) {
        // A blank line ends the list unless the next line continues it.
        const next = this.lines[index + 1];
        if (next && next.indent >= indent && LIST_ITEM.test(next.content)) {
          index += 1;
          continue;
        }
        break;
      }
      if (!item || line.indent !== indent || /^\d/.test(item[1]!) !== ordered) break;
      const parts = [item[2] ?? ''];
      index += 1;
      let children = '';
      while (index < this.lines.length) {
        const next = this.lines[index]!;
        if (!next.content || next.indent <= indent) break;
        if (LIST_ITEM.test(next.content)) {
          const mark = this.out.length;
          index = this.list(index, next.indent);
          children += this.out.splice(mark).join('\n');
        } else {
          parts.push(next.content);
          index += 1;
        }
      }
      const source = parts.join(' ');
      this.texts.push(inlineText(source));
      items.push(`<li>${renderInline(source)}${children ? `\n${children}\n` : ''}</li>`);
    }
    const tag = ordered ? 'ol' : 'ul';
    this.out.push(`<${tag}>\n${items.join('\n')}\n</${tag}>`);
    return index;
  }

  private table(start: number): number {
    const header = splitRow(this.lines[start]!.content);
    const rows: string[][] = [];
    let index = start + 2;
    while (index < this.lines.length && this.lines[index]!.content.startsWith('|')) {
      rows.push(splitRow(this.lines[index]!.content));
      index += 1;
    }
    const head = header.map((cell) => `<th scope="col">${renderInline(cell)}</th>`).join('');
    const body = rows
      .map((row) => `<tr>${header.map((_, column) => `<td>${renderInline(row[column] ?? '')}</td>`).join('')}</tr>`)
      .join('\n');
    this.texts.push([header, ...rows].map((row) => row.map(inlineText).join(' ')).join('\n'));
    this.out.push(`<div class="table-scroll"><table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table></div>`);
    return index;
  }
}

export function renderMarkdown(source: string): RenderedMarkdown {
  const lines = source.replace(/\r\n?/g, '\n').split('\n').map(toLine);
  return new Renderer(lines).run();
}
