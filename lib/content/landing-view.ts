import type { LandingBlock } from './landing-blocks';
import type { ListingItem } from '@/lib/contracts/catalog/listing-schemas';

/* What a landing page's props hold (server/pages/landing-page-props.ts). */

/** A block as the page renders it: product grids carry the catalog's items, countdowns a date label. */
export type LandingViewBlock = LandingBlock & { products?: ListingItem[]; dateLabel?: string };

export interface LandingPageData {
  page: { path: string; title: string; description: string; language: string; blocks: LandingViewBlock[] };
  /** The editor's preview of a draft: never indexed, with a banner. */
  preview?: boolean;
}

/** Persona pages live under one folder, one dynamic route. */
export const PERSONA_ROOT = '/setups';
