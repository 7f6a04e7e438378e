import { Fragment } from 'react';

/* A hyphenated compound: letters or digits on both sides of one or more hyphens ("Dual-Motor",
 * "L-Shaped", "Sit-to-Stand"). */
const COMPOUND = /([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+)/u;

/**
 * A product name whose hyphenated compounds never break at their hyphen: "Dual-Motor" moves to
 * the next line whole instead of leaving "Dual-" at the end of one and "Motor" on the next.
 * Browsers break after a hyphen by default, and no CSS property forbids that alone (`hyphens:
 * manual` only governs soft hyphens; `word-break` breaks words anywhere), so each compound is
 * kept in a no-wrap span. The text itself is unchanged, so it reads, copies and searches the same.
 */
export function CompoundWords({ text }: { text: string }) {
  const parts = text.split(COMPOUND);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
