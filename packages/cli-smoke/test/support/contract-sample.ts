/** Answers built from v1.yaml itself, so the fake host's green passes the CLI's contract check. */
import { OPERATIONS, type OperationId } from '@backoffice/sdk';
import contract from '@backoffice/sdk/openapi/v1.yaml';
import { schemaPointer } from '../../src/answer-schema.js';

type Schema = Record<string, unknown>;
/** Values to use for properties of these names, wherever the schema declares them. */
export type Values = Readonly<Record<string, unknown>>;
/** Under this key of `values`: the rows a `rows` list is made of. */
const LIST_ROWS = '\u0000rows';

/** Strings that satisfy the contract's patterns; a new pattern none fits makes the sample throw. */
const PATTERN_SAMPLES = [
  '1',
  '12',
  '123',
  '1.0.0',
  '10:00',
  '9876543210',
  'https://example.com',
  'ABCD',
  'en',
  'admin',
  '2025-01-01',
];

function at(pointer: string): Schema {
  let node: unknown = contract;
  for (const raw of pointer.replace(/^#\//, '').split('/')) {
    node = (node as Record<string, unknown>)[raw.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return node as Schema;
}

const deref = (schema: Schema): Schema =>
  typeof schema.$ref === 'string' ? deref({ ...at(schema.$ref), ...schema, $ref: undefined }) : schema;

function typeOf(schema: Schema): string | undefined {
  const { type } = schema;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') as string | undefined;
  if (typeof type === 'string') return type;
  return schema.properties ? 'object' : schema.items ? 'array' : undefined;
}

const fits = (value: unknown, type: string | undefined) =>
  type === 'integer'
    ? Number.isInteger(value)
    : type === 'array'
      ? Array.isArray(value)
      : typeof value === type;

function sampleString(schema: Schema): string {
  if (schema.format === 'date') return '2025-01-01';
  if (schema.format === 'date-time') return '2025-01-01T00:00:00+05:30';
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    const found = PATTERN_SAMPLES.find((candidate) => pattern.test(candidate));
    if (found === undefined) throw new Error(`contract-sample: no sample string for /${schema.pattern}/`);
    return found;
  }
  return 'x'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
}

/** A small instance of `schema`: required properties, plus any `values` names it declares; one item per array. */
export function sampleOf(input: Schema, values: Values, name?: string): unknown {
  const schema = deref(input);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.allOf)) {
    const merged: Schema = { ...schema, allOf: undefined };
    const properties: Schema = { ...(schema.properties as Schema | undefined) };
    const required = [...((schema.required as string[] | undefined) ?? [])];
    for (const part of (schema.allOf as Schema[]).map(deref)) {
      Object.assign(merged, part);
      Object.assign(properties, part.properties);
      required.push(...((part.required as string[] | undefined) ?? []));
    }
    Object.assign(merged, { properties, required });
    if (Object.keys(merged.properties as Schema).length === 0) delete merged.properties;
    return sampleOf(merged, values, name);
  }
  const choices = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (choices?.[0])
    return sampleOf({ ...schema, oneOf: undefined, anyOf: undefined, ...deref(choices[0]) }, values, name);
  const type = typeOf(schema);
  const nullable = Array.isArray(schema.type) && schema.type.includes('null');
  if (name !== undefined && name in values) {
    const value = values[name];
    if (fits(value, type) || (value === null && nullable)) return value;
  }
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      const names = Object.keys(properties).filter((key) => required.includes(key) || key in values);
      return Object.fromEntries(names.map((key) => [key, sampleOf(properties[key] ?? {}, values, key)]));
    }
    case 'array': {
      if (!schema.items) return [];
      const given = name === 'rows' ? (values[LIST_ROWS] as readonly Values[] | undefined) : undefined;
      const items = given ?? [{}];
      return items.map((row) => sampleOf(schema.items as Schema, { ...values, ...row }));
    }
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      // The least allowed value, else 1 where allowed, else the largest allowed (a bound like `<= 0`).
      return Number(
        schema.minimum ?? (schema.maximum !== undefined && Number(schema.maximum) < 1 ? schema.maximum : 1),
      );
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return {};
  }
}

/** Static paths before parametric ones (GET /views/list is not /views/{view_id}), as a router matches. */
const routes = (Object.entries(OPERATIONS) as [OperationId, (typeof OPERATIONS)[OperationId]][])
  .map(([id, meta]) => ({
    id,
    method: meta.method.toUpperCase(),
    params: meta.pathParams.length,
    pattern: new RegExp(`^${meta.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }))
  .sort((a, b) => a.params - b.params);

/** The operation a request is for (path without /v1). */
export function operationAt(method: string, path: string): OperationId | undefined {
  return routes.find((route) => route.method === method && route.pattern.test(path))?.id;
}

/**
 * The 200 answer v1.yaml describes for an operation, with `values` filled in; `rows` (when given)
 * replaces a list's rows, each filled out to a valid row.
 */
export function contractAnswer(id: OperationId, values: Values, rows?: readonly Values[]): unknown {
  const pointer = schemaPointer(id, 200);
  if (pointer === null) throw new Error(`contract-sample: ${id} has no 200 JSON answer`);
  return sampleOf(at(pointer), rows ? { ...values, [LIST_ROWS]: rows } : values);
}
