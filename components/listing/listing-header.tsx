import dynamic from 'next/dynamic';
import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';
import type { ListingHeaderData } from '@/lib/catalog/listing-types';
import { DrawnPicture } from '@/components/common/drawn-picture';
import { pictureFileUrl } from '@/lib/images/picture-urls';
import type { Breadcrumb } from '@/lib/seo/json-ld';
import { ListingBreadcrumbs } from './listing-breadcrumbs';
import { ListingHighlights } from './listing-highlights';

// Only a brand's store shows it: server-rendered there, not in every category's first load (decision 0056).
const StorefrontBrandHeader = dynamic(() => import('@/components/brand/profile/storefront-brand-header').then((module) => module.StorefrontBrandHeader));

/* The two landing categories of spec §2 get richer copy (eyebrow, highlights, picture). */
const RICH_CATEGORIES: ReadonlySet<string> = new Set(['standing-desks', 'office-chairs']);
/* The tile is 176 CSS px at most: 240 for a 1x screen, 480 for 2x and more. */
const TILE_WIDTHS = [160, 240, 320, 480] as const;

interface ListingHeaderProps {
  header: ListingHeaderData;
  title: string;
  breadcrumbs: readonly Breadcrumb[];
}

/** The top of a listing page: trail, title and the words that set the scene. */
export function ListingHeader({ header, title, breadcrumbs }: ListingHeaderProps) {
  const { t } = useTranslation('listing');
  const rich = header.kind === 'category' && RICH_CATEGORIES.has(header.slug);
  const tileKey = header.kind === 'category' ? header.imageKey : undefined;

  let eyebrow: string | null = null;
  let heading = title;
  let lead: string;
  let meta: string | null = null;
  switch (header.kind) {
    case 'category':
      eyebrow = rich ? t(`landing.${header.slug}.eyebrow`) : null;
      lead = header.description;
      break;
    case 'collection':
      eyebrow = t(`collections.${header.collection}.eyebrow`);
      lead = t(`collections.${header.collection}.description`);
      break;
    case 'vendor':
      eyebrow = t('store.eyebrow');
      heading = header.name;
      lead = header.description;
      meta = `${t('store.basedIn', { country: header.countryName })} · ${t('store.productCount', { count: header.productCount })}`;
      break;
  }

  if (header.kind === 'vendor' && header.brand) {
    return (
      <StorefrontBrandHeader
        brand={header.brand}
        name={header.name}
        eyebrow={eyebrow ?? ''}
        heading={heading}
        lead={lead}
        meta={meta}
        breadcrumbs={<ListingBreadcrumbs crumbs={breadcrumbs} />}
      />
    );
  }

  return (
    <header className="container-page pt-5 pb-2 md:pt-8">
      <ListingBreadcrumbs crumbs={breadcrumbs} />
      <div className="mt-4 flex items-start gap-6 md:mt-6 md:items-center md:gap-10">
        {header.kind === 'vendor' ? (
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-accent-50 text-xl font-semibold text-accent-700 md:size-20 md:text-2xl"
          >
            {header.name
              .split(/\s+/)
              .map((word) => word.charAt(0))
              .join('')
              .slice(0, 2)}
          </span>
        ) : null}
        <div className="min-w-0 max-w-2xl flex-1">
          {eyebrow ? (
            <p className={clsx('text-xs font-semibold tracking-[0.12em] uppercase', header.kind === 'collection' && header.collection === 'sale' ? 'text-sale' : 'text-accent-700')}>
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance text-ink md:text-[2.75rem] md:leading-tight">{heading}</h1>
          <p className="mt-3 text-base text-pretty text-ink-muted md:text-lg">{lead}</p>
          {meta ? <p className="mt-3 text-sm font-medium text-ink">{meta}</p> : null}
        </div>
        {rich && header.kind === 'category' && tileKey ? (
          <div className="relative ms-auto hidden aspect-square w-36 shrink-0 overflow-hidden rounded-3xl bg-canvas md:block lg:w-44">
            <DrawnPicture urlOf={(width) => pictureFileUrl('categories', tileKey, width)} widths={TILE_WIDTHS} alt="" sizes="176px" className="absolute inset-0 size-full object-cover" />
          </div>
        ) : null}
      </div>
      {rich && header.kind === 'category' ? <ListingHighlights slug={header.slug} /> : null}
    </header>
  );
}
