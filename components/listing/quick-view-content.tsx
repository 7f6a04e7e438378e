import { useEffect, useState } from 'react';
import Image from 'next/image';
import Link from '@/components/common/store-link';
import { DialogTitle } from '@headlessui/react';
import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';
import { ProductPrice } from '@/components/catalog/product-price';
import { RatingStars } from '@/components/catalog/rating-stars';
import type { ContentBodyData, ListingItemData, QuickViewData } from '@/lib/catalog/listing-types';
import { productPictureSrc } from '@/lib/images/product-image-loader';
import { trackViewItem } from '@/lib/tracking/data-layer';
import { PRODUCT_KIND } from '@/lib/constants/product-kinds';
import { chooseVariant, optionChoices } from './choose-variant';
import { QuickViewAddToCart } from './quick-view-add-to-cart';
import { quickViewAvailabilityText } from './availability-text';
import { useComponentLoadTracking } from '@/components/layout/use-component-load-tracking';

interface QuickViewContentProps {
  item: ListingItemData;
  quickView: QuickViewData;
}

function SectionBody({ body }: { body: ContentBodyData }) {
  switch (body.kind) {
    case 'bullets':
      return (
        <ul className="flex flex-col gap-2">
          {body.items.map((entry) => (
            <li key={entry} className="flex gap-2.5 text-sm text-ink">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-600" />
              {entry}
            </li>
          ))}
        </ul>
      );
    case 'paragraphs':
      return (
        <div className="flex flex-col gap-2 text-sm text-ink">
          {body.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      );
    case 'specs':
      return (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {body.rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-ink-muted">{row.label}</dt>
              <dd className="text-ink">{row.value}</dd>
            </div>
          ))}
        </dl>
      );
  }
}

/** The popup's body: picture, name, price, the quick-view feature section and the variant choice. */
export function QuickViewContent({ item, quickView }: QuickViewContentProps) {
  useComponentLoadTracking('quick_view_popup');
  const { t } = useTranslation('listing');
  const variants = quickView.variants;
  const [sku, setSku] = useState(() => (variants.find((variant) => variant.isDefault) ?? variants[0])?.sku);
  const variant = variants.find((candidate) => candidate.sku === sku) ?? variants[0];

  // Spec §7: view_item when the product is shown; once per opening, at the price first shown.
  useEffect(() => {
    if (!variant) return;
    trackViewItem({ currency: variant.price.currency, item: { id: item.code, name: item.name, priceMinor: variant.price.amount } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one event per opening, not per variant change
  }, [item.code]);

  if (!variant) return null;
  const choices = optionChoices(variants);
  const productHref = `/${item.categorySlug}/${item.slug}`;
  const availability = quickViewAvailabilityText(variant.availability, t);

  return (
    <div className="grid min-h-0 flex-1 overflow-y-auto overscroll-contain md:grid-cols-2">
      {/* Square on desktop like the picture itself, so a wide desk is never cropped to its middle;
          on phones a 4:3 frame keeps the sheet short and shows the whole square picture inside it. */}
      <div className="relative aspect-[4/3] shrink-0 bg-canvas md:aspect-square md:self-start">
        <Image src={productPictureSrc(variant.imageKey)} alt="" fill sizes="(max-width: 767px) 100vw, 448px" className="object-contain" />
      </div>
      <div className="flex flex-col gap-4 p-5 md:p-8">
        <div className="pe-10">
          {item.vendorName ? <p className="text-xs font-semibold tracking-[0.12em] text-accent-700 uppercase">{item.vendorName}</p> : null}
          <DialogTitle className="mt-1 text-2xl font-semibold tracking-tight text-balance text-ink">{item.name}</DialogTitle>
          {item.reviewCount > 0 ? (
            <div className="mt-2">
              <RatingStars rating={item.ratingAverage} count={item.reviewCount} />
            </div>
          ) : null}
        </div>
        <ProductPrice {...variant.price} size="lg" />
        <p className={clsx('text-sm font-medium', variant.purchasable ? (variant.inStock ? 'text-accent-700' : 'text-ink-muted') : 'text-sale')} data-testid="quick-view-availability">
          {availability}
        </p>
        {quickView.shortDescription ? <p className="text-sm text-pretty text-ink-muted">{quickView.shortDescription}</p> : null}
        {choices.map((choice) => {
          const selected = variant.options.find((option) => option.name === choice.name);
          return (
            <fieldset key={choice.name}>
              <legend className="text-sm text-ink-muted">
                {t(`quickView.options.${choice.name}`)}: <span className="font-medium text-ink">{selected?.label}</span>
              </legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {choice.values.map((value) => {
                  const checked = selected?.value === value.value;
                  return (
                    <label
                      key={value.value}
                      className={clsx(
                        'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-3.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600',
                        checked ? 'border-ink bg-ink text-white' : 'border-sand-300 text-ink hover:border-ink',
                      )}
                    >
                      <input
                        type="radio"
                        name={`quick-view-${choice.name}`}
                        value={value.value}
                        checked={checked}
                        onChange={() => setSku(chooseVariant(variants, variant, choice.name, value.value).sku)}
                        className="sr-only"
                      />
                      {value.swatch ? (
                        <span aria-hidden="true" className="size-4 rounded-full ring-1 ring-white/60 ring-inset" style={{ backgroundColor: value.swatch }} />
                      ) : null}
                      {value.label}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
        {quickView.section ? (
          <section aria-labelledby="quick-view-feature" className="rounded-2xl bg-surface p-4">
            <h3 id="quick-view-feature" className="mb-3 text-sm font-semibold text-ink">
              {quickView.section.title}
            </h3>
            <SectionBody body={quickView.section.body} />
          </section>
        ) : null}
        {/* On phones the actions stay in reach at the bottom of the sheet. */}
        <div className="sticky bottom-0 -mx-5 mt-auto flex flex-col gap-2 border-t border-line bg-white px-5 pt-3 pb-4 md:static md:mx-0 md:border-0 md:p-0 md:pt-2">
          {/* A gift card needs its recipient, which only its page asks for. */}
          {item.kind !== PRODUCT_KIND.GIFT_CARD ? <QuickViewAddToCart code={item.code} sku={variant.sku} /> : null}
          <Link href={productHref} className={item.kind === PRODUCT_KIND.GIFT_CARD ? 'btn-primary w-full' : 'btn-secondary w-full'}>
            {t('quickView.details')}
          </Link>
        </div>
      </div>
    </div>
  );
}
