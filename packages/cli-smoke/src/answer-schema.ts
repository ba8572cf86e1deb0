import { isDecimalMultipleOf, type OperationId } from '@backoffice/sdk';
import contract from '@backoffice/sdk/openapi/v1.yaml';
import type { ErrorObject, SchemaValidateFunction, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** The key the contract is registered under; response schemas are compiled as JSON pointers into it. */
const CONTRACT_ID = 'v1.yaml';
/** OpenAPI formats that say nothing a validator can check. */
const DESCRIPTIVE_FORMATS = ['binary', 'byte', 'password', 'int32', 'int64', 'float', 'double'];

type ResponseObject = { $ref?: string; content?: Record<string, unknown> };
type OperationObject = { operationId?: string; responses?: Record<string, ResponseObject> };
type Document = { paths: Record<string, Record<string, OperationObject>> };

const document = contract as Document;

// Money is `multipleOf: 0.01`, checked on the decimal value (as the server does): Ajv's own divides
// floats, so 19.99 / 0.01 is not an integer, and a tolerance lets a fourth decimal through.
const multipleOf: SchemaValidateFunction = (step: number, data: number) => {
  const ok = isDecimalMultipleOf(data, step);
  multipleOf.errors = ok
    ? []
    : [{ keyword: 'multipleOf', message: `must be multiple of ${step}`, params: { multipleOf: step } }];
  return ok;
};
const ajv = new Ajv2020({ strict: false, validateSchema: false });
ajv.removeKeyword('multipleOf');
ajv.addKeyword({
  keyword: 'multipleOf',
  type: 'number',
  schemaType: 'number',
  errors: true,
  validate: multipleOf,
});
addFormats(ajv);
for (const format of DESCRIPTIVE_FORMATS) ajv.addFormat(format, true);
ajv.addSchema(contract as object, CONTRACT_ID);

const pointerSegment = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** Where each operation sits in the document: `#/paths/~1users/get`. */
const operationPointers = new Map<string, { pointer: string; operation: OperationObject }>();
for (const [path, item] of Object.entries(document.paths)) {
  for (const [method, operation] of Object.entries(item)) {
    if (operation?.operationId) {
      operationPointers.set(operation.operationId, {
        pointer: `#/paths/${pointerSegment(path)}/${method}`,
        operation,
      });
    }
  }
}

/** The JSON pointer of the JSON schema the contract gives for this operation's answer with this status. */
export function schemaPointer(id: OperationId, status: number): string | null {
  const found = operationPointers.get(id);
  const responses = found?.operation.responses ?? {};
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
  const response = key === undefined ? undefined : responses[key];
  if (!found || key === undefined || !response) return null;
  const declared = response.$ref ? resolveResponse(response.$ref) : response;
  if (!declared.content?.['application/json']) return null;
  const at = response.$ref ?? `${found.pointer}/responses/${key}`;
  return `${at}/content/${pointerSegment('application/json')}/schema`;
}

/** A response object the contract refers to (`#/components/responses/...`). */
function resolveResponse(ref: string): ResponseObject {
  let node: unknown = contract;
  for (const segment of ref.replace(/^#\//, '').split('/')) {
    node = (node as Record<string, unknown> | undefined)?.[
      segment.replaceAll('~1', '/').replaceAll('~0', '~')
    ];
  }
  return (node ?? {}) as ResponseObject;
}

const validators = new Map<string, ValidateFunction>();

function validatorFor(pointer: string): ValidateFunction {
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${CONTRACT_ID}${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
}

/** `/data/rows/0/amount` -> `data.rows[0].amount`. */
function fieldOf(instancePath: string): string {
  const field = instancePath
    .split('/')
    .slice(1)
    .map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`))
    .join('')
    .replace(/^\./, '');
  return field || 'the body';
}

function describe(error: ErrorObject): string {
  const { additionalProperty, allowedValues } = error.params as {
    additionalProperty?: string;
    allowedValues?: unknown[];
  };
  const detail = additionalProperty
    ? ` (${additionalProperty})`
    : allowedValues
      ? ` (${allowedValues.map((value) => JSON.stringify(value)).join(', ')})`
      : '';
  return `${fieldOf(error.instancePath)} ${error.message ?? `fails ${error.keyword}`}${detail}`;
}

/**
 * Why an answer's wire body (snake_case, envelope and all) breaks the operation's response schema in
 * v1.yaml, naming the first error; null when it conforms.
 * @example answerProblem('users.list', 200, { error: false, msg: '', data: {} })
 * // "does not match v1.yaml: data must have required property 'rows'"
 */
export function answerProblem(id: OperationId, status: number, body: unknown): string | null {
  const pointer = schemaPointer(id, status);
  if (pointer === null) return `does not match v1.yaml: no JSON ${status} answer declared`;
  const validate = validatorFor(pointer);
  if (validate(body)) return null;
  const [first] = validate.errors ?? [];
  return `does not match v1.yaml: ${first ? describe(first) : 'invalid'}`;
}
