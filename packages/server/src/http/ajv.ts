import type { ErrorObject, KeywordDefinition, ValidateFunction } from 'ajv';
import Ajv2020, { _, str } from 'ajv/dist/2020.js';
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
  });
  ajv.removeKeyword('multipleOf');
  ajv.addKeyword(decimalMultipleOf);
  addFormats(ajv);
  for (const format of DESCRIPTIVE_FORMATS) ajv.addFormat(format, true);
  ajv.addSchema({ $id: CONTRACT_ID, components: contract.document.components ?? {} });
  return {
    compile(schema: JsonSchema): Validator {
      return ajv.compile(pointRefsAtContract(schema));
    },
  };
}

/**
 * `multipleOf` checked on the decimal value the JSON text meant, not on a float quotient. Money is
 * `multipleOf: 0.01`, and in binary floating point 19.99 / 0.01 is not an integer, so Ajv's own check
 * refuses valid amounts (19.99, 1.13, 0.29); a tolerance (`multipleOfPrecision`) either still refuses
 * large amounts (the quotient's error grows with the amount) or lets a third decimal through. Here
 * `x` has at most k decimals exactly when rounding `x * 10^k` to an integer n and dividing back gives
 * `x` again (n / 10^k is the double nearest that decimal, i.e. what the JSON text parsed to); n must
 * then be a multiple of the step in those units. Same keyword, params and message as Ajv's own.
 */
const decimalMultipleOf: KeywordDefinition = {
  keyword: 'multipleOf',
  type: 'number',
  schemaType: 'number',
  error: {
    message: ({ schemaCode }) => str`must be multiple of ${schemaCode}`,
    params: ({ schemaCode }) => _`{multipleOf: ${schemaCode}}`,
  },
  code(cxt) {
    const step = cxt.schema as number;
    const scale = 10 ** decimalsOf(step);
    const stepUnits = Math.round(step * scale);
    const units = cxt.gen.const('units', _`Math.round(${cxt.data} * ${scale})`);
    cxt.fail(_`${units} / ${scale} !== ${cxt.data} || ${units} % ${stepUnits} !== 0`);
  },
};

/** Decimals of a schema's step as written: 0.01 -> 2, 5 -> 0, 1e-7 -> 7. */
function decimalsOf(step: number): number {
  if (!(step > 0)) throw new Error(`multipleOf must be a positive number, got ${step}`);
  const [mantissa = '', exponent = '0'] = String(step).split('e');
  const decimals = Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent));
  if (decimals > 15) throw new Error(`multipleOf ${step} has more decimals than a double keeps`);
  return decimals;
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
