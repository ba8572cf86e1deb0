import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Contract, JsonSchema } from './contract.js';

const CONTRACT_ID = 'contract';

/** OpenAPI formats that say nothing a validator can check. */
const DESCRIPTIVE_FORMATS = ['binary', 'byte', 'password', 'int32', 'int64', 'float', 'double'];

export interface AjvOptions {
  /** Query, path and header values (and multipart fields) arrive as text: coerce them to the schema's types. */
  coerce: boolean;
  /** Fill in schema defaults (requests: yes; checking a response: no, it would hide a missing field). */
  fillDefaults?: boolean;
}

export type Validator = ValidateFunction;
export type ValidationError = ErrorObject;

/**
 * One Ajv (JSON Schema 2020-12) that knows the contract's components, so an operation's schemas can
 * keep their `#/components/schemas/...` $refs: `compile()` points them at the registered contract.
 */
export function createContractAjv(contract: Contract, options: AjvOptions) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    useDefaults: options.fillDefaults ?? true,
    coerceTypes: options.coerce ? 'array' : false,
    // Money is `multipleOf: 0.01`; in binary floating point 19.99 / 0.01 is not an integer, so without a
    // tolerance Ajv rejects valid amounts such as 0.07, 19.99 and 10242.14.
    multipleOfPrecision: 6,
  });
  addFormats(ajv);
  for (const format of DESCRIPTIVE_FORMATS) ajv.addFormat(format, true);
  ajv.addSchema({ $id: CONTRACT_ID, components: contract.document.components ?? {} });
  return {
    compile(schema: JsonSchema): Validator {
      return ajv.compile(pointRefsAtContract(schema));
    },
  };
}

/** Copies a schema, rewriting local refs ('#/components/...') to the registered contract ('contract#/...'). */
function pointRefsAtContract(value: unknown): JsonSchema {
  return rewrite(value) as JsonSchema;
}

function rewrite(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewrite);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')
        ? `${CONTRACT_ID}${inner}`
        : rewrite(inner);
  }
  return out;
}
