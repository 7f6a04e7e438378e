/*
 * Inline Markdown of the content files: links, **bold**, *italic* and `code`. Every character of
 * the source is escaped first; only the markup below turns into tags, so a file (or later an
 * editor) cannot inject HTML. Link targets are limited to paths on this site, fragments, http(s)
 * and mailto: a "javascript:" target renders as plain text.
 */

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Whether a link target may be rendered as a link. */
export function isSafeHref(href: string): boolean {
  if (/[\s<>"'`\\]/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  if (href.startsWith('#')) return true;
  return /^(https?:\/\/[a-z0-9.-]+|mailto:[^@]+@[a-z0-9.-]+)/i.test(href);
}

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/* Runs on already escaped text: the markers are not characters escapeHtml changes. */
function emphasis(escaped: string): string {
  return escaped
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+?)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*([^*\s](?:[^*]*[^*\s])?)\*(?![*\w])/g, '$1<em>$2</em>');
}

const LINK = /\[([^\]]+)\]\(([^()\s]+)\)/g;

export function renderInline(source: string): string {
  let html = '';
  let last = 0;
  for (const match of source.matchAll(LINK)) {
    const [whole, text = '', href = ''] = match;
    html += emphasis(escapeHtml(source.slice(last, match.index)));
    const label = emphasis(escapeHtml(text));
    if (isSafeHref(href)) {
      const rel = isExternal(href) ? ' rel="noopener noreferrer"' : '';
      html += `<a href="${escapeHtml(href)}"${rel}>${label}</a>`;
    } else {
      html += label;
    }
    last = match.index + whole.length;
  }
  return html + emphasis(escapeHtml(source.slice(last)));
}

/** The words of an inline source without its markup (search documents, headings, reading time). */
export function inlineText(source: string): string {
  return source
    .replace(LINK, '$1')
    .replace(/\*\*([^*]+?)\*\*/g, '$1')
    .replace(/\*([^*]+)\*/g, '$1')
    .replace(/`([^`]+)`/g, '$1');
}
