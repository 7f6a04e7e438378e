import { HOME_HERO_SRC } from '@/lib/images/product-image-loader';
import type { SeedSetting } from './catalog-types';
import { CATEGORY_DEFINITIONS } from './categories';

/** Operator-editable settings the storefront reads: store name and the home hero. */
export function settingsRows(): SeedSetting[] {
  return [
    { key: 'store.name', value: 'Deskhaus' },
    {
      key: 'home.hero',
      value: {
        image: HOME_HERO_SRC,
        en: {
          title: 'Work better, standing or sitting',
          subtitle: 'Standing desks, ergonomic chairs and quiet work pods, designed in-house and delivered free.',
          cta: 'Shop standing desks',
          imageAlt: 'A bright home office with a walnut standing desk, a sand-coloured chair and a sage work pod',
        },
        fr: {
          title: 'Mieux travailler, assis ou debout',
          subtitle: 'Bureaux assis-debout, chaises ergonomiques et cabines silencieuses, conçus par nos soins et livrés gratuitement.',
          cta: 'Voir les bureaux assis-debout',
          imageAlt: 'Un bureau lumineux avec un bureau assis-debout en noyer, une chaise couleur sable et une cabine vert sauge',
        },
        de: {
          title: 'Besser arbeiten – im Stehen wie im Sitzen',
          subtitle: 'Steh-Sitz-Schreibtische, ergonomische Stühle und leise Arbeitskabinen, selbst entwickelt und kostenlos geliefert.',
          cta: 'Steh-Sitz-Schreibtische entdecken',
          imageAlt: 'Ein helles Homeoffice mit Steh-Sitz-Schreibtisch in Nussbaum, sandfarbenem Stuhl und salbeigrüner Arbeitskabine',
        },
        ctaHref: '/standing-desks',
      },
    },
    { key: 'home.featuredCategories', value: CATEGORY_DEFINITIONS.filter((category) => category.slug !== 'gift-cards').map((category) => category.slug) },
  ];
}
