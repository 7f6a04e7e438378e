import type { PageHeadInput } from '@/lib/seo/page-head-model';
import { buildPageJsonLd } from '@/lib/seo/page-json-ld';

/** A page's structured data as the server writes it: one inline script per thing (decision 0064). */
export function JsonLdScripts({ input }: { input: PageHeadInput }) {
  return (
    <>
      {buildPageJsonLd(input).map((block) => (
        // The JSON is escaped by serializeJsonLd, so it cannot close the script element.
        <script key={block.key} type="application/ld+json" dangerouslySetInnerHTML={{ __html: block.json }} />
      ))}
    </>
  );
}
