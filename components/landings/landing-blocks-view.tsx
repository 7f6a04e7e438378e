import Image from 'next/image';
import Link from '@/components/common/store-link';
import { ProductCard } from '@/components/catalog/product-card';
import { RenderedMarkdown } from '@/components/content/rendered-markdown';
import { landingPictureSrc } from '@/lib/content/landing-picture';
import type { LandingViewBlock } from '@/lib/content/landing-view';
import { LandingCountdown } from './landing-countdown';

type BlockOf<T extends LandingViewBlock['type']> = Extract<LandingViewBlock, { type: T }>;

const H2 = 'text-2xl font-semibold tracking-tight text-balance text-ink md:text-3xl';
const BUTTON = 'inline-flex min-h-11 items-center justify-center rounded-full bg-ink px-6 py-2.5 text-sm font-semibold text-white hover:bg-sand-800';

function LandingPicture({ pictureKey, alt, priority = false, sizes }: { pictureKey: string; alt: string; priority?: boolean; sizes: string }) {
  return (
    <div className="relative aspect-[3/2] overflow-hidden rounded-2xl bg-canvas">
      <Image src={landingPictureSrc(pictureKey)} alt={alt} fill sizes={sizes} priority={priority} className="object-cover" />
    </div>
  );
}

/** The page's first block is a hero with the h1; a later hero (rare) gets an h2. */
export function HeroBlock({ block, first }: { block: BlockOf<'hero'>; first: boolean }) {
  const { content, settings } = block;
  const Heading = first ? 'h1' : 'h2';
  return (
    <section className="grid items-center gap-8 md:grid-cols-2 md:gap-12">
      <div>
        {content.eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{content.eyebrow}</p>}
        <Heading className="mt-2 text-3xl font-semibold tracking-tight text-balance text-ink md:text-5xl">{content.heading}</Heading>
        {content.lead && <p className="mt-4 text-lg text-pretty text-sand-700">{content.lead}</p>}
        {settings.href && content.ctaLabel && (
          <p className="mt-6">
            <Link href={settings.href} className={BUTTON}>
              {content.ctaLabel}
            </Link>
          </p>
        )}
      </div>
      {settings.picture && <LandingPicture pictureKey={settings.picture} alt="" priority={first} sizes="(max-width: 767px) 100vw, 50vw" />}
    </section>
  );
}

export function TextBlock({ block }: { block: BlockOf<'text'> }) {
  return (
    <section id={block.settings.anchor} className="max-w-3xl scroll-mt-24">
      {block.content.heading && <h2 className={H2}>{block.content.heading}</h2>}
      <RenderedMarkdown html={block.content.html} />
    </section>
  );
}

export function PictureBlock({ block }: { block: BlockOf<'picture'> }) {
  return (
    <figure className="max-w-4xl">
      {block.settings.picture && <LandingPicture pictureKey={block.settings.picture} alt={block.content.alt} sizes="(max-width: 1023px) 100vw, 896px" />}
      {block.content.caption && <figcaption className="mt-3 text-sm text-sand-600">{block.content.caption}</figcaption>}
    </figure>
  );
}

export function ProductsBlock({ block }: { block: BlockOf<'products'> }) {
  const products = block.products ?? [];
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={`block-${block.id}`}>
      <h2 id={`block-${block.id}`} className={H2}>
        {block.content.heading}
      </h2>
      {block.content.lead && <p className="mt-2 max-w-3xl text-sand-700">{block.content.lead}</p>}
      <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.code}>
            <ProductCard product={product} sizes="(max-width: 767px) 50vw, (max-width: 1023px) 33vw, 25vw" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ComparisonBlock({ block }: { block: BlockOf<'comparison'> }) {
  const { heading, columns, rows } = block.content;
  return (
    <section aria-labelledby={`block-${block.id}`}>
      <h2 id={`block-${block.id}`} className={H2}>
        {heading}
      </h2>
      <div className="mt-6 overflow-x-auto rounded-xl border border-line" role="region" aria-labelledby={`block-${block.id}`} tabIndex={0}>
        <table className="w-full min-w-[32rem] border-collapse text-sm">
          <thead className="bg-sand-50">
            <tr>
              <td className="px-4 py-3" />
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 text-left font-semibold text-ink">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-line">
                <th scope="row" className="px-4 py-3 text-left font-medium text-ink">
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={index} className="px-4 py-3 align-top text-sand-700">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function TestimonialsBlock({ block }: { block: BlockOf<'testimonials'> }) {
  return (
    <section aria-labelledby={`block-${block.id}`}>
      <h2 id={`block-${block.id}`} className={H2}>
        {block.content.heading}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {block.content.items.map((item) => (
          <li key={item.name + item.quote.slice(0, 20)} className="rounded-2xl border border-line bg-white p-6">
            <figure>
              <blockquote className="text-pretty text-sand-800">“{item.quote}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold text-ink">{item.name}</span>
                {item.role && <span className="block text-sand-600">{item.role}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FaqBlock({ block }: { block: BlockOf<'faq'> }) {
  return (
    <section aria-labelledby={`block-${block.id}`} className="max-w-3xl">
      <h2 id={`block-${block.id}`} className={H2}>
        {block.content.heading}
      </h2>
      <div className="mt-4 divide-y divide-line border-y border-line">
        {block.content.items.map((item) => (
          <details key={item.question} className="group py-4">
            <summary className="cursor-pointer list-none font-medium text-ink marker:hidden">
              <span className="flex items-start justify-between gap-4">
                {item.question}
                <span aria-hidden="true" className="text-sand-500 transition-transform group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <RenderedMarkdown html={item.answerHtml} className="mt-2 [&_p]:my-2" />
          </details>
        ))}
      </div>
    </section>
  );
}

export function CtaBlock({ block }: { block: BlockOf<'cta'> }) {
  return (
    <section className="rounded-3xl bg-accent-50 px-6 py-10 text-center md:px-12">
      <h2 className={H2}>{block.content.heading}</h2>
      {block.content.body && <p className="mx-auto mt-3 max-w-2xl text-pretty text-sand-700">{block.content.body}</p>}
      {block.settings.href && (
        <p className="mt-6">
          <Link href={block.settings.href} className={BUTTON}>
            {block.content.label}
          </Link>
        </p>
      )}
    </section>
  );
}

export function CountdownBlock({ block }: { block: BlockOf<'countdown'> }) {
  return (
    <section aria-labelledby={`block-${block.id}`} className="rounded-3xl border border-line bg-white px-6 py-8 md:px-10">
      <h2 id={`block-${block.id}`} className={H2}>
        {block.content.heading}
      </h2>
      {block.content.body && <p className="mt-2 max-w-2xl text-sand-700">{block.content.body}</p>}
      {block.settings.endsAt && <LandingCountdown endsAt={block.settings.endsAt} dateLabel={block.dateLabel ?? ''} endedText={block.content.endedText} />}
    </section>
  );
}
