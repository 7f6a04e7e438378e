import { CONTENT_SECTION } from '@/lib/constants/content-sections';
import { PRODUCT_KIND } from '@/lib/constants/product-kinds';
import type { ContentSection, ProductDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { SectionBody } from './section-body';
import { useProductT } from './product-translation';

interface ProductSectionsProps {
  product: Pick<ProductDetail, 'sections' | 'kind' | 'is_vendor_product' | 'vendor'>;
}

function sectionOf(sections: readonly ContentSection[], id: number): ContentSection | undefined {
  return sections.find((section) => section.sectionId === id);
}

/* One section per row: its title in a narrow column on the left, its body on the right. */
function Row({ id, section }: { id: string; section: ContentSection | undefined }) {
  if (!section) return null;
  return (
    <section
      aria-labelledby={id}
      className="grid grid-cols-1 gap-5 border-t border-line pt-8 md:pt-10 lg:grid-cols-12 lg:gap-12"
      data-section-id={section.sectionId}
    >
      <h2 id={id} className="text-xl font-semibold tracking-tight text-ink md:text-2xl lg:col-span-4">
        {section.title}
      </h2>
      <div className="min-w-0 lg:col-span-8">
        <SectionBody body={section.body} caption={section.title} />
      </div>
    </section>
  );
}

/**
 * The content sections of spec §9 below the purchase area, in the shopper's language: the
 * description and features, who it is made for, the specification table, floor plans for pods,
 * and what the vendor says for vendor products. The summary sits by the title; the SEO and
 * quick-view sections are not for this page.
 */
export function ProductSections({ product }: ProductSectionsProps) {
  const t = useProductT();
  const { sections } = product;
  const madeForYou = sectionOf(sections, CONTENT_SECTION.MADE_FOR_YOU);
  const isPod = product.kind === PRODUCT_KIND.POD;
  const vendor = product.is_vendor_product;

  return (
    <div className="mt-16 flex flex-col gap-10 md:mt-24 md:gap-14">
      <Row id="section-description" section={sectionOf(sections, CONTENT_SECTION.DESCRIPTION)} />
      <Row id="section-features" section={sectionOf(sections, CONTENT_SECTION.FEATURE)} />
      {madeForYou ? (
        <section
          aria-labelledby="section-made-for-you"
          className="rounded-3xl bg-canvas px-6 py-10 md:px-12 md:py-14"
          data-section-id={madeForYou.sectionId}
        >
          <p className="text-xs font-semibold uppercase tracking-[0.16em] text-accent">{t('sections.madeForYouEyebrow')}</p>
          <h2 id="section-made-for-you" className="mt-2 text-2xl font-semibold tracking-tight text-ink md:text-3xl">
            {madeForYou.title}
          </h2>
          <div className="mt-5 max-w-3xl">
            <SectionBody body={madeForYou.body} />
          </div>
        </section>
      ) : null}
      <Row id="section-specification" section={sectionOf(sections, CONTENT_SECTION.SPECIFICATION)} />
      {isPod ? <Row id="section-floor-plans" section={sectionOf(sections, CONTENT_SECTION.FLOOR_PLANS)} /> : null}
      {vendor ? <Row id="section-vendor-description" section={sectionOf(sections, CONTENT_SECTION.VENDOR_DESCRIPTION)} /> : null}
      {vendor ? <Row id="section-vendor-features" section={sectionOf(sections, CONTENT_SECTION.VENDOR_FEATURES)} /> : null}
    </div>
  );
}
