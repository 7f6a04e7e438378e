import { EDITOR_KINDS, type EditorKind } from '@/lib/contracts/content/editor-schemas';

/* The editor's address: /admin/content/{posts|articles}/{id|new}. */

export function editorKindOf(value: string | string[] | undefined): EditorKind | null {
  const raw = Array.isArray(value) ? value[0] : value;
  return (EDITOR_KINDS as readonly string[]).includes(raw ?? '') ? (raw as EditorKind) : null;
}

/** A positive id, 'new', or undefined when the address is neither. */
export function editorIdOf(value: string | string[] | undefined): number | 'new' | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === 'new') return 'new';
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}
