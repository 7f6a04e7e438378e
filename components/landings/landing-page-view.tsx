import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { faqPageJsonLd } from '@/lib/content/content-json-ld';
import { landingPictureSrc } from '@/lib/content/landing-picture';
import type { LandingPageData, LandingViewBlock } from '@/lib/content/landing-view';
import type { JsonLdThing } from '@/lib/seo/json-ld';
import { ComparisonBlock, CountdownBlock, CtaBlock, FaqBlock, HeroBlock, PictureBlock, ProductsBlock, TestimonialsBlock, TextBlock } from './landing-blocks-view';

function Block({ block, first }: { block: LandingViewBlock; first: boolean }) {
  switch (block.type) {
    case 'hero':
      return <HeroBlock block={block} first={first} />;
    case 'text':
      return <TextBlock block={block} />;
    case 'picture':
      return <PictureBlock block={block} />;
    case 'products':
      return <ProductsBlock block={block} />;
    case 'comparison':
      return <ComparisonBlock block={block} />;
    case 'testimonials':
      return <TestimonialsBlock block={block} />;
    case 'faq':
      return <FaqBlock block={block} />;
    case 'cta':
      return <CtaBlock block={block} />;
    case 'countdown':
      return <CountdownBlock block={block} />;
  }
}

/** A campaign, landing or persona page: its blocks in order, FAQPage data from its FAQ blocks. */
export function LandingPageView({ page, preview = false }: LandingPageData) {
  const { t } = useTranslation('landings');
  const blocks = page.blocks;
  const startsWithHero = blocks[0]?.type === 'hero';
  const faq = blocks.flatMap((block) => (block.type === 'faq' ? block.content.items : []));
  const jsonLd: JsonLdThing[] = faq.length > 0 ? [faqPageJsonLd(faq)] : [];
  const picture = blocks.find((block) => block.settings.picture)?.settings.picture;
  const crumbs = [
    { name: t('crumbs.home'), path: '/' },
    { name: page.title, path: page.path },
  ];
  return (
    <>
      <PageHead pageKind="other" path={page.path} query={{}} title={page.title} description={page.description} image={picture ? landingPictureSrc(picture) : undefined} noIndex={preview} breadcrumbs={crumbs} jsonLd={jsonLd} />
      {preview && (
        <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-sand-900">
          {t('preview')}
        </p>
      )}
      <div className="container-page flex flex-col gap-14 py-10 md:gap-20 md:py-16">
        {!startsWithHero && <h1 className="text-3xl font-semibold tracking-tight text-balance text-ink md:text-4xl">{page.title}</h1>}
        {blocks.map((block, index) => (
          <Block key={block.id} block={block} first={index === 0} />
        ))}
      </div>
    </>
  );
}
