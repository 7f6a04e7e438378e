import type { BrandDocumentKind, BrandMemberRole, BrandPolicies, BrandStatus } from '@/lib/brands/brand-rules';

/* The brands of a fresh database (issue 16 item 6): two approved brands that sell the seeded
 * vendors' products, one application waiting for review, and one operator. The addresses are
 * listed in the README: sign in with them through the dev mailbox. */

export const SEED_OPERATOR_EMAIL = 'operator@deskhaus.test';

export interface SeedBrandDefinition {
  /** The seeded catalog vendor it sells as; null for an application without a store. */
  vendorSlug: string | null;
  status: BrandStatus;
  legalName: string;
  displayName: string;
  country: string;
  taxId: string;
  website: string;
  contactEmail: string;
  city: string;
  postalCode: string;
  addressLine: string;
  about: string;
  accentColor: string | null;
  members: { email: string; fullname: string; role: BrandMemberRole }[];
  documents: { kind: BrandDocumentKind; fileName: string }[];
  policies: BrandPolicies;
}

export const SEED_BRANDS: readonly SeedBrandDefinition[] = [
  {
    vendorSlug: 'nordvik-studio',
    status: 'approved',
    legalName: 'Nordvik Studio ApS',
    displayName: 'Nordvik Studio',
    country: 'DK',
    taxId: 'DK41928374',
    website: 'https://nordvik-studio.test',
    contactEmail: 'hello@nordvik-studio.test',
    city: 'Copenhagen',
    postalCode: '2200',
    addressLine: 'Rentemestervej 14',
    about: 'Solid-wood desks, desk shelves and monitor risers made in our Copenhagen workshop.',
    accentColor: '#1f5f4a',
    members: [
      { email: 'owner@nordvik-studio.test', fullname: 'Freja Nordvik', role: 'owner' },
      { email: 'manager@nordvik-studio.test', fullname: 'Mads Holm', role: 'manager' },
      { email: 'staff@nordvik-studio.test', fullname: 'Ida Lund', role: 'staff' },
    ],
    documents: [
      { kind: 'incorporation_certificate', fileName: 'nordvik-cvr-registration.pdf' },
      { kind: 'vat_certificate', fileName: 'nordvik-vat-certificate.pdf' },
    ],
    policies: {
      shipping: {
        en: 'Made to order in Copenhagen: desks leave the workshop within 3 weeks and arrive on a pallet with a two-hour delivery window agreed by phone.',
        fr: 'Fabriqué à la commande à Copenhague : les bureaux quittent l’atelier sous 3 semaines et arrivent sur palette, avec un créneau de deux heures convenu par téléphone.',
        de: 'Auf Bestellung in Kopenhagen gefertigt: Tische verlassen die Werkstatt innerhalb von 3 Wochen und kommen auf einer Palette, mit einem telefonisch vereinbarten Zwei-Stunden-Fenster.',
      },
      returns: {
        en: 'Return within 30 days of delivery in the original packaging; 15% of the item price is kept for restocking, as for every order on Deskhaus.',
        fr: 'Retour sous 30 jours après la livraison dans l’emballage d’origine ; 15 % du prix de l’article sont retenus pour la remise en stock, comme pour toute commande sur Deskhaus.',
        de: 'Rückgabe innerhalb von 30 Tagen nach Lieferung in der Originalverpackung; 15 % des Artikelpreises werden wie bei jeder Deskhaus-Bestellung als Wiedereinlagerungsanteil einbehalten.',
      },
      warranty: {
        en: '10 years on the solid-wood top and frame joints; 5 years on motors and electronics.',
        fr: '10 ans sur le plateau en bois massif et les assemblages du cadre ; 5 ans sur les moteurs et l’électronique.',
        de: '10 Jahre auf die Massivholzplatte und die Gestellverbindungen; 5 Jahre auf Motoren und Elektronik.',
      },
    },
  },
  {
    vendorSlug: 'kinetic-labs',
    status: 'approved',
    legalName: 'Kinetic Labs Inc.',
    displayName: 'Kinetic Labs',
    country: 'US',
    taxId: '84-2917365',
    website: 'https://kinetic-labs.test',
    contactEmail: 'partners@kinetic-labs.test',
    city: 'Austin',
    postalCode: '78701',
    addressLine: '401 Congress Ave, Suite 1540',
    about: 'Active seating and balance boards for standing desks, designed and tested in Austin.',
    accentColor: '#7a2e0e',
    members: [{ email: 'owner@kinetic-labs.test', fullname: 'Jordan Reyes', role: 'owner' }],
    documents: [
      { kind: 'incorporation_certificate', fileName: 'kinetic-labs-certificate-of-incorporation.pdf' },
      { kind: 'w9', fileName: 'kinetic-labs-w9.pdf' },
      { kind: 'irs_letter', fileName: 'kinetic-labs-irs-cp575.pdf' },
    ],
    policies: {
      shipping: {
        en: 'Ships from our Austin warehouse within 2 business days, in one parcel with tracking.',
        fr: 'Expédié depuis notre entrepôt d’Austin sous 2 jours ouvrés, en un seul colis suivi.',
        de: 'Versand aus unserem Lager in Austin innerhalb von 2 Werktagen, in einem Paket mit Sendungsverfolgung.',
      },
      returns: {
        en: 'Return within 30 days of delivery; 15% of the item price is kept for restocking. Unused balance boards in their box are inspected within 5 business days of arrival.',
        fr: 'Retour sous 30 jours après la livraison ; 15 % du prix de l’article sont retenus pour la remise en stock. Les planches d’équilibre non utilisées dans leur boîte sont contrôlées sous 5 jours ouvrés après réception.',
        de: 'Rückgabe innerhalb von 30 Tagen nach Lieferung; 15 % des Artikelpreises werden als Wiedereinlagerungsanteil einbehalten. Unbenutzte Balance-Boards im Karton werden innerhalb von 5 Werktagen nach Eingang geprüft.',
      },
      warranty: {
        en: '3 years on every product against defects in materials and workmanship.',
        fr: '3 ans sur chaque produit contre les défauts de matériaux et de fabrication.',
        de: '3 Jahre auf jedes Produkt gegen Material- und Verarbeitungsfehler.',
      },
    },
  },
  {
    vendorSlug: null,
    status: 'applied',
    legalName: 'Loftwell Furniture Co.',
    displayName: 'Loftwell',
    country: 'US',
    taxId: '27-4410592',
    website: 'https://loftwell.test',
    contactEmail: 'sales@loftwell.test',
    city: 'Portland',
    postalCode: '97209',
    addressLine: '1120 NW Couch St',
    about: 'Height-adjustable drafting tables and acoustic wall panels, built in Oregon from FSC-certified maple.',
    accentColor: null,
    members: [{ email: 'applicant@loftwell.test', fullname: 'Casey Morgan', role: 'owner' }],
    documents: [
      { kind: 'incorporation_certificate', fileName: 'loftwell-articles-of-incorporation.pdf' },
      { kind: 'w9', fileName: 'loftwell-w9.pdf' },
      { kind: 'irs_letter', fileName: 'loftwell-ein-letter.pdf' },
      { kind: 'reseller_certificate', fileName: 'loftwell-oregon-reseller.pdf' },
    ],
    policies: {},
  },
];
