import { l, type Localized } from './localized';

export interface VendorDefinition {
  slug: string;
  code: string;
  name: string;
  countryCode: string;
  /** The store's own brand sells as the store, not as a marketplace vendor. */
  isHouseBrand: boolean;
  description: Localized;
  features: readonly Localized[];
}

export const VENDOR_DEFINITIONS = [
  {
    slug: 'deskhaus',
    code: 'DESKHAUS',
    name: 'Deskhaus',
    countryCode: 'US',
    isHouseBrand: true,
    description: l(
      'Deskhaus designs its desks, chairs and pods in-house and sells them directly, so you pay for materials and engineering, not for middlemen.',
      'Deskhaus conçoit ses bureaux, chaises et cabines en interne et les vend en direct : vous payez les matériaux et l’ingénierie, pas les intermédiaires.',
      'Deskhaus entwickelt seine Schreibtische, Stühle und Kabinen selbst und verkauft sie direkt – Sie bezahlen Material und Technik, keine Zwischenhändler.',
    ),
    features: [],
  },
  {
    slug: 'nordvik-studio',
    code: 'NORDVIK',
    name: 'Nordvik Studio',
    countryCode: 'DK',
    isHouseBrand: false,
    description: l(
      'Nordvik Studio is a small Copenhagen workshop making furniture in solid oak, ash and walnut from certified Nordic forests.',
      'Nordvik Studio est un petit atelier de Copenhague qui fabrique des meubles en chêne, frêne et noyer massifs issus de forêts nordiques certifiées.',
      'Nordvik Studio ist eine kleine Kopenhagener Werkstatt, die Möbel aus massiver Eiche, Esche und Nussbaum aus zertifizierten nordischen Wäldern fertigt.',
    ),
    features: [
      l('Designed and finished by hand in Copenhagen', 'Conçu et fini à la main à Copenhague', 'In Kopenhagen entworfen und von Hand veredelt'),
      l('FSC-certified solid wood only', 'Uniquement du bois massif certifié FSC', 'Ausschließlich FSC-zertifiziertes Massivholz'),
      l('Ships directly from the Nordvik workshop', 'Expédié directement depuis l’atelier Nordvik', 'Versand direkt aus der Nordvik-Werkstatt'),
    ],
  },
  {
    slug: 'kinetic-labs',
    code: 'KINETIC',
    name: 'Kinetic Labs',
    countryCode: 'US',
    isHouseBrand: false,
    description: l(
      'Kinetic Labs builds monitors, keyboards and arms for people who spend their day at a screen, with firmware updates for years after purchase.',
      'Kinetic Labs conçoit écrans, claviers et bras articulés pour celles et ceux qui passent la journée devant un écran, avec des mises à jour logicielles pendant des années.',
      'Kinetic Labs baut Bildschirme, Tastaturen und Monitorhalterungen für Menschen, die den Tag am Bildschirm verbringen – mit Firmware-Updates über Jahre.',
    ),
    features: [
      l('Two-year warranty handled by Kinetic Labs', 'Garantie de deux ans assurée par Kinetic Labs', 'Zwei Jahre Garantie direkt von Kinetic Labs'),
      l('Free firmware updates', 'Mises à jour logicielles gratuites', 'Kostenlose Firmware-Updates'),
      l('Support in English, French and German', 'Assistance en anglais, français et allemand', 'Support auf Englisch, Französisch und Deutsch'),
    ],
  },
  {
    slug: 'quietform',
    code: 'QUIETFORM',
    name: 'Quietform',
    countryCode: 'DE',
    isHouseBrand: false,
    description: l(
      'Quietform engineers acoustic pods in Bavaria, tested to ISO 23351-1 speech privacy levels before they leave the factory.',
      'Quietform conçoit des cabines acoustiques en Bavière, testées selon la norme ISO 23351-1 de confidentialité de la parole avant de quitter l’usine.',
      'Quietform entwickelt Akustikkabinen in Bayern, die vor der Auslieferung nach ISO 23351-1 auf Sprachvertraulichkeit geprüft werden.',
    ),
    features: [
      l('Made in Bavaria', 'Fabriqué en Bavière', 'Hergestellt in Bayern'),
      l('Acoustic performance certified to ISO 23351-1', 'Performance acoustique certifiée ISO 23351-1', 'Akustikleistung nach ISO 23351-1 zertifiziert'),
      l('Installation by Quietform technicians', 'Installation par les techniciens Quietform', 'Aufbau durch Quietform-Techniker'),
    ],
  },
  {
    slug: 'voltline',
    code: 'VOLTLINE',
    name: 'Voltline',
    countryCode: 'CA',
    isHouseBrand: false,
    description: l(
      'Voltline makes gaming chairs, desks and headsets in Montreal, tuned with professional players for marathon sessions.',
      'Voltline fabrique fauteuils, bureaux et casques de jeu à Montréal, mis au point avec des joueurs professionnels pour les sessions marathon.',
      'Voltline fertigt in Montreal Gaming-Stühle, -Schreibtische und Headsets, abgestimmt mit Profispielern für Marathon-Sessions.',
    ),
    features: [
      l('Tuned with professional players', 'Mis au point avec des joueurs professionnels', 'Mit Profispielern abgestimmt'),
      l('Replacement parts available for ten years', 'Pièces détachées disponibles pendant dix ans', 'Ersatzteile zehn Jahre lang erhältlich'),
      l('Ships from Voltline’s Montreal warehouse', 'Expédié depuis l’entrepôt Voltline de Montréal', 'Versand aus dem Voltline-Lager in Montreal'),
    ],
  },
  {
    slug: 'atelier-lumen',
    code: 'LUMEN',
    name: 'Atelier Lumen',
    countryCode: 'FR',
    isHouseBrand: false,
    description: l(
      'Atelier Lumen designs task lamps in Lyon with flicker-free LEDs and parts that can be repaired rather than thrown away.',
      'Atelier Lumen dessine à Lyon des lampes de travail aux LED sans scintillement, avec des pièces que l’on répare au lieu de les jeter.',
      'Atelier Lumen entwirft in Lyon Arbeitsleuchten mit flimmerfreien LEDs und Teilen, die repariert statt weggeworfen werden.',
    ),
    features: [
      l('Designed in Lyon', 'Dessiné à Lyon', 'Entworfen in Lyon'),
      l('Flicker-free LEDs rated for 50,000 hours', 'LED sans scintillement d’une durée de vie de 50 000 heures', 'Flimmerfreie LEDs mit 50.000 Stunden Lebensdauer'),
      l('Every part can be replaced', 'Chaque pièce est remplaçable', 'Jedes Teil ist austauschbar'),
    ],
  },
] as const satisfies readonly VendorDefinition[];

export type VendorSlug = (typeof VENDOR_DEFINITIONS)[number]['slug'];
