import { KeptServerMarkup } from '@/components/common/kept-server-markup';
import { serverJsonLdScripts } from '@/components/seo/server-structured-data';
import type { PageHeadInput } from '@/lib/seo/page-head-model';

/**
 * The page's structured data (JSON-LD), written by the server in a hidden block of the body.
 * Crawlers read it from the document each URL answers with; the browser keeps that block as it
 * is and never builds structured data, so the builders are not in any page's script
 * (decision 0064). After a client-side navigation the block is empty: no crawler navigates so.
 */
export function StructuredData({ input }: { input: PageHeadInput }) {
  const Server = typeof window === 'undefined' ? serverJsonLdScripts : null;
  if (!Server) return <KeptServerMarkup hidden />;
  return (
    <div hidden>
      <Server input={input} />
    </div>
  );
}
