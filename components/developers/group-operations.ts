import { API_METHODS, type ApiMethod, type ApiOperation, type ApiReferenceDocument } from './api-reference-types';

export interface OperationEntry {
  method: ApiMethod;
  path: string;
  operation: ApiOperation;
}

export interface TagGroup {
  tag: string;
  operations: OperationEntry[];
}

/** Operations grouped under their first tag, in the document's tag order, then by path and method. */
export function groupOperationsByTag(document: ApiReferenceDocument): TagGroup[] {
  const groups = new Map<string, OperationEntry[]>(document.tags.map((tag) => [tag.name, []]));
  for (const path of Object.keys(document.paths).sort()) {
    const item = document.paths[path] ?? {};
    for (const method of API_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags[0] ?? 'Other';
      const entries = groups.get(tag) ?? [];
      entries.push({ method, path, operation });
      groups.set(tag, entries);
    }
  }
  return [...groups].filter(([, operations]) => operations.length > 0).map(([tag, operations]) => ({ tag, operations }));
}

/** "Order self-service" → "order-self-service": a tag in URLs (section pages) and fragment ids. */
export function tagSlug(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A fragment id for a tag section. */
export function tagAnchor(tag: string): string {
  return `tag-${tagSlug(tag)}`;
}
