import type { ApiParameter, ApiReferenceDocument, SchemaObject } from './api-reference-types';
import { authLabel } from './auth-label';
import type { OperationEntry } from './group-operations';
import { MethodBadge } from './method-badge';
import { ParametersTable } from './parameters-table';
import { resolveParameter, resolveResponse, resolveSchema } from './resolve-reference';
import { SchemaView } from './schema-view';

/** The `data` of an envelope schema, or the schema itself for a raw answer. */
function dataSchemaOf(schema: SchemaObject, document: ApiReferenceDocument): { schema: SchemaObject; enveloped: boolean } {
  const data = resolveSchema(schema, document).schema.properties?.data;
  const isEnvelope = Boolean(schema.properties?.status && data !== undefined);
  return isEnvelope && data !== undefined && typeof data !== 'boolean' ? { schema: data, enveloped: true } : { schema, enveloped: false };
}

function Heading({ children }: { children: string }) {
  return <h4 className="mt-5 text-sm font-semibold text-sand-900">{children}</h4>;
}

export function EndpointSection({ entry, document }: { entry: OperationEntry; document: ApiReferenceDocument }) {
  const { method, path, operation } = entry;
  const parameters = operation.parameters.map((p) => resolveParameter(p, document)).filter((p): p is ApiParameter => p !== undefined);
  const body = operation.requestBody?.content['application/json']?.schema;
  const statuses = Object.keys(operation.responses).sort();
  const successStatus = statuses.find((status) => status.startsWith('2'));
  const success = successStatus ? resolveResponse(operation.responses[successStatus] ?? { $ref: '' }, document) : undefined;
  const successSchema = success?.content?.['application/json']?.schema;
  const data = successSchema ? dataSchemaOf(successSchema, document) : undefined;
  const errors = statuses.filter((status) => !status.startsWith('2'));
  const server = document.servers[0]?.url ?? '';

  return (
    <article id={operation.operationId} className="scroll-mt-24 rounded-md border border-sand-200 bg-white p-4 md:p-6">
      <h3 className="flex flex-wrap items-center gap-3">
        <MethodBadge method={method} />
        <code className="font-mono text-base font-semibold break-all text-sand-900">
          {server}
          {path}
        </code>
      </h3>
      <p className="mt-2 text-base text-sand-900">{operation.summary}</p>
      {operation.description && <p className="mt-1 text-sm text-sand-700">{operation.description}</p>}
      <p className="mt-2 text-sm text-sand-700">
        <span className="font-semibold">Access:</span> {authLabel(operation['x-auth'])}
      </p>

      <Heading>Parameters</Heading>
      <ParametersTable parameters={parameters} document={document} />

      {operation.requestBody && body && (
        <>
          <Heading>{`Request body (${operation.requestBody.required ? 'required' : 'optional'})`}</Heading>
          <p className="text-sm text-sand-600">{operation.requestBody.description}</p>
          <div className="mt-2">
            <SchemaView schema={body} document={document} />
          </div>
        </>
      )}

      {successStatus && data && (
        <>
          <Heading>{data.enveloped ? `Response ${successStatus}: envelope data` : `Response ${successStatus}`}</Heading>
          {success?.description && <p className="text-sm text-sand-600">{success.description}</p>}
          <div className="mt-2">
            <SchemaView schema={data.schema} document={document} />
          </div>
        </>
      )}

      <Heading>Errors (error envelope)</Heading>
      <ul className="mt-1 space-y-1 text-sm">
        {errors.map((status) => (
          <li key={status}>
            <code className="mr-2 font-mono font-semibold text-sand-900">{status}</code>
            <span className="text-sand-700">{resolveResponse(operation.responses[status] ?? { $ref: '' }, document)?.description}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
