import type { ContentText } from '@/server/db/schema/content/blog';
import type { ContentLanguage } from './content-languages';

/** The text in the language, else English: every imported text has all three, the editor may not. */
export function pickText(text: ContentText, language: ContentLanguage): string {
  return text[language] ?? text.en ?? '';
}
