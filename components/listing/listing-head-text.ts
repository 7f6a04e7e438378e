import type { TFunction } from '@/lib/i18n/translate';
import type { ListingHeaderData } from '@/lib/catalog/listing-types';
import type { Breadcrumb } from '@/lib/seo/json-ld';

export interface ListingHeadText {
  title: string;
  description: string;
  /** Without locale prefix; the canonical path of the listing. */
  path: string;
  breadcrumbs: Breadcrumb[];
}

/** The words of a listing's head and breadcrumbs, from its header data (`listing` namespace first). */
export function listingHeadText(header: ListingHeaderData, t: TFunction, storeName: string): ListingHeadText {
  const home: Breadcrumb = { name: t('breadcrumb.home'), path: '/' };
  switch (header.kind) {
    case 'category':
      return {
        title: header.name,
        description: header.description,
        path: `/${header.slug}`,
        breadcrumbs: [home, { name: header.name, path: `/${header.slug}` }],
      };
    case 'collection':
      return {
        title: t(`collections.${header.collection}.title`),
        description: t(`collections.${header.collection}.metaDescription`),
        path: `/${header.collection}`,
        breadcrumbs: [home, { name: t(`collections.${header.collection}.title`), path: `/${header.collection}` }],
      };
    case 'vendor':
      return {
        title: t('meta.storeTitle', { name: header.name }),
        description: t('meta.storeDescription', { name: header.name, storeName, description: header.description }),
        path: `/store/${header.slug}`,
        breadcrumbs: [home, { name: header.name, path: `/store/${header.slug}` }],
      };
  }
}
