import { renderMarkdown } from './render-markdown';

/*
 * A help article flagged `faq: true` is a list of questions: each `##` heading is a question and
 * what follows it, up to the next `##`, its answer. FAQPage structured data is built from these.
 */
export interface FaqEntry {
  question: string;
  /** The answer as rendered HTML (escaped by the renderer). */
  answerHtml: string;
  /** The answer's words, for structured data. */
  answerText: string;
}

export function faqEntries(markdown: string): FaqEntry[] {
  const sections = markdown.replace(/\r\n?/g, '\n').split(/^## /m).slice(1);
  return sections.flatMap((section) => {
    const newline = section.indexOf('\n');
    const question = renderMarkdown(`## ${newline < 0 ? section : section.slice(0, newline)}`).headings[0]?.text ?? '';
    const answer = renderMarkdown(newline < 0 ? '' : section.slice(newline + 1));
    if (!question || !answer.text.trim()) return [];
    return [{ question, answerHtml: answer.html, answerText: answer.text.replace(/\n+/g, ' ').trim() }];
  });
}
