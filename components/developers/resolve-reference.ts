import type { ApiParameter, ApiReferenceDocument, ApiResponse, Reference, SchemaObject } from './api-reference-types';

const SCHEMA_PREFIX = '#/components/schemas/';

export function isReference(value: object): value is Reference {
  return '$ref' in value && typeof value.$ref === 'string';
}

/** "#/components/schemas/Money" → "Money"; undefined for any other kind of reference. */
export function schemaNameOf(ref: string): string | undefined {
  return ref.startsWith(SCHEMA_PREFIX) ? ref.slice(SCHEMA_PREFIX.length) : undefined;
}

export function resolveSchema(schema: SchemaObject, document: ApiReferenceDocument): { schema: SchemaObject; name?: string } {
  const name = typeof schema.$ref === 'string' ? schemaNameOf(schema.$ref) : undefined;
  const target = name === undefined ? undefined : document.components.schemas[name];
  return target ? { schema: target, name } : { schema };
}

export function resolveParameter(parameter: ApiParameter | Reference, document: ApiReferenceDocument): ApiParameter | undefined {
  if (!isReference(parameter)) return parameter;
  return document.components.parameters[parameter.$ref.replace('#/components/parameters/', '')];
}

export function resolveResponse(response: ApiResponse | Reference, document: ApiReferenceDocument): ApiResponse | undefined {
  if (!isReference(response)) return response;
  return document.components.responses[response.$ref.replace('#/components/responses/', '')];
}
