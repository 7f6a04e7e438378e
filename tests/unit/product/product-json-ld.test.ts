import { describe, expect, it } from 'vitest';
import { majorUnitsString, productJsonLd, type ProductJsonLdInput } from '@/lib/product/product-json-ld';

const INPUT: ProductJsonLdInput = {
  name: 'Lumo Pro Standing Desk',
  description: 'Electric standing desk.',
  sku: 'DH000010-01',
  productCode: 'DH000010',
  url: 'https://deskhaus.example/standing-desks/lumo-pro-standing-desk',
  images: ['https://deskhaus.example/generated/products/a-960.webp'],
  brand: 'Deskhaus',
  category: 'Standing desks',
  amount: 129_999,
  currency: 'USD',
  availability: 'https://schema.org/InStock',
  ratingAverage: 4.567,
  reviewCount: 12,
};

describe('Product structured data', () => {
  it('gives the Offer price in major units as a string, with currency, availability and url', () => {
    const thing = productJsonLd(INPUT);
    expect(thing).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: INPUT.name, sku: INPUT.sku, brand: { '@type': 'Brand', name: 'Deskhaus' } });
    expect(thing.offers).toEqual({
      '@type': 'Offer',
      url: INPUT.url,
      price: '1299.99',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    });
  });

  it('writes whole amounts with two decimals', () => {
    expect(majorUnitsString(49_900)).toBe('499.00');
    expect(majorUnitsString(5)).toBe('0.05');
  });

  it('adds AggregateRating only when there are reviews', () => {
    expect(productJsonLd(INPUT).aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.57, reviewCount: 12, bestRating: 5, worstRating: 1 });
    expect(productJsonLd({ ...INPUT, reviewCount: 0, ratingAverage: 0 })).not.toHaveProperty('aggregateRating');
  });

  it('states until when a flash-sale price is valid', () => {
    expect(productJsonLd({ ...INPUT, priceValidUntil: '2026-11-24T08:00:00.000Z' }).offers).toMatchObject({ priceValidUntil: '2026-11-24' });
  });

  it('carries Review entries when the reviews work passes them', () => {
    const thing = productJsonLd({ ...INPUT, reviews: [{ author: 'Ada', ratingValue: 5, reviewBody: 'Solid.', datePublished: '2026-10-02' }] });
    expect(thing.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ada' },
        datePublished: '2026-10-02',
        reviewBody: 'Solid.',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
    ]);
    expect(productJsonLd(INPUT)).not.toHaveProperty('review');
  });
});
