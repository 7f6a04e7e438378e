import type { JSONSchema } from 'zod/v4/core';
import type { AuthRequirement } from '@/lib/contracts/endpoint';

/* The subset of OpenAPI 3.1 this API's document uses. Type aliases rather than interfaces so that
 * they fit JSON-shaped types (index signatures), as a schema with a $ref must.
 * Schema objects are JSON Schema 2020-12, the dialect of OpenAPI 3.1 and of zod's z.toJSONSchema. */

export type SchemaObject = JSONSchema.JSONSchema;

export type ReferenceObject = {
  $ref: string;
};

export type ParameterObject = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: SchemaObject;
  style?: 'form' | 'simple';
  explode?: boolean;
};

export type MediaTypeObject = {
  schema: SchemaObject;
};

export type RequestBodyObject = {
  description: string;
  required: boolean;
  content: Record<string, MediaTypeObject>;
};

export type HeaderObject = {
  description: string;
  schema: SchemaObject;
};

export type ResponseObject = {
  description: string;
  headers?: Record<string, HeaderObject>;
  content?: Record<string, MediaTypeObject>;
};

export type SecurityRequirement = Record<string, string[]>;

export type OperationObject = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  /** [] for public endpoints; [{}, bearer] when a token is optional. */
  security: SecurityRequirement[];
  parameters: (ParameterObject | ReferenceObject)[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject | ReferenceObject>;
  /** Who may call it, finer than `security` (which role the bearer token must carry). */
  'x-auth': AuthRequirement;
};

export type OperationMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type PathItemObject = Partial<Record<OperationMethod, OperationObject>>;

export type SecuritySchemeObject = {
  type: 'http';
  scheme: 'bearer';
  bearerFormat: string;
  description: string;
};

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string }[];
  paths: Record<string, PathItemObject>;
  components: {
    schemas: Record<string, SchemaObject>;
    responses: Record<string, ResponseObject>;
    parameters: Record<string, ParameterObject>;
    securitySchemes: Record<string, SecuritySchemeObject>;
  };
};
