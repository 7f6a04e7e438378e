import { describe, expect, it } from 'vitest';
import { listingStatusOf } from '@/lib/catalog/listing-rules';
import productImageLoader, { pictureFileUrl, productPictureSrc } from '@/lib/images/product-image-loader';
import { bodyOf, emptyDraft } from '@/components/brand/listings/listing-form-state';
import { parseAmount } from '@/components/brand/listings/money-input';
import { slugBase } from '@/server/catalog/brand-listings/create-vendor-listing';
import { pictureName } from '@/server/catalog/brand-listings/listing-view';

const SET = '0123456789abcdef0123456789abcdef';

describe('listing status', () => {
  it('an approved listing is published or unpublished; the other states are themselves', () => {
    expect(listingStatusOf('approved', true)).toBe('published');
    expect(listingStatusOf('approved', false)).toBe('unpublished');
    expect(listingStatusOf('pending', false)).toBe('pending');
    expect(listingStatusOf('refused', true)).toBe('refused');
  });
});

describe('uploaded pictures through the image loader', () => {
  it('maps an uploaded key and its views to the database route at a stored width', () => {
    expect(productPictureSrc(`upl-${SET}`)).toBe(`/api/v1/product-pictures/upl-${SET}.webp`);
    expect(productImageLoader({ src: productPictureSrc(`upl-${SET}`, 'angle'), width: 500 })).toBe(`/api/v1/product-pictures/upl-${SET}-angle-640.webp`);
    expect(pictureFileUrl('products', pictureName(SET, 4), 160)).toBe(`/api/v1/product-pictures/upl-${SET}-p4-160.webp`);
    expect(productImageLoader({ src: productPictureSrc(`upl-${SET}`, 'detail'), width: 2000 })).toBe(`/api/v1/product-pictures/upl-${SET}-detail-1280.webp`);
  });

  it('leaves the seeded pictures where they were', () => {
    expect(productImageLoader({ src: productPictureSrc('office-chair_black_mesh'), width: 300 })).toBe('/generated/products/office-chair_black_mesh-320.webp');
  });
});

describe('the listing form', () => {
  it('reads amounts as cents and refuses anything else', () => {
    expect(parseAmount('649')).toBe(64_900);
    expect(parseAmount('649,5')).toBe(64_950);
    expect(parseAmount(' 1 299.99 ')).toBe(129_999);
    for (const text of ['', 'abc', '1.999', '-5', '1e3']) expect(parseAmount(text)).toBeNull();
  });

  it('names the first thing to fix before sending', () => {
    const draft = emptyDraft();
    expect(bodyOf(draft)).toEqual({ problem: { kind: 'category' } });
    draft.categoryId = '3';
    draft.variants[0]!.prices = { USD: '10', CAD: '12', GBP: '', EUR: '9' };
    expect(bodyOf(draft)).toEqual({ problem: { kind: 'price', variant: 0, currency: 'GBP' } });
    draft.variants[0]!.prices.GBP = '8.50';
    draft.features.en = 'Oak\n\n  Steel  ';
    const result = bodyOf(draft);
    expect('body' in result && result.body.variants[0]!.prices).toEqual({ USD: 1000, CAD: 1200, GBP: 850, EUR: 900 });
    expect('body' in result && result.body.vendor_features.en).toEqual(['Oak', 'Steel']);
  });
});

describe('listing slugs', () => {
  it('are ASCII words of the English name', () => {
    expect(slugBase('Tagus Oak Standing Desk')).toBe('tagus-oak-standing-desk');
    expect(slugBase('Fauteuil « Élégance » 2.0')).toBe('fauteuil-elegance-2-0');
    expect(slugBase('!!!')).toBe('product');
  });
});
