import type { Language } from '@/lib/i18n/locales';
import de from '@/locales/de/listing.json';
import en from '@/locales/en/listing.json';
import fr from '@/locales/fr/listing.json';

/* Materials are stored as codes (products.material); their names live with the listing's other
 * words in locales/{language}/listing.json, so the API and the pages name them alike. */
const MATERIALS: Record<Language, Record<string, string>> = { en: en.materials, fr: fr.materials, de: de.materials };

/** "pu-leather" → "Vegan leather"; an unknown code reads as itself, capitalised. */
export function materialLabel(code: string, language: Language): string {
  const known = MATERIALS[language][code] ?? MATERIALS.en[code];
  if (known) return known;
  const words = code.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
