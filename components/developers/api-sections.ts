import type { ApiMethod, ApiReferenceDocument } from './api-reference-types';
import { groupOperationsByTag, tagSlug } from './group-operations';

/*
 * The reference is one page per tag (/developers/api/{section}) plus an index: the whole
 * document on one page was 2.4 MB of HTML and 0.5 MB of page data to hydrate (decision 0024).
 */

export const API_REFERENCE_PATH = '/developers/api';

/** The section's path segment: the tag's slug. */
export const sectionSlug = tagSlug;

export function sectionPath(tag: string): string {
  return `${API_REFERENCE_PATH}/${sectionSlug(tag)}`;
}

/** What the index and every section's navigation show of a section: no schemas. */
export interface ApiSectionSummary {
  tag: string;
  slug: string;
  operations: { method: ApiMethod; path: string; operationId: string; summary: string }[];
}

export function sectionSummaries(document: ApiReferenceDocument): ApiSectionSummary[] {
  return groupOperationsByTag(document).map((group) => ({
    tag: group.tag,
    slug: sectionSlug(group.tag),
    operations: group.operations.map(({ method, path, operation }) => ({ method, path, operationId: operation.operationId, summary: operation.summary })),
  }));
}

const COMPONENT_REF = /^#\/components\/(schemas|parameters|responses)\/(.+)$/;
type ComponentKind = 'schemas' | 'parameters' | 'responses';

/** Every `$ref` to a component inside a value, however deep. */
function componentRefsIn(value: unknown, found: (kind: ComponentKind, name: string) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) componentRefsIn(item, found);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    if (key === '$ref' && typeof item === 'string') {
      const match = COMPONENT_REF.exec(item);
      if (match?.[1] && match[2]) found(match[1] as ComponentKind, match[2]);
    } else {
      componentRefsIn(item, found);
    }
  }
}

/**
 * The document cut down to one section: the operations whose first tag is `tag` (the section
 * they are listed under) and the components they reach, directly or through other components.
 * Undefined for a tag with no operation.
 */
export function sectionDocument(document: ApiReferenceDocument, tag: string): ApiReferenceDocument | undefined {
  const paths: ApiReferenceDocument['paths'] = {};
  for (const [path, item] of Object.entries(document.paths)) {
    const kept = Object.fromEntries(Object.entries(item).filter(([, operation]) => operation !== undefined && (operation.tags[0] ?? 'Other') === tag));
    if (Object.keys(kept).length > 0) paths[path] = kept;
  }
  if (Object.keys(paths).length === 0) return undefined;

  const components: ApiReferenceDocument['components'] = { schemas: {}, parameters: {}, responses: {} };
  const pending: unknown[] = [paths];
  const add = (kind: ComponentKind, name: string) => {
    const target = document.components[kind][name];
    if (target === undefined || Object.hasOwn(components[kind], name)) return;
    (components[kind] as Record<string, unknown>)[name] = target;
    pending.push(target);
  };
  while (pending.length > 0) componentRefsIn(pending.pop(), add);

  return { ...document, tags: document.tags.filter((entry) => entry.name === tag), paths, components };
}
