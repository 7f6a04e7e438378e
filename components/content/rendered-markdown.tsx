import clsx from 'clsx';

/*
 * Text rendered from Markdown at import (lib/content/render-markdown.ts escapes everything and
 * emits only headings, paragraphs, lists, tables and links), so inserting it as HTML is safe.
 * The styles reach the tags the renderer writes; no typography plugin is installed.
 */
const PROSE = [
  'text-base leading-7 text-sand-800',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-ink',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li_ul]:my-2',
  '[&_a]:font-medium [&_a]:text-accent-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-accent-800',
  '[&_strong]:font-semibold [&_strong]:text-ink [&_code]:rounded [&_code]:bg-sand-100 [&_code]:px-1',
  '[&_.table-scroll]:my-6 [&_.table-scroll]:overflow-x-auto [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border-b [&_th]:border-line-strong [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-ink',
  '[&_td]:border-b [&_td]:border-line [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_hr]:my-8 [&_hr]:border-line',
].join(' ');

export function RenderedMarkdown({ html, className }: { html: string; className?: string }) {
  return <div className={clsx(PROSE, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
