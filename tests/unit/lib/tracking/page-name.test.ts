import { describe, expect, it } from 'vitest';
import { pageNameOf, routeKindOf, trackedPathOf } from '@/lib/tracking/page-name';

describe('pageNameOf (spec §2 page naming)', () => {
  it('names the home page "homepage"', () => {
    expect(pageNameOf('/')).toBe('homepage');
    expect(pageNameOf('')).toBe('homepage');
  });

  it('keeps the name of /hybrid', () => {
    expect(pageNameOf('/hybrid')).toBe('hybrid');
    expect(pageNameOf('/hybrid/')).toBe('hybrid');
  });

  it('names a category page from its route pattern', () => {
    expect(pageNameOf('/standing-desks-x', '/[categorySlug]')).toBe('category_page');
    expect(pageNameOf('/chairs', 'category')).toBe('category_page');
  });

  it('names a product page from its route pattern', () => {
    expect(pageNameOf('/chairs/ergochair-pro', '/[categorySlug]/[productSlug]')).toBe('product_detail_page');
    expect(pageNameOf('/chairs/ergochair-pro', 'product_detail')).toBe('product_detail_page');
  });

  it('names any other page by its path with slashes turned into underscores, leading one kept', () => {
    expect(pageNameOf('/cart')).toBe('_cart');
    expect(pageNameOf('/customer/your-orders')).toBe('_customer_your-orders');
    expect(pageNameOf('/help-center/shipping/returns', '/help-center/[sectionSlug]/[slug]')).toBe('_help-center_shipping_returns');
  });

  it('ignores the query string and fragment', () => {
    expect(pageNameOf('/search?q=desk#results')).toBe('_search');
    expect(pageNameOf('/?quickview=1')).toBe('homepage');
  });

  it('strips the locale prefix so a page has one name in every language', () => {
    expect(pageNameOf('/fr-FR/cart')).toBe('_cart');
    expect(pageNameOf('/de-DE')).toBe('homepage');
    expect(pageNameOf('/en-GB/hybrid')).toBe('hybrid');
    expect(pageNameOf('/en-ca/cart')).toBe('_cart');
  });

  it('does not mistake a path that only starts like a locale for a locale prefix', () => {
    expect(pageNameOf('/fr-FRance')).toBe('_fr-FRance');
  });

  it('accepts a full URL', () => {
    expect(pageNameOf('https://deskhaus.example/fr-FR/customer/profile?tab=1')).toBe('_customer_profile');
  });

  it('drops a trailing slash', () => {
    expect(pageNameOf('/cart/')).toBe('_cart');
  });

  it('names by path when the route pattern is neither a category nor a product page', () => {
    expect(pageNameOf('/cart', '/cart')).toBe('_cart');
    expect(pageNameOf('/ourblog/a/b', '/ourblog/[...slug]')).toBe('_ourblog_a_b');
  });
});

describe('routeKindOf', () => {
  it('recognises one dynamic segment as a category and two as a product page', () => {
    expect(routeKindOf('/[categorySlug]')).toBe('category');
    expect(routeKindOf('/[category]')).toBe('category');
    expect(routeKindOf('/[categorySlug]/[productSlug]')).toBe('product_detail');
  });

  it('does not treat static, nested or catch-all routes as category or product pages', () => {
    expect(routeKindOf('/')).toBeUndefined();
    expect(routeKindOf('/cart')).toBeUndefined();
    expect(routeKindOf('/store/[store]')).toBeUndefined();
    expect(routeKindOf('/[...slug]')).toBeUndefined();
    expect(routeKindOf('/[[...slug]]')).toBeUndefined();
    expect(routeKindOf('/[a]/[b]/[c]')).toBeUndefined();
  });
});

describe('trackedPathOf', () => {
  it('reduces a URL to its bare path', () => {
    expect(trackedPathOf('https://x.example/en-CA/cart/?a=1')).toBe('/cart');
    expect(trackedPathOf('cart')).toBe('/cart');
  });
});
