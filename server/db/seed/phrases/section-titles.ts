import { l, type Localized } from '../localized';

export const SECTION_TITLES = {
  feature: l('Features', 'Caractéristiques', 'Ausstattung'),
  specification: l('Specifications', 'Fiche technique', 'Technische Daten'),
  quickview: l('At a glance', 'En un coup d’œil', 'Auf einen Blick'),
  summary: l('Summary', 'En résumé', 'Zusammenfassung'),
  description: l('Description', 'Description', 'Beschreibung'),
  vendorFeatures: l('From the brand', 'Le mot de la marque', 'Von der Marke'),
  vendorDescription: l('About {vendor}', 'À propos de {vendor}', 'Über {vendor}'),
  floorPlans: l('Floor plans', 'Plans et dimensions', 'Grundrisse'),
  madeForYou: l('Made for you', 'Pensé pour vous', 'Wie für Sie gemacht'),
} as const satisfies Record<string, Localized>;
