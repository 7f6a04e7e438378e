import type { ContentSectionBody, LanguageCode, VariantOptionName } from '@/server/db/schema/catalog/catalog';
import type { SeedCurrency } from './catalog-constants';
import type { Localized } from './localized';

/* Plain rows of the generated catalog, shaped like the tables they go into. Ids are assigned
 * by the generator (1..n) so related rows can be built without asking the database. */

export type VariantOptions = Partial<Record<VariantOptionName, string>>;

export interface SeedCategory {
  id: number;
  code: string;
  slug: string;
  position: number;
  imageKey: string;
  name: Localized;
  description: Localized;
}

export interface SeedVendor {
  id: number;
  code: string;
  slug: string;
  name: string;
  countryCode: string;
  description: Localized;
}

export interface SeedPrice {
  currency: SeedCurrency;
  amount: number;
  compareAtAmount: number | null;
}

export interface SeedVariant {
  sku: string;
  options: VariantOptions;
  colourHex: string;
  imageKey: string;
  stock: number;
  isDefault: boolean;
  prices: SeedPrice[];
}

export interface SeedTranslation {
  name: string;
  shortDescription: string;
  description: string;
}

export interface SeedContentSection {
  sectionId: number;
  language: LanguageCode;
  title: string;
  body: ContentSectionBody;
  position: number;
}

/** A flash sale window in hours relative to the moment the seed runs (see flash-sale-windows.ts). */
export interface SeedFlashSale {
  version: 1 | 2;
  percentOff: number;
  startOffsetHours: number;
  endOffsetHours: number;
  isActive: boolean;
}

export interface SeedPriceTier {
  minQuantity: number;
  percentOff: number;
}

export interface SeedProduct {
  id: number;
  code: string;
  slug: string;
  urlSequenceCode: string;
  categoryId: number;
  vendorId: number;
  kind: 1 | 2 | 3 | 4;
  isVendorProduct: boolean;
  material: string;
  shape: string;
  ratingAverage: number;
  reviewCount: number;
  soldCount: number;
  promotionCode: string | null;
  weightGrams: number;
  createdAt: Date;
  translations: Record<LanguageCode, SeedTranslation>;
  variants: SeedVariant[];
  labels: number[];
  sections: SeedContentSection[];
  flashSales: SeedFlashSale[];
  priceTiers: SeedPriceTier[];
}

export interface SeedOptionLabel {
  option: VariantOptionName;
  value: string;
  language: LanguageCode;
  label: string;
  position: number;
}

export interface SeedSetting {
  key: string;
  value: unknown;
}
