import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import type { AnyContract } from '@/lib/contracts/endpoint';
import { LOCALE_HEADER } from '../request-context';
import { pathParamNames } from '../validate-input';
import { componentPrefixOf } from './operation-id';
import type { ParameterObject, ReferenceObject, SchemaObject } from './openapi-types';
import type { SchemaComponents } from './schema-components';

export const LOCALE_PARAMETER_COMPONENT = 'Locale';

/** The locale header every endpoint reads (spec §7 calls it "location"). */
export const localeParameter: ParameterObject = {
  name: LOCALE_HEADER,
  in: 'header',
  required: false,
  description: `The caller's locale. A missing or unknown value means ${DEFAULT_LOCALE}.`,
  schema: { type: 'string', enum: [...LOCALES], default: DEFAULT_LOCALE },
};

function propertiesOf(json: SchemaObject): { properties: Record<string, SchemaObject>; required: string[] } | undefined {
  if (!json.properties) return undefined;
  const properties: Record<string, SchemaObject> = {};
  for (const [name, schema] of Object.entries(json.properties)) properties[name] = typeof schema === 'boolean' ? {} : schema;
  return { properties, required: json.required ?? [] };
}

function withDescription(parameter: ParameterObject, schema: SchemaObject): ParameterObject {
  return schema.description ? { ...parameter, description: schema.description } : parameter;
}

function pathParameters(contract: AnyContract, components: SchemaComponents): ParameterObject[] {
  const declared = contract.params ? propertiesOf(components.inline(`${componentPrefixOf(contract)}Params`, contract.params, 'input')) : undefined;
  return pathParamNames(contract.path).map((name) => {
    const schema = declared?.properties[name] ?? { type: 'string' };
    return withDescription({ name, in: 'path', required: true, schema }, schema);
  });
}

function queryParameters(contract: AnyContract, components: SchemaComponents): ParameterObject[] {
  if (!contract.query) return [];
  const json = components.inline(`${componentPrefixOf(contract)}Query`, contract.query, 'input');
  const declared = propertiesOf(json);
  // A query that is not a plain object (a record, a union) is documented as one form-exploded object.
  if (!declared) return [{ name: 'query', in: 'query', required: false, schema: json, style: 'form', explode: true }];
  return Object.entries(declared.properties).map(([name, schema]) =>
    withDescription({ name, in: 'query', required: declared.required.includes(name), schema, style: 'form', explode: true }, schema),
  );
}

/** Path params, query params and the locale header of one operation. */
export function operationParameters(contract: AnyContract, components: SchemaComponents): (ParameterObject | ReferenceObject)[] {
  return [
    ...pathParameters(contract, components),
    ...queryParameters(contract, components),
    { $ref: `#/components/parameters/${LOCALE_PARAMETER_COMPONENT}` },
  ];
}
