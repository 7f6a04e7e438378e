import type { Localized } from './localized';
import { PRODUCT_NOUNS, type ProductNoun } from './phrases/product-nouns';

/** "Lumo Pro" (+ " 2" for a second generation): the part of the name that is never translated. */
export function modelName(line: string, tier: string, generation: number): string {
  return [line, tier, generation > 1 ? String(generation) : ''].filter((part) => part !== '').join(' ');
}

/* English and German put the model first ("Lumo Pro Standing Desk", "Lumo Pro
 * Steh-Sitz-Schreibtisch"); French puts the noun first ("Bureau assis-debout Lumo Pro"). */
export function productName(model: string, noun: ProductNoun): Localized {
  const words = PRODUCT_NOUNS[noun];
  return { en: `${model} ${words.en}`, fr: `${words.fr} ${model}`, de: `${model} ${words.de}` };
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
