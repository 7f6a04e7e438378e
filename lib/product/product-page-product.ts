import type { ContentSection, ProductDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { CONTENT_SECTION } from '@/lib/constants/content-sections';

/**
 * A product as the product page's live parts see it: without its content sections, which only
 * the kept sections part renders (kept page data, decision 0063), so no hydrated part can come to
 * depend on data the first document leaves out.
 */
export type ProductPageProduct = Omit<ProductDetail, 'sections'>;

/** The words by the title: the summary section's paragraphs, else the short description. */
export function productSummaryText(sections: readonly ContentSection[], shortDescription: string): string {
  const summary = sections.find((section) => section.sectionId === CONTENT_SECTION.SUMMARY);
  return summary?.body.kind === 'paragraphs' ? summary.body.paragraphs.join(' ') : shortDescription;
}
