/*
 * Review texts for the seeded catalog, in the store's three languages (issue 20 item 8: seeded
 * reviews must read like real ones). A text is put together from a title, an opening, one or two
 * details about the kind of product (a desk's wobble at full height and motor noise, a chair's
 * lumbar support and fabric, assembly, delivery) and a closing line, all chosen by how happy the
 * shopper was, so the texts of one product differ from each other (reviewTextsFor never repeats one).
 */
import { DE_BANK } from './seed-review-bank-de';
import { EN_BANK } from './seed-review-bank-en';
import { FR_BANK } from './seed-review-bank-fr';

export type SeedLanguage = 'en' | 'fr' | 'de';
export type Mood = 'delighted' | 'pleased' | 'mixed' | 'unhappy';
/** What the details talk about: standing desks and frames, chairs, or anything else. */
export type ProductFamily = 'desk' | 'chair' | 'other';

export interface SeedReviewBank {
  titles: Record<Mood, readonly string[]>;
  openers: Record<Mood, readonly string[]>;
  details: Record<ProductFamily, { good: readonly string[]; bad: readonly string[] }>;
  closers: Record<Mood, readonly string[]>;
  authors: readonly string[];
}

export const SEED_REVIEW_BANKS: Record<SeedLanguage, SeedReviewBank> = { en: EN_BANK, fr: FR_BANK, de: DE_BANK };

/** The subset of the seed's random source this needs. */
export interface SeedRandom {
  next(): number;
  pick<T>(items: readonly T[]): T;
}

export function moodOf(rating: number): Mood {
  if (rating >= 5) return 'delighted';
  if (rating === 4) return 'pleased';
  if (rating === 3) return 'mixed';
  return 'unhappy';
}

export function productFamilyOf(categorySlug: string): ProductFamily {
  if (categorySlug === 'standing-desks' || categorySlug === 'desk-frames') return 'desk';
  if (categorySlug === 'office-chairs' || categorySlug === 'gaming') return 'chair';
  return 'other';
}

/** Two different items of a list (one when it has one). */
function pickTwo(items: readonly string[], random: SeedRandom): string[] {
  const first = random.pick(items);
  const rest = items.filter((item) => item !== first);
  return rest.length > 0 ? [first, random.pick(rest)] : [first];
}

function detailsFor(mood: Mood, details: SeedReviewBank['details'][ProductFamily], random: SeedRandom): string[] {
  switch (mood) {
    case 'delighted':
      return pickTwo(details.good, random);
    case 'pleased':
      return random.next() < 0.5 ? pickTwo(details.good, random) : [random.pick(details.good), random.pick(details.bad)];
    case 'mixed':
      return [random.pick(details.good), random.pick(details.bad)];
    case 'unhappy':
      return pickTwo(details.bad, random);
  }
}

export interface SeedReviewText {
  title: string;
  body: string;
}

/** One review text for a rating, language and kind of product. */
export function reviewTextFor(rating: number, language: SeedLanguage, family: ProductFamily, random: SeedRandom): SeedReviewText {
  const bank = SEED_REVIEW_BANKS[language];
  const mood = moodOf(rating);
  const parts = [random.pick(bank.openers[mood]), ...detailsFor(mood, bank.details[family], random), random.pick(bank.closers[mood])];
  // Some shoppers write one line, most a few sentences.
  const body = random.next() < 0.15 ? parts.slice(1, -1).join(' ') : parts.join(' ');
  return { title: random.pick(bank.titles[mood]), body };
}

export interface SeedReviewDraft extends SeedReviewText {
  authorName: string;
  language: SeedLanguage;
}

/**
 * Texts and authors for the reviews of one product: no two with the same body, and no author
 * twice (a few tries for a fresh combination: each mood and family has well over a hundred, and a
 * product gets at most six written reviews).
 */
const MAX_ATTEMPTS = 200;

export function reviewTextsFor(reviews: readonly { rating: number; language: SeedLanguage }[], family: ProductFamily, random: SeedRandom): SeedReviewDraft[] {
  const bodies = new Set<string>();
  const authors = new Set<string>();
  return reviews.map(({ rating, language }, index) => {
    let text = reviewTextFor(rating, language, family, random);
    for (let attempt = 0; attempt < MAX_ATTEMPTS && bodies.has(text.body); attempt += 1) text = reviewTextFor(rating, language, family, random);
    bodies.add(text.body);
    const fresh = SEED_REVIEW_BANKS[language].authors.filter((name) => !authors.has(name));
    const authorName = fresh.length > 0 ? random.pick(fresh) : `${random.pick(SEED_REVIEW_BANKS[language].authors)} ${index + 1}`;
    authors.add(authorName);
    return { ...text, authorName, language };
  });
}
