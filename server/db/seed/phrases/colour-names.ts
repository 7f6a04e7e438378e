import type { ColourId } from '@/server/catalog/media/palette';
import { l, type Localized } from '../localized';

export const COLOUR_NAMES: Readonly<Record<ColourId, Localized>> = {
  black: l('Black', 'Noir', 'Schwarz'),
  white: l('White', 'Blanc', 'Weiß'),
  grey: l('Grey', 'Gris', 'Grau'),
  charcoal: l('Charcoal', 'Anthracite', 'Anthrazit'),
  silver: l('Silver', 'Argent', 'Silber'),
  sage: l('Sage', 'Vert sauge', 'Salbeigrün'),
  navy: l('Navy', 'Bleu marine', 'Marineblau'),
  sand: l('Sand', 'Sable', 'Sandbeige'),
  blush: l('Blush', 'Rose poudré', 'Altrosa'),
  cognac: l('Cognac', 'Cognac', 'Cognacbraun'),
  cream: l('Cream', 'Crème', 'Cremeweiß'),
  red: l('Red', 'Rouge', 'Rot'),
  blue: l('Blue', 'Bleu', 'Blau'),
  brass: l('Brass', 'Laiton', 'Messing'),
  natural: l('Natural', 'Naturel', 'Natur'),
};
