import type { ApiReferenceDocument, SchemaObject } from './api-reference-types';
import { describeSchema, type SchemaField, type SchemaSummary } from './describe-schema';

interface SchemaViewProps {
  schema: SchemaObject;
  document: ApiReferenceDocument;
  /** Components already expanded above this one: a recursive schema stops here. */
  seen?: readonly string[];
}

function TypeLine({ summary }: { summary: SchemaSummary }) {
  return (
    <span>
      <code className="font-mono text-sm break-all text-accent-700">{summary.type}</code>
      {summary.notes.length > 0 && <span className="ml-2 text-xs text-sand-600">{summary.notes.join(' · ')}</span>}
    </span>
  );
}

function isRecursive(summary: SchemaSummary, seen: readonly string[]): boolean {
  return summary.refs.some((ref) => seen.includes(ref));
}

/** The nested part of a schema: its fields as a table, or its alternatives. */
function Expansion({ summary, document, seen }: { summary: SchemaSummary; document: ApiReferenceDocument; seen: readonly string[] }) {
  if (isRecursive(summary, seen)) return <p className="mt-1 text-xs text-sand-600">Same shape as {summary.refs.join(', ')} above (recursive).</p>;
  const inner = [...seen, ...summary.refs];
  if (summary.fields) return <FieldsTable fields={summary.fields} document={document} seen={inner} />;
  if (summary.variants) {
    return (
      <ol className="mt-2 space-y-2 border-l-2 border-sand-200 pl-3">
        {summary.variants.map((variant, index) => (
          <li key={index}>
            <p className="text-xs font-semibold tracking-wide text-sand-600 uppercase">Option {index + 1}</p>
            <SchemaView schema={variant} document={document} seen={inner} />
          </li>
        ))}
      </ol>
    );
  }
  return null;
}

function FieldRow({ field, document, seen }: { field: SchemaField; document: ApiReferenceDocument; seen: readonly string[] }) {
  const summary = describeSchema(field.schema, document);
  const expandable = Boolean(summary.fields?.length || summary.variants?.length);
  return (
    <tr className="border-t border-sand-200 align-top">
      <td className="py-2 pr-4">
        <code className="font-mono text-sm font-semibold break-all text-sand-900">{field.name}</code>
        <span className={field.required ? 'ml-2 text-xs font-medium text-danger-600' : 'ml-2 text-xs text-sand-600'}>{field.required ? 'required' : 'optional'}</span>
      </td>
      <td className="py-2">
        <TypeLine summary={summary} />
        {summary.description && <p className="mt-1 text-sm text-sand-700">{summary.description}</p>}
        {expandable && <Expansion summary={summary} document={document} seen={seen} />}
      </td>
    </tr>
  );
}

function FieldsTable({ fields, document, seen }: { fields: SchemaField[]; document: ApiReferenceDocument; seen: readonly string[] }) {
  if (fields.length === 0) return <p className="mt-1 text-sm text-sand-600">An empty object.</p>;
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type and description</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <FieldRow key={field.name} field={field} document={document} seen={seen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A JSON Schema as readers need it: the type in words, then every field, nested as deep as it goes. */
export function SchemaView({ schema, document, seen = [] }: SchemaViewProps) {
  const summary = describeSchema(schema, document);
  return (
    <div>
      <TypeLine summary={summary} />
      {summary.description && <p className="mt-1 text-sm text-sand-700">{summary.description}</p>}
      <Expansion summary={summary} document={document} seen={seen} />
    </div>
  );
}
