import { CONTENT_SECTION } from '@/lib/constants/content-sections';
import type { LanguageCode } from '@/server/db/schema/catalog/catalog';
import { materialLook, type MaterialId } from '@/server/catalog/media/materials';
import type { SeedContentSection, SeedTranslation } from './catalog-types';
import { fillLocalized, SEED_LANGUAGES, type Localized } from './localized';
import { FINISH_COPY } from './phrases/finish-copy';
import { MATERIAL_WORDS } from './phrases/material-names';
import { PERSONAS } from './phrases/personas';
import { SECTION_TITLES } from './phrases/section-titles';
import { SERVICE_COPY } from './phrases/service-copy';
import { SHAPE_COPY } from './phrases/shape-copy';
import type { SizeId } from './phrases/size-labels';
import type { ProductLine } from './product-line';
import type { Random } from './prng';
import { formatNumber } from './units';
import { floorPlanRows, specRows, type SpecFacts, type SpecRow } from './spec-rows';
import type { VendorDefinition } from './vendors';

export interface CopyFacts {
  line: ProductLine;
  model: string;
  name: Localized;
  vendor: VendorDefinition;
  isNew: boolean;
  warrantyYears: number;
  ratingAverage: number;
  reviewCount: number;
  variantCount: number;
  /** Material of the default variant (a desk's top), for the material paragraph. */
  visibleMaterial: MaterialId;
  sizes: readonly SizeId[];
  specFacts: SpecFacts;
}

export interface ProductCopy {
  translations: Record<LanguageCode, SeedTranslation>;
  sections: SeedContentSection[];
}

const TRIAL_DAYS = 30;
const FEATURE_COUNT = 5;
const QUICKVIEW_COUNT = 3;

function serviceLine(facts: CopyFacts): Localized {
  const { line } = facts;
  if (line.kind === 4) return SERVICE_COPY.giftCard;
  const template = line.kind === 2 ? SERVICE_COPY.pod : SERVICE_COPY.furniture;
  const promise = fillLocalized(template, { trial: TRIAL_DAYS, warranty: facts.warrantyYears });
  if (facts.vendor.isHouseBrand) return promise;
  const soldBy = fillLocalized(SERVICE_COPY.vendor, { vendor: facts.vendor.name });
  return { en: `${promise.en} ${soldBy.en}`, fr: `${promise.fr} ${soldBy.fr}`, de: `${promise.de} ${soldBy.de}` };
}

function summary(facts: CopyFacts, shipDays: number): Localized {
  const options =
    facts.variantCount > 1 ? fillLocalized(SERVICE_COPY.options, { count: facts.variantCount }) : SERVICE_COPY.oneOption;
  if (facts.reviewCount === 0) return fillLocalized(SERVICE_COPY.summaryNew, { name: facts.name, options, days: shipDays });
  const rating = facts.ratingAverage / 100;
  const perLanguage = (format: (language: LanguageCode) => string): Localized => ({ en: format('en'), fr: format('fr'), de: format('de') });
  return fillLocalized(SERVICE_COPY.summaryRated, {
    name: facts.name,
    options,
    rating: perLanguage((language) => formatNumber(rating, language)),
    reviews: perLanguage((language) => formatNumber(facts.reviewCount, language)),
    days: shipDays,
  });
}

/** Builds one section per language from localized parts. */
function section(
  sectionId: number,
  title: Localized,
  body: (language: LanguageCode) => SeedContentSection['body'],
): SeedContentSection[] {
  return SEED_LANGUAGES.map((language) => ({ sectionId, language, title: title[language], body: body(language), position: 0 }));
}

const bullets = (items: readonly Localized[]) => (language: LanguageCode) => ({ kind: 'bullets' as const, items: items.map((item) => item[language]) });
const paragraphs = (items: readonly Localized[]) => (language: LanguageCode) => ({ kind: 'paragraphs' as const, paragraphs: items.map((item) => item[language]) });
const specs = (rows: readonly SpecRow[]) => (language: LanguageCode) => ({
  kind: 'specs' as const,
  rows: rows.map((row) => ({ label: row.label[language], value: row.value[language] })),
});

/** Names, descriptions and content sections (spec §9 ids) of one product in every language. */
export function productCopy(facts: CopyFacts, rng: Random): ProductCopy {
  const { line, vendor } = facts;
  const copy = SHAPE_COPY[line.shape];
  const features = rng.sample(copy.features, Math.min(FEATURE_COUNT, copy.features.length));
  const intro = fillLocalized(rng.pick(copy.intro), { model: facts.model });
  const short = rng.pick(copy.short);
  const service = serviceLine(facts);
  const finish = line.kind === 4 ? undefined : fillLocalized(FINISH_COPY[materialLook(facts.visibleMaterial).finish], { made: MATERIAL_WORDS[facts.visibleMaterial].made });
  const shipDays = line.kind === 2 ? rng.int(10, 21) : rng.int(1, 5);

  const sections: SeedContentSection[] = [
    ...section(CONTENT_SECTION.FEATURE, SECTION_TITLES.feature, bullets(features)),
    ...section(CONTENT_SECTION.SPECIFICATION, SECTION_TITLES.specification, specs(specRows(facts.specFacts))),
    ...section(CONTENT_SECTION.QUICKVIEW_FEATURE, SECTION_TITLES.quickview, bullets(features.slice(0, QUICKVIEW_COUNT))),
    ...section(CONTENT_SECTION.SUMMARY, SECTION_TITLES.summary, paragraphs([summary(facts, shipDays)])),
    ...section(CONTENT_SECTION.DESCRIPTION, SECTION_TITLES.description, paragraphs(finish ? [intro, finish, service] : [intro, service])),
  ];
  if (!vendor.isHouseBrand) {
    const about = fillLocalized(SECTION_TITLES.vendorDescription, { vendor: vendor.name });
    sections.push(...section(CONTENT_SECTION.VENDOR_FEATURES, SECTION_TITLES.vendorFeatures, bullets(vendor.features)));
    sections.push(...section(CONTENT_SECTION.VENDOR_DESCRIPTION, about, paragraphs([vendor.description])));
  }
  if (line.kind === 2) {
    sections.push(...section(CONTENT_SECTION.FLOOR_PLANS, SECTION_TITLES.floorPlans, specs(floorPlanRows(facts.sizes))));
  }
  if (copy.personas.length > 0 && rng.chance(0.4)) {
    sections.push(...section(CONTENT_SECTION.MADE_FOR_YOU, SECTION_TITLES.madeForYou, paragraphs([PERSONAS[rng.pick(copy.personas)]])));
  }

  const translations = Object.fromEntries(
    SEED_LANGUAGES.map((language) => [
      language,
      { name: facts.name[language], shortDescription: short[language], description: `${intro[language]} ${service[language]}` },
    ]),
  ) as Record<LanguageCode, SeedTranslation>;
  return { translations, sections: withPositions(sections) };
}

/* Sections keep a stable order per language: the order they were built in. */
function withPositions(sections: SeedContentSection[]): SeedContentSection[] {
  const next = new Map<LanguageCode, number>();
  return sections.map((item) => {
    const position = next.get(item.language) ?? 0;
    next.set(item.language, position + 1);
    return { ...item, position };
  });
}
