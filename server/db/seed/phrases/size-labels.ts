import { l, type Localized } from '../localized';

/* US shoppers read inches; the French and German stores read centimetres. */
export const SIZE_LABELS = {
  '100x60': l('40" × 24"', '100 × 60 cm', '100 × 60 cm'),
  '120x60': l('48" × 24"', '120 × 60 cm', '120 × 60 cm'),
  '140x70': l('55" × 28"', '140 × 70 cm', '140 × 70 cm'),
  '160x80': l('63" × 32"', '160 × 80 cm', '160 × 80 cm'),
  '180x80': l('71" × 32"', '180 × 80 cm', '180 × 80 cm'),
  '160x120': l('63" × 47" corner', '160 × 120 cm d’angle', '160 × 120 cm Eckform'),
  '180x140': l('71" × 55" corner', '180 × 140 cm d’angle', '180 × 140 cm Eckform'),
  'frame-standard': l('Fits 39"–63" tops', 'Plateaux de 100 à 160 cm', 'Für Platten von 100 bis 160 cm'),
  'frame-wide': l('Fits 47"–79" tops', 'Plateaux de 120 à 200 cm', 'Für Platten von 120 bis 200 cm'),
  'pod-solo': l('Solo (1 person)', 'Solo (1 personne)', 'Solo (1 Person)'),
  'pod-duo': l('Duo (2 people)', 'Duo (2 personnes)', 'Duo (2 Personen)'),
  'pod-quad': l('Quad (4 people)', 'Quatre places (4 personnes)', 'Vierer (4 Personen)'),
  'pod-team': l('Team (6 people)', 'Équipe (6 personnes)', 'Team (6 Personen)'),
  'screen-24': l('24-inch', '24 pouces', '24 Zoll'),
  'screen-27': l('27-inch', '27 pouces', '27 Zoll'),
  'screen-32': l('32-inch', '32 pouces', '32 Zoll'),
  'screen-34': l('34-inch ultrawide', '34 pouces ultra-large', '34 Zoll Ultrabreit'),
  'gift-25': l('Value 25', 'Valeur 25', 'Wert 25'),
  'gift-50': l('Value 50', 'Valeur 50', 'Wert 50'),
  'gift-100': l('Value 100', 'Valeur 100', 'Wert 100'),
  'gift-250': l('Value 250', 'Valeur 250', 'Wert 250'),
} as const satisfies Record<string, Localized>;

export type SizeId = keyof typeof SIZE_LABELS;

/** Footprint in centimetres (width × depth) for sizes that are furniture dimensions. */
export const SIZE_FOOTPRINT_CM: Partial<Record<SizeId, readonly [number, number]>> = {
  '100x60': [100, 60],
  '120x60': [120, 60],
  '140x70': [140, 70],
  '160x80': [160, 80],
  '180x80': [180, 80],
  '160x120': [160, 120],
  '180x140': [180, 140],
  'pod-solo': [120, 100],
  'pod-duo': [200, 140],
  'pod-quad': [240, 200],
  'pod-team': [300, 240],
};
