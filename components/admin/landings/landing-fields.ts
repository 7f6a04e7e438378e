import type { LandingBlockInput, LandingBlockType, LandingLanguage } from '@/lib/content/landing-blocks';

/*
 * The form of each block type (decision 0036): which settings (shared by the languages) and
 * which words (per language) the editor shows. Lists (FAQ items, testimonials, table rows) are
 * repeated sub-forms; a table row's values are typed on one line separated by "|".
 */

export type SettingKey = 'picture' | 'href' | 'anchor' | 'categorySlugs' | 'productCodes' | 'collection' | 'limit' | 'endsAt';
export type TextFieldKind = 'line' | 'area' | 'markdown';
export interface TextField {
  key: string;
  kind: TextFieldKind;
}
export interface ListField {
  key: string;
  item: readonly TextField[];
}

export interface BlockForm {
  settings: readonly SettingKey[];
  text: readonly TextField[];
  list?: ListField;
  /** A comparison table's column headings, one line each. */
  columns?: boolean;
}

export const BLOCK_FORMS: Readonly<Record<LandingBlockType, BlockForm>> = {
  hero: { settings: ['picture', 'href'], text: [{ key: 'eyebrow', kind: 'line' }, { key: 'heading', kind: 'line' }, { key: 'lead', kind: 'area' }, { key: 'ctaLabel', kind: 'line' }] },
  text: { settings: ['anchor'], text: [{ key: 'heading', kind: 'line' }, { key: 'markdown', kind: 'markdown' }] },
  picture: { settings: ['picture'], text: [{ key: 'alt', kind: 'line' }, { key: 'caption', kind: 'line' }] },
  products: { settings: ['categorySlugs', 'productCodes', 'collection', 'limit'], text: [{ key: 'heading', kind: 'line' }, { key: 'lead', kind: 'area' }] },
  comparison: { settings: [], text: [{ key: 'heading', kind: 'line' }], columns: true, list: { key: 'rows', item: [{ key: 'label', kind: 'line' }, { key: 'values', kind: 'line' }] } },
  testimonials: { settings: [], text: [{ key: 'heading', kind: 'line' }], list: { key: 'items', item: [{ key: 'quote', kind: 'area' }, { key: 'name', kind: 'line' }, { key: 'role', kind: 'line' }] } },
  faq: { settings: [], text: [{ key: 'heading', kind: 'line' }], list: { key: 'items', item: [{ key: 'question', kind: 'line' }, { key: 'answer', kind: 'markdown' }] } },
  cta: { settings: ['href'], text: [{ key: 'heading', kind: 'line' }, { key: 'body', kind: 'area' }, { key: 'label', kind: 'line' }] },
  countdown: { settings: ['endsAt'], text: [{ key: 'heading', kind: 'line' }, { key: 'body', kind: 'area' }, { key: 'endedText', kind: 'line' }] },
};

function emptyText(type: LandingBlockType): Record<string, unknown> {
  const form = BLOCK_FORMS[type];
  const text: Record<string, unknown> = Object.fromEntries(form.text.map((field) => [field.key, '']));
  if (form.columns) text.columns = ['', ''];
  if (form.list) text[form.list.key] = [emptyListItem(type)];
  return text;
}

export function emptyListItem(type: LandingBlockType): Record<string, unknown> {
  const list = BLOCK_FORMS[type].list;
  if (!list) return {};
  if (type === 'comparison') return { label: '', values: ['', ''] };
  return Object.fromEntries(list.item.map((field) => [field.key, '']));
}

/** A new block: every language empty, to be filled before the draft saves. */
export function emptyBlock(type: LandingBlockType): LandingBlockInput {
  const settings = type === 'products' ? { categorySlugs: ['standing-desks'], limit: 4 } : type === 'countdown' ? { endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 19) + 'Z' } : type === 'cta' ? { href: '/' } : {};
  const perLanguage = { en: emptyText(type), fr: emptyText(type), de: emptyText(type) } as Record<LandingLanguage, never>;
  return { type, settings, text: perLanguage } as LandingBlockInput;
}
