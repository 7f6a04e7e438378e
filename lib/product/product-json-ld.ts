import { SCHEMA_CONTEXT, type JsonLdThing } from '@/lib/seo/json-ld';
import type { SchemaAvailability } from './stock-state';

/** One review as structured data; the reviews work fills these in (the page passes none yet). */
export interface ReviewJsonLdInput {
  author: string;
  /** 1 to 5. */
  ratingValue: number;
  reviewBody: string;
  /** ISO date (YYYY-MM-DD or a full timestamp). */
  datePublished: string;
  name?: string;
}

export interface ProductJsonLdInput {
  name: string;
  description: string;
  sku: string;
  /** The product's public code, given as schema.org productID. */
  productCode: string;
  /** Absolute canonical URL of the product page. */
  url: string;
  /** Absolute picture URLs, the main picture first. */
  images: readonly string[];
  brand: string;
  category: string;
  /** Price of the offered variant in minor units. */
  amount: number;
  currency: string;
  availability: SchemaAvailability;
  /** ISO timestamp when a flash-sale price stops; the offer price is valid until then. */
  priceValidUntil?: string | null;
  ratingAverage: number;
  reviewCount: number;
  reviews?: readonly ReviewJsonLdInput[];
}

/** schema.org wants a decimal string in major units: 129999 cents is "1299.99". */
export function majorUnitsString(minor: number): string {
  return (minor / 100).toFixed(2);
}

function reviewJsonLd(review: ReviewJsonLdInput): JsonLdThing {
  return {
    '@type': 'Review',
    ...(review.name ? { name: review.name } : {}),
    author: { '@type': 'Person', name: review.author },
    datePublished: review.datePublished,
    reviewBody: review.reviewBody,
    reviewRating: { '@type': 'Rating', ratingValue: review.ratingValue, bestRating: 5, worstRating: 1 },
  };
}

/**
 * Product structured data: the Offer of the variant the page opens on, AggregateRating only when
 * there are reviews (an empty rating is invalid), and Review entries when given.
 */
export function productJsonLd(input: ProductJsonLdInput): JsonLdThing {
  const offer: JsonLdThing = {
    '@type': 'Offer',
    url: input.url,
    price: majorUnitsString(input.amount),
    priceCurrency: input.currency,
    availability: input.availability,
    itemCondition: 'https://schema.org/NewCondition',
    ...(input.priceValidUntil ? { priceValidUntil: input.priceValidUntil.slice(0, 10) } : {}),
  };
  const thing: JsonLdThing = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Product',
    name: input.name,
    description: input.description,
    sku: input.sku,
    productID: input.productCode,
    url: input.url,
    image: [...input.images],
    brand: { '@type': 'Brand', name: input.brand },
    category: input.category,
    offers: offer,
  };
  if (input.reviewCount > 0 && input.ratingAverage > 0) {
    thing.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Number(input.ratingAverage.toFixed(2)),
      reviewCount: input.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  if (input.reviews && input.reviews.length > 0) thing.review = input.reviews.map(reviewJsonLd);
  return thing;
}
