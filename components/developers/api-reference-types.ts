import type { JSONSchema } from 'zod/v4/core';

/*
 * The parts of the OpenAPI 3.1 document the reference page reads. Declared here rather than
 * imported because components never import server code; the server's document type fits these
 * shapes, so the page passes it in without conversion.
 */

export type SchemaObject = JSONSchema.JSONSchema;

export type Reference = { $ref: string };

export type ApiParameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema: SchemaObject;
};

export type ApiMediaType = { schema: SchemaObject };

export type ApiResponse = {
  description: string;
  headers?: Record<string, { description: string }>;
  content?: Record<string, ApiMediaType>;
};

export type ApiOperation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  /** Who may call: public, optional, customer, vendor or admin. */
  'x-auth': string;
  parameters: (ApiParameter | Reference)[];
  requestBody?: { description: string; required: boolean; content: Record<string, ApiMediaType> };
  responses: Record<string, ApiResponse | Reference>;
};

export const API_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type ApiMethod = (typeof API_METHODS)[number];

export type ApiReferenceDocument = {
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Partial<Record<ApiMethod, ApiOperation>>>;
  components: {
    schemas: Record<string, SchemaObject>;
    responses: Record<string, ApiResponse>;
    parameters: Record<string, ApiParameter>;
  };
};
