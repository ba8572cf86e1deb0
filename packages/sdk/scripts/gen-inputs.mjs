// Renders src/generated/operation-inputs.ts: each operation's input fields (path, query and body) with
// the contract's constraints, and the contract's named enums, so the console validates forms and fills
// selects from v1.yaml instead of retyping them.

const header = '// Generated from openapi/v1.yaml by scripts/gen.mjs (pnpm gen). Do not edit by hand.\n';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const VERBATIM = new Set(['OBRT', 'CBRT', 'OBT', 'CBT']);
const CONSTRAINTS = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'pattern',
  'format',
];

/** The SDK's camelKey (src/case.ts), repeated here because the generator runs before any build. */
function camelKey(key) {
  if (VERBATIM.has(key)) return key;
  return key.replace(/[_-]+([a-z0-9])/g, (_, ch) => ch.toUpperCase());
}

function refName(ref) {
  return ref.split('/').pop();
}

/** A schema with $ref and allOf folded into one object; `money` marks the contract's Money schema. */
function resolve(doc, schema, seen = new Set()) {
  if (!schema) return {};
  if (schema.$ref) {
    const name = refName(schema.$ref);
    if (seen.has(name)) return {};
    const target = resolve(doc, doc.components.schemas[name], new Set([...seen, name]));
    const { $ref, ...rest } = schema;
    return { ...target, ...rest, ...(name === 'Money' ? { money: true } : {}) };
  }
  if (schema.allOf) {
    const merged = { ...schema };
    delete merged.allOf;
    for (const part of schema.allOf) {
      const resolved = resolve(doc, part, seen);
      Object.assign(merged, resolved, {
        properties: { ...merged.properties, ...resolved.properties },
        required: [...(merged.required ?? []), ...(resolved.required ?? [])],
      });
    }
    return merged;
  }
  return schema;
}

function fieldType(schema) {
  const types = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null') : [schema.type];
  const type = types[0];
  if (type === 'string' && (schema.format === 'binary' || schema.contentMediaType)) return 'file';
  if (['string', 'integer', 'number', 'boolean', 'array', 'object'].includes(type)) return type;
  if (schema.enum) return typeof schema.enum[0] === 'number' ? 'integer' : 'string';
  if (schema.oneOf || schema.anyOf) return 'string';
  return 'string';
}

function field(doc, name, where, required, raw) {
  const schema = resolve(doc, raw);
  const out = { key: camelKey(name), wire: name, in: where, type: fieldType(schema), required };
  const nullable = Array.isArray(schema.type) && schema.type.includes('null');
  if (nullable) out.nullable = true;
  for (const key of CONSTRAINTS) if (schema[key] !== undefined) out[key] = schema[key];
  const values = schema.enum?.filter((value) => value !== null);
  if (values) out.enum = values;
  if (schema.money || (out.type === 'number' && schema.multipleOf === 0.01)) out.money = true;
  const description = raw?.description ?? schema.description;
  if (description) out.description = description.trim().split('\n')[0];
  return out;
}

function operationFields(doc, item, op) {
  const fields = [];
  const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) =>
    p.$ref ? doc.components.parameters[refName(p.$ref)] : p,
  );
  for (const param of params) {
    if (param.in === 'header' || param.in === 'cookie') continue;
    fields.push(field(doc, param.name, param.in, param.required === true, param.schema));
  }
  const content = op.requestBody?.content ?? {};
  const media = content['application/json'] ?? content['multipart/form-data'];
  if (media?.schema) {
    const body = resolve(doc, media.schema);
    const required = new Set(body.required ?? []);
    for (const [name, schema] of Object.entries(body.properties ?? {})) {
      fields.push(field(doc, name, 'body', required.has(name), schema));
    }
  }
  return fields;
}

/** Component schemas that are plain enums (stages, tran statuses, bid types, sessions ...). */
function namedEnums(doc) {
  const enums = {};
  for (const [name, schema] of Object.entries(doc.components.schemas ?? {})) {
    if (Array.isArray(schema.enum)) enums[name] = schema.enum.filter((value) => value !== null);
  }
  return enums;
}

export function renderInputs(doc) {
  const rows = [];
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) rows.push([op.operationId, operationFields(doc, item, op)]);
    }
  }
  rows.sort(([a], [b]) => a.localeCompare(b));
  const enums = Object.entries(namedEnums(doc)).sort(([a], [b]) => a.localeCompare(b));
  return `${header}/* biome-ignore-all lint: generated */
import type { OperationId } from './operations.js';

/** One input key of an operation, with the contract's constraints on it. */
export interface InputField {
  /** The camelCase key the SDK's functions take. */
  key: string;
  /** The key on the wire. */
  wire: string;
  in: 'path' | 'query' | 'body';
  type: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'file';
  required: boolean;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  pattern?: string;
  format?: string;
  enum?: readonly (string | number)[];
  /** Rupees (the contract's Money schema): checked with isDecimalMultipleOf. */
  money?: boolean;
  description?: string;
}

export const OPERATION_INPUTS: { readonly [Id in OperationId]: readonly InputField[] } = {
${rows.map(([id, fields]) => `  '${id}': ${JSON.stringify(fields)},`).join('\n')}
};

/** The contract's named enums (components/schemas with an enum). */
export const ENUMS = {
${enums.map(([name, values]) => `  ${name}: ${JSON.stringify(values)},`).join('\n')}
} as const;
`;
}
