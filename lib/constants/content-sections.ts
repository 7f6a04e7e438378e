import { codeLookup } from './code-lookup';

/** Product content section ids of spec §9 (there is no section 6). */
export const CONTENT_SECTION = {
  FEATURE: 1,
  SPECIFICATION: 2,
  SEO_INFO: 3,
  QUICKVIEW_FEATURE: 4,
  SUMMARY: 5,
  DESCRIPTION: 7,
  VENDOR_FEATURES: 8,
  VENDOR_DESCRIPTION: 9,
  FLOOR_PLANS: 10,
  MADE_FOR_YOU: 11,
} as const;

export type ContentSectionName = keyof typeof CONTENT_SECTION;
export type ContentSectionId = (typeof CONTENT_SECTION)[ContentSectionName];

const lookup = codeLookup(CONTENT_SECTION);
export const CONTENT_SECTION_NAMES = lookup.names;
export const CONTENT_SECTION_IDS = lookup.codes;
export const contentSectionName: (id: unknown) => ContentSectionName | undefined = lookup.nameOf;
export const contentSectionId: (name: unknown) => ContentSectionId | undefined = lookup.codeOf;
export const isContentSectionId: (value: unknown) => value is ContentSectionId = lookup.isCode;
