import { useTranslation } from '@/components/i18n/use-translation';
import { ComparisonBlock, CountdownBlock, CtaBlock, FaqBlock, HeroBlock, PictureBlock, TestimonialsBlock, TextBlock } from '@/components/landings/landing-blocks-view';
import { landingDocumentSchema, renderBlockContent, type LandingDocument, type LandingLanguage } from '@/lib/content/landing-blocks';
import type { LandingViewBlock } from '@/lib/content/landing-view';

/**
 * The draft as the page will show it, in one language, drawn by the store's own block
 * components with the same Markdown renderer. Product grids are read from the catalog when the
 * page renders, so the preview names their query instead of showing products.
 */
export function LandingPreview({ document, language }: { document: LandingDocument; language: LandingLanguage }) {
  const { t } = useTranslation('admin-landings');
  const checked = landingDocumentSchema.safeParse(document);
  if (!checked.success) return <p className="rounded-xl bg-amber-50 p-4 text-sm text-sand-900">{t('preview.incomplete')}</p>;
  const blocks: LandingViewBlock[] = checked.data.blocks.map((block, index) => ({ id: index + 1, type: block.type, settings: block.settings, content: renderBlockContent(block, language) }) as LandingViewBlock);
  return (
    <div className="flex flex-col gap-12 rounded-2xl border border-dashed border-sand-300 p-4 md:p-8" lang={language}>
      {blocks.map((block) => {
        switch (block.type) {
          case 'hero':
            // The admin page owns the h1: the preview's hero heading is an h2.
            return <HeroBlock key={block.id} block={block} first={false} />;
          case 'text':
            return <TextBlock key={block.id} block={block} />;
          case 'picture':
            return <PictureBlock key={block.id} block={block} />;
          case 'products':
            return (
              <section key={block.id} className="rounded-xl bg-sand-50 p-4">
                <h2 className="text-xl font-semibold text-ink">{block.content.heading}</h2>
                <p className="mt-1 text-sm text-sand-700">
                  {t('preview.products', { query: [...(block.settings.categorySlugs ?? []), ...(block.settings.productCodes ?? []), block.settings.collection ?? ''].filter(Boolean).join(', ') })}
                </p>
              </section>
            );
          case 'comparison':
            return <ComparisonBlock key={block.id} block={block} />;
          case 'testimonials':
            return <TestimonialsBlock key={block.id} block={block} />;
          case 'faq':
            return <FaqBlock key={block.id} block={block} />;
          case 'cta':
            return <CtaBlock key={block.id} block={block} />;
          case 'countdown':
            return <CountdownBlock key={block.id} block={{ ...block, dateLabel: block.settings.endsAt?.slice(0, 10) ?? '' }} />;
        }
      })}
    </div>
  );
}
