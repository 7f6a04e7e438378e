import type { ContentSection } from '@/lib/contracts/catalog/product-detail-schemas';

/** A content section's structured body: paragraphs, a bullet list or a specification table. */
export function SectionBody({ body, caption }: { body: ContentSection['body']; caption?: string }) {
  if (body.kind === 'paragraphs') {
    return (
      <div className="flex flex-col gap-4 text-base leading-relaxed text-sand-700">
        {body.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    );
  }
  if (body.kind === 'bullets') {
    return (
      <ul className="grid gap-x-8 gap-y-3 md:grid-cols-2">
        {body.items.map((item, index) => (
          <li key={index} className="flex gap-3 text-base text-sand-700">
            <span aria-hidden="true" className="bullet-check" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <table className="w-full text-sm">
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <tbody className="divide-y divide-line">
        {body.rows.map((row, index) => (
          <tr key={index}>
            <th scope="row" className="spec-label">
              {row.label}
            </th>
            <td className="spec-value">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
