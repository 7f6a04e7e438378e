import { splitHighlights, type HighlightRange } from '@/lib/search/highlight';

interface HighlightedTextProps {
  text: string;
  ranges: readonly HighlightRange[];
}

/**
 * A text with its matching words in <mark>. The text stays a React text node everywhere, so a
 * product named "<script>" shows those characters and never becomes markup.
 */
export function HighlightedText({ text, ranges }: HighlightedTextProps) {
  return (
    <>
      {splitHighlights(text, ranges).map((part, index) =>
        part.highlighted ? (
          <mark key={index} className="hl">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
