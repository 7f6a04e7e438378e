import Image from 'next/image';
import type { CSSProperties, ReactNode } from 'react';
import type { StorefrontBrand } from '@/lib/brands/storefront-brand';

interface StorefrontBrandHeaderProps {
  brand: StorefrontBrand;
  name: string;
  eyebrow: string;
  heading: string;
  lead: string;
  meta: string | null;
  breadcrumbs: ReactNode;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2);
}

/**
 * The top of a brand's /store/{slug}: its banner, logo and accent colour. The colour is a custom
 * property of this header only (the rest of the store keeps its own look); its text colour was
 * chosen by the contrast rule on the server. Pictures carry their size, so nothing shifts.
 */
export function StorefrontBrandHeader({ brand, name, eyebrow, heading, lead, meta, breadcrumbs }: StorefrontBrandHeaderProps) {
  const style = brand.accent ? ({ '--store-accent': brand.accent.background, '--store-accent-text': brand.accent.text } as CSSProperties) : undefined;
  const panel = brand.accent ? 'bg-[var(--store-accent)] text-[var(--store-accent-text)]' : 'bg-white text-ink';
  return (
    <header className="container-page pt-5 pb-2 md:pt-8" data-testid="storefront-header" style={style}>
      {breadcrumbs}
      <div className="mt-4 overflow-hidden rounded-3xl border border-sand-200 md:mt-6">
        {brand.banner ? (
          <Image
            src={brand.banner.src}
            width={brand.banner.width}
            height={brand.banner.height}
            alt=""
            unoptimized
            loading="lazy"
            decoding="async"
            sizes="(min-width: 1280px) 1200px, 100vw"
            className="aspect-[4/1] h-auto w-full bg-sand-100 object-cover"
            data-testid="storefront-banner"
          />
        ) : null}
        <div className={`flex items-start gap-5 p-5 md:items-center md:gap-8 md:p-8 ${panel}`} data-testid="storefront-accent">
          {brand.logo ? (
            <Image
              src={brand.logo.src}
              width={brand.logo.width}
              height={brand.logo.height}
              alt={name}
              unoptimized
              className="size-16 shrink-0 rounded-2xl bg-white object-contain p-1 md:size-20"
              data-testid="storefront-logo"
            />
          ) : (
            <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white text-xl font-semibold text-ink md:size-20 md:text-2xl">
              {initials(name)}
            </span>
          )}
          <div className="min-w-0 max-w-2xl flex-1">
            <p className="text-xs font-semibold tracking-[0.12em] uppercase">{eyebrow}</p>
            <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance md:text-[2.75rem] md:leading-tight">{heading}</h1>
            {lead ? <p className="mt-3 text-base text-pretty md:text-lg">{lead}</p> : null}
            {meta ? <p className="mt-3 text-sm font-medium">{meta}</p> : null}
          </div>
        </div>
      </div>
    </header>
  );
}
