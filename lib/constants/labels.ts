import { codeLookup } from './code-lookup';

/**
 * Product label ids of spec §9. PROJECT_REBUILD has one id per product family (chair 104,
 * pod 105), so it appears as two names here and as a group below.
 */
export const LABEL = {
  PRODUCT_NEW: 1,
  WARRANTY_20_YEAR: 20,
  SPECIAL_DEAL: 75,
  BEST_SELLER: 91,
  APRIL10: 100,
  PRE_ORDER: 101,
  AUTO_5OFF: 102,
  FUTURE_OF_WORK: 103,
  PROJECT_REBUILD_CHAIR: 104,
  PROJECT_REBUILD_POD: 105,
} as const;

export type LabelName = keyof typeof LABEL;
export type LabelId = (typeof LABEL)[LabelName];

export const PROJECT_REBUILD_LABEL = { chair: LABEL.PROJECT_REBUILD_CHAIR, pod: LABEL.PROJECT_REBUILD_POD } as const;
const PROJECT_REBUILD_IDS: ReadonlySet<unknown> = new Set(Object.values(PROJECT_REBUILD_LABEL));

const lookup = codeLookup(LABEL);
export const LABEL_NAMES = lookup.names;
export const LABEL_IDS = lookup.codes;
export const labelName: (id: unknown) => LabelName | undefined = lookup.nameOf;
export const labelId: (name: unknown) => LabelId | undefined = lookup.codeOf;
export const isLabelId: (value: unknown) => value is LabelId = lookup.isCode;

export function isProjectRebuildLabel(id: unknown): boolean {
  return PROJECT_REBUILD_IDS.has(id);
}
