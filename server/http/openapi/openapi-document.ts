import { buildOpenApiDocument } from './build-openapi-document';
import type { OpenApiDocument } from './openapi-types';

let cached: OpenApiDocument | undefined;

/** The registry's document, built once per process (the registry is fixed at build time). */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument();
  return cached;
}
